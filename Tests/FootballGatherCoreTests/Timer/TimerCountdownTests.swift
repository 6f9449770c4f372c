import Testing
@testable import FootballGatherCore

/// The arithmetic of the countdown: always the deadline against the reading.
@Suite struct TimerCountdownTests {
    private func makeSUT(selected: GatherTime = .defaultTime) -> (GatherTimeHandler, FakeClock) {
        (GatherTimeHandler(selectedTime: selected), FakeClock())
    }

    @Test func pauseAndResume_countOnlyTheRunningTime() throws {
        var (handler, clock) = makeSUT()
        try handler.start(at: clock.now())
        clock.advance(by: 90)
        try handler.pause(at: clock.now())
        #expect(handler.timeText(at: clock.now()) == "08:30")

        clock.advance(by: 1000)
        #expect(handler.timeText(at: clock.now()) == "08:30")

        try handler.start(at: clock.now())
        clock.advance(by: 30)
        #expect(handler.timeText(at: clock.now()) == "08:00")
        #expect(abs(handler.remaining(at: clock.now()) - 480) < 0.000_001)
    }

    @Test func reset_makesItReadyAndKeepsTheSelectedTime() throws {
        let twentyFive = GatherTime(seconds: 1500) ?? .defaultTime
        var (handler, clock) = makeSUT(selected: twentyFive)
        try handler.start(at: clock.now())
        clock.advance(by: 100)
        handler.reset()
        #expect(handler.state(at: clock.now()) == .ready)
        #expect(handler.selectedTime == twentyFive)
        #expect(handler.timeText(at: clock.now()) == "25:00")
    }

    @Test func remaining_atTheDeadlineAndBeyond_isZeroAndFinished() throws {
        var (handler, clock) = makeSUT()
        try handler.start(at: clock.now())
        clock.advance(by: 599.5)
        #expect(handler.timeText(at: clock.now()) == "00:01")
        #expect(handler.state(at: clock.now()) != .finished)

        clock.advance(by: 0.5)
        #expect(handler.timeText(at: clock.now()) == "00:00")
        #expect(handler.state(at: clock.now()) == .finished)

        clock.advance(by: 10_000)
        #expect(handler.remaining(at: clock.now()) == 0)
        #expect(handler.state(at: clock.now()) == .finished)
    }

    @Test func finished_onlyFromRunning_notWhilePaused() throws {
        var (handler, clock) = makeSUT()
        #expect(handler.state(at: clock.now()) != .finished)
        try handler.start(at: clock.now())
        clock.advance(by: 10)
        try handler.pause(at: clock.now())
        clock.advance(by: 10_000)
        #expect(handler.state(at: clock.now()) != .finished)
    }

    @Test func secondsUntilTextChanges_landsExactlyOnTheNextSecond() throws {
        var (handler, clock) = makeSUT()
        try handler.start(at: clock.now())
        clock.advance(by: 0.25)
        let wait = try #require(handler.secondsUntilTextChanges(at: clock.now()))
        #expect(abs(wait - 0.75) < 0.000_01)

        clock.advance(by: wait - 0.01)
        #expect(handler.timeText(at: clock.now()) == "10:00")
        clock.advance(by: 0.01)
        #expect(handler.timeText(at: clock.now()) == "09:59")
    }

    @Test func secondsUntilTextChanges_isNilOnceFinishedOrNotRunning() throws {
        var (handler, clock) = makeSUT()
        #expect(handler.secondsUntilTextChanges(at: clock.now()) == nil)
        try handler.start(at: clock.now())
        clock.advance(by: 600)
        #expect(handler.secondsUntilTextChanges(at: clock.now()) == nil)
    }
}
