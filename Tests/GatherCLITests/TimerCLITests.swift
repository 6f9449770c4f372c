import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// `gather timer …` driven by a fake clock: instant and deterministic.
@Suite struct TimerCLITests {
    @Test func set_thenStatus_isReadyAtTheSelectedTime() async {
        let home = TestHome()
        let clock = FakeClock()
        let set = await gather("timer", "set", "25:00", home: home, clock: clock)
        #expect(set.code == 0)
        #expect(set.stdout == "Timer set to 25:00\n")
        let status = await gather("timer", "status", home: home, clock: clock)
        #expect(status.code == 0)
        #expect(status.stdout == "25:00 ready\n")
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

    /// A malformed time is a usage error (64); one written right but out of range, a value not allowed (65).
    @Test(arguments: [(["75:00:00"], 64), (["-1"], 64), (["--", "-1"], 64), (["abc"], 64), (["0:00"], 65), (["100:00"], 65)])
    func set_invalidTime_isRefusedAndKeepsTheTimer(_ arguments: [String], _ code: Int) async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        let result = await gather(arguments: ["timer", "set"] + arguments, home: home, clock: clock)
        #expect(result.code == Int32(code))
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "25:00 ready\n")
    }

    @Test(arguments: [("90s", "01:30"), ("1m30s", "01:30"), ("25", "25:00"), ("5:30", "05:30"), ("99:59", "99:59"), ("0:01", "00:01")])
    func set_acceptedForms(_ example: (input: String, shown: String)) async {
        let home = TestHome()
        let result = await gather("timer", "set", example.input, home: home)
        #expect(result.code == 0)
        #expect(await gather("timer", "status", home: home).stdout == "\(example.shown) ready\n")
    }

    @Test func pause_whenReady_isRefused() async {
        let home = TestHome()
        let result = await gather("timer", "pause", home: home)
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func wait_whenReady_exitsThree() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "25:00", home: home, clock: clock)
        let result = await gather("timer", "wait", home: home, clock: clock)
        #expect(result.code == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "The timer is ready, not running: start it with 'gather timer start'\n", "a state, not an error")
    }

    @Test func wait_whenPaused_exitsThree() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "start", home: home, clock: clock)
        _ = await gather("timer", "pause", home: home, clock: clock)
        #expect(await gather("timer", "wait", home: home, clock: clock).code == 3)
    }

    @Test(.timeLimit(.minutes(1))) func wait_whenTheTimeIsAlreadyUp_returnsAtOnce() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "0:05", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 6)
        let result = await gather("timer", "wait", home: home, clock: clock)
        #expect(result.code == 0)
    }

    @Test func reset_andItsHiddenAliasStop_returnToTheSelectedTime() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "10:00", home: home, clock: clock)
        for command in ["reset", "stop"] {
            _ = await gather("timer", "start", home: home, clock: clock)
            clock.advance(by: 125)
            #expect(await gather("timer", command, home: home, clock: clock).stdout == "10:00 ready\n")
        }
        let help = await gather("timer", "--help", home: home).stdout
        #expect(help.contains("reset"))
        #expect(!help.contains("stop"))
    }

    @Test func status_afterAOneSecondClockReachesZero_isFinished() async throws {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "1s", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 1)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "00:00 finished\n")
        let json = try #require(try parseJSON(await gather("timer", "status", "--json", home: home, clock: clock).stdout) as? [String: Any])
        #expect(json["state"] as? String == "finished")
        #expect(json["remainingSeconds"] as? Int == 0)
    }

    @Test func startWhileRunning_andPauseWhilePaused_exitZeroWithANote() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "start", home: home, clock: clock)
        let again = await gather("timer", "start", home: home, clock: clock)
        #expect(again.code == 0)
        #expect(again.stdout == "10:00 running\n")
        #expect(again.stderr == "Note: the timer is already running\n")
        _ = await gather("timer", "pause", home: home, clock: clock)
        let pausedAgain = await gather("timer", "pause", home: home, clock: clock)
        #expect(pausedAgain.code == 0)
        #expect(pausedAgain.stderr == "Note: the timer is already paused\n")
    }

    @Test func refusals_exitOne_withTheHint() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "1s", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        let set = await gather("timer", "set", "5:00", home: home, clock: clock)
        #expect(set.code == 1)
        #expect(set.stderr.contains("gather timer pause") && set.stderr.contains("gather timer reset"))
        clock.advance(by: 2)
        for command in ["start", "resume", "pause", "toggle"] {
            let refused = await gather("timer", command, home: home, clock: clock)
            #expect(refused.code == 1, "timer \(command)")
            #expect(refused.stderr.contains("gather timer reset"), "timer \(command)")
        }
        #expect(await gather("timer", "wait", home: home, clock: clock).code == 0)
    }
}

