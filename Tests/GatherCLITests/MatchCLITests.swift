import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// The running match: `score`, `goal`, `show`, `end`, `cancel`.
@Suite struct MatchCLITests {
    private func startedHome() async -> TestHome {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        return home
    }

    private func scoreLine(_ home: TestHome) async -> String? {
        outputLines(await gather("show", home: home).stdout).first { $0.hasPrefix("Score: ") }
    }

    @Test func score_setsTheScore() async {
        let home = await startedHome()
        let result = await gather("score", "3-2", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Score: 3-2\n")
        #expect(await scoreLine(home)?.hasPrefix("Score: 3-2 ") == true)
    }

    @Test func goal_addsOneToTheTeam() async {
        let home = await startedHome()
        _ = await gather("score", "3-2", home: home)
        #expect(await gather("goal", "a", home: home).stdout == "Score: 4-2\n")
        #expect(await gather("goal", "B", home: home).stdout == "Score: 4-3\n")
    }

    @Test func goalUndo_takesOneBack_andWithNoGoalLeft_isAnError() async {
        let home = await startedHome()
        _ = await gather("score", "0-1", home: home)
        #expect(await gather("goal", "b", "--undo", home: home).stdout == "Took back a goal for Team B\nScore: 0-0\n")
        let again = await gather("goal", "b", "--undo", home: home)
        #expect(again.code == 1)
        #expect(again.stdout == "")
        #expect(again.stderr == "Error: Team B has no goal to take back\n")
        #expect(await gather("goal", "a", "--undo", home: home).code == 1)
        #expect(await gather("show", "--json", home: home).stdout.contains("\"score\":\"0-0\""))
    }

    @Test func goal_stopsAtNinetyNine_sayingSo() async {
        let home = await startedHome()
        _ = await gather("score", "99-0", home: home)
        let refused = await gather("goal", "a", home: home)
        #expect(refused.code == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr == "Error: Team A has 99 goals, the most a score holds: nothing was counted\n")
    }

    @Test(arguments: ["abc", "3", "3-2-1", "-1-2", ""])
    func score_invalid_isAUsageErrorAndKeepsTheScore(_ text: String) async {
        let home = await startedHome()
        _ = await gather("score", "1-1", home: home)
        let result = await gather(arguments: ["score", "--", text], home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("Usage: "))
        #expect(await scoreLine(home)?.hasPrefix("Score: 1-1 ") == true)
    }

    /// Written right but above 99: a value not allowed (65), one sentence.
    @Test func score_aboveNinetyNine_isRefusedAsAValueNotAllowed_andKeepsTheScore() async {
        let home = await startedHome()
        _ = await gather("score", "1-1", home: home)
        let result = await gather("score", "100-1", home: home)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: Invalid value '100-1' for '<SCORE>': expected two numbers from 0 to 99 like 3-2.\n")
        #expect(await scoreLine(home)?.hasPrefix("Score: 1-1 ") == true)
    }

    @Test func score_withoutAMatch_isRefused() async {
        let home = await makeFourPlayerHome()
        let result = await gather("score", "1-0", home: home)
        #expect(result.code == 1)
        #expect(result.stderr.contains("no match is running"))
    }

    @Test func goal_forAnUnknownTeam_isAUsageError() async {
        let home = await startedHome()
        #expect(await gather("goal", "c", home: home).code == 64)
    }

    @Test func show_printsScoreAndTeams() async {
        let home = await startedHome()
        _ = await gather("score", "2-1", home: home)
        let result = await gather("show", home: home)
        #expect(result.code == 0)
        let lines = outputLines(result.stdout)
        #expect(lines.first?.hasPrefix("Gather ") == true)
        #expect(lines.first?.hasSuffix(" (offline)") == true)
        #expect(lines.contains { $0.hasPrefix("Score: 2-1") })
        #expect(result.stdout.hasSuffix(StartCLITests.teamsOfOneTwoAgainstThreeFour))
    }

    @Test func show_withoutAMatch_isRefused() async {
        let home = TestHome()
        let result = await gather("show", home: home)
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: no match is running: start one with 'gather start --teams A/B'\n")
    }

    // MARK: end

    @Test func end_withNoScoreAndNoTerminal_needsYes() async throws {
        let home = await startedHome()
        let result = await gather("end", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--yes"))
        #expect(await gather("show", home: home).code == 0)
        #expect(try await historyEntries(home).first?["score"] == nil)
    }

    @Test func end_withNoScoreOnATerminal_asksAndEndsOnYes() async throws {
        let home = await startedHome()
        let result = await gather("end", stdin: ["y"], home: home, isTerminal: true, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr.contains("[y/N]"))
        #expect(try await historyEntries(home).first?["score"] as? String == "0-0")
    }

    @Test func end_withNoInput_neverPromptsEvenOnATerminal() async {
        let home = await startedHome()
        let result = await gather("end", "--no-input", stdin: ["y"], home: home, isTerminal: true, isInteractive: true)
        #expect(result.code == 64)
        #expect(await gather("show", home: home).code == 0)
    }

    @Test func end_withNoScoreAndYes_sendsADraw() async throws {
        let home = await startedHome()
        #expect(await gather("end", "--yes", home: home).code == 0)
        let entry = try #require(try await historyEntries(home).first)
        #expect(entry["score"] as? String == "0-0")
        #expect(entry["winnerTeam"] as? String == "None")
    }

    @Test func end_withADrawScore_sendsWinnerNone() async throws {
        let home = await startedHome()
        let result = await gather("end", "--score", "2-2", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Match over: 2-2, draw\n")
        let entry = try #require(try await historyEntries(home).first)
        #expect(entry["score"] as? String == "2-2")
        #expect(entry["winnerTeam"] as? String == "None")
        #expect(await gather("show", home: home).code == 1)
    }

    @Test func end_teamAWins() async throws {
        let home = await startedHome()
        #expect(await gather("end", "--score", "3-1", home: home).stdout == "Match over: 3-1, Team A wins\n")
        let entry = try #require(try await historyEntries(home).first)
        #expect(entry["winnerTeam"] as? String == "Team A")
    }

    @Test func end_withoutScoreOption_sendsTheCurrentScore() async throws {
        let home = await startedHome()
        _ = await gather("score", "0-2", home: home)
        let result = await gather("end", home: home)
        #expect(result.code == 0)
        let entry = try #require(try await historyEntries(home).first)
        #expect(entry["score"] as? String == "0-2")
        #expect(entry["winnerTeam"] as? String == "Team B")
    }

    @Test func end_json_printsScoreAndWinner() async throws {
        let home = await startedHome()
        let result = await gather("end", "--score", "1-4", "--json", home: home)
        let body = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(body["score"] as? String == "1-4")
        #expect(body["winnerTeam"] as? String == "Team B")
    }

    @Test func end_withAnInvalidScore_keepsTheMatch() async {
        let home = await startedHome()
        #expect(await gather("end", "--score", "100-1", home: home).code == 65)
        #expect(await gather("show", home: home).code == 0)
    }

    @Test func end_withoutAMatch_isRefused() async {
        let home = await makeFourPlayerHome()
        let result = await gather("end", "--score", "1-0", home: home)
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no match is running"))
    }

    @Test func end_thenANewStart_isAllowed() async {
        let home = await startedHome()
        _ = await gather("end", "--score", "1-0", home: home)
        #expect(await gather("start", "--teams", "1,3/2,4", home: home).code == 0)
    }

    // MARK: cancel

    @Test func cancel_withoutYes_keepsTheMatch() async throws {
        let home = await startedHome()
        let result = await gather("cancel", home: home)
        #expect(result.code == 64)
        #expect(await gather("show", home: home).code == 0)
        #expect(try await historyEntries(home).count == 1)
    }

    @Test func cancelYes_deletesTheGatherAndForgetsTheMatch() async throws {
        let home = await startedHome()
        let result = await gather("cancel", "--yes", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Cancelled the match\n")
        #expect(try await historyEntries(home).isEmpty)
        #expect(await gather("show", home: home).code == 1)
    }

    @Test func cancel_withoutAMatch_isRefused() async {
        let home = TestHome()
        #expect(await gather("cancel", "--yes", home: home).code == 1)
    }

    @Test func show_includesTheTimeLeft() async {
        let home = await makeFourPlayerHome()
        let clock = FakeClock()
        _ = await gather("start", "--teams", "1,2/3,4", "--time", "25:00", "--quiet", home: home, clock: clock)
        _ = await gather("timer", "start", home: home, clock: clock)
        clock.advance(by: 90)
        let result = await gather("show", home: home, clock: clock)
        #expect(outputLines(result.stdout).contains("Score: 0-0   Time left: 23:30 running"))
    }
}

/// At full time during `timer run` or `start --run`: the offer to end the match.
@Suite struct EndOfferCLITests {
    @Test func onATerminal_yesEndsTheMatchAtItsScore() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("score", "3-2", home: home)
        let result = await gather("timer", "run", "0:02", stdin: ["y"], home: home, isInteractive: true, clock: ManualClock())
        #expect(result.code == 0)
        #expect(result.stderr.contains("End the match at 3-2? [y/N] "))
        #expect(result.stdout.contains("Match over: 3-2"))
        #expect(await gather("show", home: home).code != 0)
    }

    @Test func onATerminal_noKeepsTheMatch() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let result = await gather("timer", "run", "0:02", stdin: ["n"], home: home, isInteractive: true, clock: ManualClock())
        #expect(result.code == 0)
        #expect(result.stderr.contains("End the match at 0-0?"))
        #expect(await gather("show", home: home).code == 0)
    }

    @Test(arguments: [false, true])
    func pipedOrNoInput_doesNotAsk(noInput: Bool) async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let arguments = ["timer", "run", "0:02"] + (noInput ? ["--no-input"] : [])
        let result = await gather(arguments: arguments, stdin: ["y"], home: home, isInteractive: noInput, clock: ManualClock())
        #expect(result.code == 0)
        #expect(!result.stderr.contains("End the match"))
        #expect(await gather("show", home: home).code == 0)
    }

    @Test func atHalfTime_doesNotAsk() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let result = await gather("timer", "run", "2x0:02", stdin: ["y"], home: home, isInteractive: true, clock: ManualClock())
        #expect(result.stdout.contains("Half-time"))
        #expect(!result.stderr.contains("End the match"))
    }

    @Test func startRun_acceptsOnEnd_andOnEndNeedsRun() async {
        let home = await makeFourPlayerHome()
        let alone = await gather("start", "--teams", "1,2/3,4", "--on-end", "true", home: home)
        #expect(alone.code == 64)
        let shell = RecordingShell(status: 0)
        let result = await gather(
            arguments: ["start", "--teams", "1,2/3,4", "--time", "0:02", "--run", "--on-end", "notify-send 'Full time'", "--quiet"],
            home: home, clock: ManualClock(), shell: shell)
        #expect(result.code == 0)
        #expect(result.stdout.contains("Time is up"))
        let ran = shell.commands
        #expect(ran.map(\.command) == ["notify-send 'Full time'"])
        #expect(ran.first?.environment["XDG_DATA_HOME"] == home.dataHome.path, "the invocation's own environment")
    }

    @Test func onEnd_thatFails_exits1_sayingSo() async {
        let home = await makeFourPlayerHome()
        let result = await gather(
            arguments: ["timer", "run", "0:02", "--on-end", "exit 4"], home: home, clock: ManualClock(), shell: RecordingShell(status: 4))
        #expect(result.code == 1)
        #expect(result.stderr.contains("the --on-end command failed with exit code 4"))
    }
}
