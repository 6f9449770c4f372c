import Testing
@testable import FootballGatherCore

/// Wall-clock changes and reboots while the countdown runs.
@Suite struct TimerClockChangeTests {
    private func makeRunningSUT(bootID: String = "boot-1") throws -> (GatherTimeHandler, FakeClock) {
        var clock = FakeClock()
        clock.bootID = bootID
        var handler = GatherTimeHandler()
        try handler.start(at: clock.now())
        clock.advance(by: 60)
        return (handler, clock)
    }

    @Test(arguments: [3600.0, -3600.0])
    func wallClockJump_whileRunning_doesNotChangeTheRemainingTime(jump: Double) throws {
        var (handler, clock) = try makeRunningSUT()
        clock.jumpWallClock(by: jump)
        #expect(handler.timeText(at: clock.now()) == "09:00")
        clock.advance(by: 30)
        #expect(handler.timeText(at: clock.now()) == "08:30")
        #expect(handler.state(at: clock.now()) != .finished)
    }

    @Test func reboot_whileRunning_fallsBackToWallTime() throws {
        var (handler, clock) = try makeRunningSUT()
        clock.reboot(after: 120)
        #expect(handler.timeText(at: clock.now()) == "07:00")
        clock.advance(by: 420)
        #expect(handler.state(at: clock.now()) == .finished)
    }

    @Test func unknownBootID_neverTrustsTheMonotonicClock() throws {
        var (handler, clock) = try makeRunningSUT(bootID: "")
        clock.reboot(after: 120, newBootID: "")
        #expect(handler.timeText(at: clock.now()) == "07:00")
    }

    @Test func reboot_withTheWallClockSetBack_neverShowsMoreThanTheSelectedTime() throws {
        var (handler, clock) = try makeRunningSUT()
        clock.reboot(after: 10)
        clock.jumpWallClock(by: -3600)
        #expect(handler.remaining(at: clock.now()) == 600)
    }

    @Test func reboot_whilePaused_keepsThePausedTime() throws {
        var (handler, clock) = try makeRunningSUT()
        try handler.pause(at: clock.now())
        clock.reboot(after: 5000)
        #expect(handler.timeText(at: clock.now()) == "09:00")
    }
}