/// The live countdown and `wait` in-process, on a clock whose sleeps pass time at once.
@Suite struct TimerCountdownCLITests {
    @Test func run_piped_printsTheStart_eachWholeMinute_andTheEnd() async {
        let home = TestHome()
        let result = await gather("timer", "run", "2:30", home: home, clock: ManualClock())
        #expect(result.code == 0)
        #expect(result.stdout == "Countdown 02:30 started\n02:00 running\n01:00 running\nTime is up\n")
    }

    /// Issue 39: `timer run` on a running clock says it is already running and shows it.
    @Test func run_onARunningClock_saysItIsAlreadyRunning_andShowsIt() async {
        let home = TestHome()
        let clock = ManualClock()
        _ = await gather("timer", "set", "2:30", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        let result = await gather("timer", "run", home: home, clock: clock)
        #expect(result.code == 0)
        #expect(result.stdout == "Countdown already running: 02:30 left\n02:00 running\n01:00 running\nTime is up\n")
    }

    @Test func run_withATime_whileRunning_isRefused() async {
        let home = TestHome()
        let clock = ManualClock()
        _ = await gather("timer", "start", home: home, clock: clock)
        let result = await gather("timer", "run", "5:00", home: home, clock: clock)
        #expect(result.code == 1)
        #expect(result.stderr.contains("gather timer reset"))
    }

    @Test func wait_returnsWhenTheTimeIsUp_thenStatusIsFinished() async {
        let home = TestHome()
        let clock = ManualClock()
        _ = await gather("timer", "set", "0:05", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        #expect(await gather("timer", "wait", home: home, clock: clock).code == 0)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "00:00 finished\n")
    }
}

/// `timer add`, halves and the end-of-match offer, in process with a fake clock.
@Suite struct TimerStoppageCLITests {
    @Test func add_andTakeOff_onARunningClock() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "10:00", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        let added = await gather("timer", "add", "2m", home: home, clock: clock)
        #expect(added.code == 0)
        #expect(added.stdout == "12:00 running\n")
        let takenOff = await gather("timer", "add", "-2m", home: home, clock: clock)
        #expect(takenOff.code == 0)
        #expect(takenOff.stdout == "10:00 running\n")
    }

    @Test func add_beyondTheLimits_exits65_andChangesNothing() async {
        let home = TestHome()
        let clock = FakeClock()
        _ = await gather("timer", "set", "99:00", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        _ = await gather("timer", "pause", home: home, clock: clock)
        for amount in ["5m", "-99:30"] {
            let result = await gather("timer", "add", amount, home: home, clock: clock)
            #expect(result.code == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        }
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "99:00 paused\n")
    }

    @Test func add_malformed_exits64_andOnAReadyClock_isRefusedWithAHint() async {
        let home = TestHome()
        let clock = FakeClock()
        let malformed = await gather("timer", "add", "-2x", home: home, clock: clock)
        #expect(malformed.code == 64)
        #expect(await gather("timer", "add", "100", home: home, clock: clock).code == 65, "written right, out of range")
        let ready = await gather("timer", "add", "2m", home: home, clock: clock)
        #expect(ready.code == 1)
        #expect(ready.stderr.contains("gather timer set"))
    }

    @Test func halves_statusSaysHalfTime_thenStartPlaysTheSecondHalf() async throws {
        let home = TestHome()
        let clock = FakeClock()
        #expect(await gather("timer", "set", "2x25:00", home: home, clock: clock).stdout == "Timer set to 2 halves of 25:00\n")
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 1500)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "00:00 half-time\n")
        #expect(await gather("timer", "wait", home: home, clock: clock).code == 0)
        let json = try #require(try parseJSON(await gather("timer", "status", "--json", home: home, clock: clock).stdout) as? [String: Any])
        #expect(json["state"] as? String == "half-time")
        #expect(json["half"] as? Int == 1)
        #expect(await gather("timer", "start", home: home, clock: clock).stdout == "25:00 running (half 2 of 2)\n")
    }

    @Test func twoXWithoutATime_isAUsageError() async {
        let home = TestHome()
        let result = await gather("timer", "set", "2x", home: home)
        #expect(result.code == 64)
        #expect(result.stderr.contains("2x25:00"))
    }

    /// Issue 28: what Ctrl-C on the live countdown says of the clock it leaves (the running
    /// case is checked through the binary in TimerRunEndToEndTests).
    @Test func interruptedCountdown_saysWhatBecameOfTheClock() {
        #expect(RunCountdown.interruptedClock(.running, hint: .plain) == "The clock keeps running: 'gather timer pause' stops it.")
        #expect(RunCountdown.interruptedClock(.paused, hint: .plain) == "The clock stays paused: 'gather timer resume' goes on.")
        #expect(RunCountdown.interruptedClock(.finished, hint: .plain) == nil)
    }
}

