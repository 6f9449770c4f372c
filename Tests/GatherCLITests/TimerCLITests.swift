import Foundation
import Testing

import FootballGatherCore
@testable import GatherCLI

/// `gather timer …` driven by a fake clock: instant and deterministic.
@Suite struct TimerCLITests {
    @Test func set_thenStatus_isStoppedAtTheSelectedTime() async {
        let home = TestHome()
        let clock = FakeClock()
        let set = await gather("timer", "set", "25:00", home: home, clock: clock)
        #expect(set.code == 0)
        #expect(set.stdout == "Timer set to 25:00\n")
        let status = await gather("timer", "status", home: home, clock: clock)
        #expect(status.code == 0)
        #expect(status.stdout == "25:00 stopped\n")
    }

    @Test func start_thenNinetySeconds_isTwentyThreeThirtyRunning() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        #expect(await gather("timer", "start", home: home, clock: clock).stdout == "25:00 running\n")
        clock.advance(by: 90)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "23:30 running\n")
    }

    @Test func pause_freezesTheTimeLeft() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 90)
        let pause = await gather("timer", "pause", home: home, clock: clock)
        #expect(pause.code == 0)
        #expect(pause.stdout == "23:30 paused\n")
        clock.advance(by: 600)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "23:30 paused\n")
        _ = await gather("timer", "resume", home: home, clock: clock)
        clock.advance(by: 30)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "23:00 running\n")
    }

    @Test func statusJSON_hasStateRemainingAndSelectedSeconds() async throws {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 90)
        _ = await gather("timer", "pause", home: home, clock: clock)
        let result = await gather("timer", "status", "--json", home: home, clock: clock)
        #expect(result.code == 0)
        let status = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(status["state"] as? String == "paused")
        #expect(status["remainingSeconds"] as? Int == 1410)
        #expect(status["selectedSeconds"] as? Int == 1500)
    }

    @Test(arguments: [["75:00:00"], ["-1"], ["--", "-1"], ["abc"], ["0:00"], ["100:00"]])
    func set_invalidTime_isAUsageErrorAndKeepsTheTimer(_ arguments: [String]) async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        let result = await gather(arguments: ["timer", "set"] + arguments, home: home, clock: clock)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "25:00 stopped\n")
    }

    @Test(arguments: [("90s", "01:30"), ("1m30s", "01:30"), ("25", "25:00"), ("5:30", "05:30"), ("99:59", "99:59"), ("0:01", "00:01")])
    func set_acceptedForms(_ example: (input: String, shown: String)) async {
        let home = TestHome()
        let result = await gather("timer", "set", example.input, home: home)
        #expect(result.code == 0)
        #expect(await gather("timer", "status", home: home).stdout == "\(example.shown) stopped\n")
    }

    @Test func pause_whenStopped_isRefused() async {
        let home = TestHome()
        let result = await gather("timer", "pause", home: home)
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func wait_whenStopped_exitsThree() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        let result = await gather("timer", "wait", home: home, clock: clock)
        #expect(result.code == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("stopped"))
    }

    @Test func wait_whenPaused_exitsThree() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "start", home: home, clock: clock)
        _ = await gather("timer", "pause", home: home, clock: clock)
        #expect(await gather("timer", "wait", home: home, clock: clock).code == 3)
    }

    @Test func wait_whenTheTimeIsAlreadyUp_returnsAtOnce() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "0:05", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 6)
        let result = await gather("timer", "wait", home: home, clock: clock)
        #expect(result.code == 0)
    }

    @Test func stop_returnsToTheSelectedTime() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "10:00", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 125)
        #expect(await gather("timer", "stop", home: home, clock: clock).stdout == "10:00 stopped\n")
    }
}
