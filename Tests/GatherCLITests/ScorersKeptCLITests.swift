import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// No recorded scorer is dropped without being told to, offline and on a server:
/// `end --score` and `score` refuse (65, nothing changed); `history show` numbers the
/// goals; `history edit --scorer` fixes one; each correction prints the goals.
@Suite struct ScorersKeptCLITests {
    /// Runs `gather` offline, or on the server of `variables`.
    private struct Session {
        let home: TestHome
        let variables: [String: String]

        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home, variables: variables) }

        /// Ana (#1), Bo (#2) for Team A; Cy (#3), Dee (#4) for Team B; Ana, then Cy, Dee and an unknown goal: 1-3.
        func oneToThree() async {
            #expect(await run("start", "--teams", "1,2/3,4", "--quiet").code == 0)
            for goal in [["a", "--by", "Ana"], ["b", "--by", "Cy"], ["b", "--by", "Dee"], ["b"]] {
                #expect(await gather(arguments: ["goal"] + goal + ["--quiet"], home: home, variables: variables).code == 0)
            }
        }

        func latestID() async throws -> String { try #require(try await historyEntries(home, variables: variables).first?["id"] as? String) }
    }

    private static func offline() async -> Session { Session(home: await makeFourPlayerHome(), variables: [:]) }

    private static func onServer(_ server: FakeGatherServer) async -> Session {
        let (home, variables) = await registeredCoach(on: server)
        let session = Session(home: home, variables: variables)
        for name in ["Ana", "Bo", "Cy", "Dee"] { #expect(await session.run("players", "add", name, "--quiet").code == 0) }
        return session
    }

    static let dropGoalsHint = "add --drop-goals to drop the latest goals of that side (they are named), or give a score with room for every goal"

    private func endFlipped_isRefused_thenDropsWhenToldTo(_ session: Session, server: FakeGatherServer? = nil) async throws {
        await session.oneToThree()
        let puts = { server?.requests.filter { $0.method == "PUT" }.count ?? 0 }
        let refused = await session.run("end", "--score", "3-1")
        #expect(refused == (65, "", "Error: the score 3-1 is below the 4 goals recorded (the score stands at 1-3): \(Self.dropGoalsHint)\n"))
        #expect(puts() == 0, "nothing sent")
        #expect(outputLines(await session.run("show").stdout).contains { $0.hasPrefix("Score: 1-3 ") }, "still running at 1-3")
        #expect(await session.run("end", "--score", "3-1", "--drop-scorers") == (
            0, "Match over: 3-1, Team A wins\nDropped Team B's goal by Dee and Team B's goal without a scorer\n", ""))
        let id = try await session.latestID()
        #expect(outputLines(await session.run("history", "show", id).stdout).dropFirst(2).prefix(5) == [
            "Goals:", "  1. Ana (Team A)", "  2. Cy (Team B)", "  3. unknown (Team A)", "  4. unknown (Team A)",
        ])
    }

    @Test func end_withAScoreThatDropsGoals_isRefused_offline() async throws {
        try await endFlipped_isRefused_thenDropsWhenToldTo(await Self.offline())
    }

    @Test func end_withAScoreThatDropsGoals_isRefused_onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        try await endFlipped_isRefused_thenDropsWhenToldTo(await Self.onServer(server), server: server)
    }

    /// Issue 39: a goal without a scorer is a goal too; the latest goals go first, named.
    @Test func score_belowTheGoalsRecorded_isRefused_evenWithoutAScorer_andDropGoalsNamesThem() async {
        let session = await Self.offline()
        await session.oneToThree()
        #expect(await session.run("score", "1-2") == (
            65, "", "Error: the score 1-2 is below the 4 goals recorded (the score stands at 1-3): \(Self.dropGoalsHint)\n"))
        #expect(outputLines(await session.run("show").stdout).contains("Team B goals: Cy, Dee, ?"), "nothing changed")
        #expect(await session.run("score", "1-2", "--drop-goals") == (0, "Score: 1-2\nDropped Team B's goal without a scorer\n", ""))
        #expect(await session.run("score", "1-1", "--drop-scorers") == (0, "Score: 1-1\nDropped Team B's goal by Dee\n", ""))
        #expect(outputLines(await session.run("show").stdout).contains("Team B goals: Cy"))
        #expect(await session.run("score", "2-2") == (0, "Score: 2-2\n", ""), "a higher score is never refused")
    }

    /// Alike goals dropped together are counted once in the sentence, not listed one by one.
    @Test func droppingSeveralAlikeGoals_countsThem() async {
        let session = await Self.offline()
        await session.oneToThree()
        for _ in 1...8 { #expect(await session.run("goal", "a", "--quiet").code == 0) }
        #expect(await session.run("score", "1-3", "--drop-goals") == (0, "Score: 1-3\nDropped Team A's 8 goals without a scorer\n", ""))
    }

    private func scorerFixesOneGoal(_ session: Session) async throws {
        await session.oneToThree()
        #expect(await session.run("end", "--quiet").code == 0)
        let id = try await session.latestID()
        #expect(outputLines(await session.run("history", "show", id).stdout).dropFirst(2).prefix(5) == [
            "Goals:", "  1. Ana (Team A)", "  2. Cy (Team B)", "  3. Dee (Team B)", "  4. unknown (Team B)",
        ])
        // The first line names the sides in the backend's order (a server's may differ).
        let fixed = await session.run("history", "edit", id, "--scorer", "4=own:Bo")
        #expect(fixed.code == 0 && fixed.stderr.isEmpty)
        #expect(outputLines(fixed.stdout).first?.hasPrefix("Corrected gather \(id.prefix(8)): Team A ") == true)
        #expect(outputLines(fixed.stdout).dropFirst() == ["Goals:", "  1. Ana (Team A)", "  2. Cy (Team B)", "  3. Dee (Team B)", "  4. Bo (own goal for Team B)"])
        #expect(await session.run("history", "edit", id, "--scorer", "2=Dee", "--scorer", "3=-").stdout.hasSuffix("""
              2. Dee (Team B)
              3. unknown (Team B)
              4. Bo (own goal for Team B)

            """))
        let wrongSide = await session.run("history", "edit", id, "--scorer", "1=Cy")
        #expect(wrongSide == (65, "", "Error: Cy plays for Team B: a goal for Team A is scored by one of its players\n"))
        let noSuchGoal = await session.run("history", "edit", id, "--scorer", "5=Cy")
        #expect(noSuchGoal == (65, "", "Error: there is no goal 5 (the match has 4 goals, numbered 1 to 4): see them numbered with 'gather history show'\n"))
        let twice = await session.run("history", "edit", id, "--scorer", "3=-", "--scorer", "3=Dee")
        #expect(twice == (65, "", "Error: goal 3 was given more than one scorer in one correction: see them numbered with 'gather history show'\n"))
        // A line-up change says whose credit it took.
        let moved = await session.run("history", "edit", id, "--team-a", "Dee")
        #expect(outputLines(moved.stdout).dropFirst() == [
            "Goal 2 lost its scorer: Dee no longer plays for the side credited with it", "Goals:", "  1. Ana (Team A)", "  2. unknown (Team B)",
            "  3. unknown (Team B)", "  4. Bo (own goal for Team B)",
        ])
    }

    @Test func historyEditScorer_fixesOneGoal_andLeavesTheOthers_offline() async throws {
        try await scorerFixesOneGoal(await Self.offline())
    }

    @Test func historyEditScorer_fixesOneGoal_andLeavesTheOthers_onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        try await scorerFixesOneGoal(await Self.onServer(server))
    }

    @Test func historyEditGoal_givesAllTheScorersAgain_andShowsThem() async throws {
        let session = await Self.offline()
        await session.oneToThree()
        #expect(await session.run("end", "--quiet").code == 0)
        let id = try await session.latestID()
        #expect(outputLines(await session.run("history", "edit", id, "--goal", "a:Bo").stdout).dropFirst() == [
            "Goals:", "  1. Bo (Team A)", "  2. unknown (Team B)", "  3. unknown (Team B)", "  4. unknown (Team B)",
        ])
        #expect(await session.run("history", "edit", id, "--goal", "a:Bo", "--scorer", "1=Ana").code == 64)
    }

    @Test func aRefusedScorer_withAScore_changesNeitherOfThem() async throws {
        let session = await Self.offline()
        await session.oneToThree()
        #expect(await session.run("end", "--quiet").code == 0)
        let id = try await session.latestID()
        let refused = await session.run("history", "edit", id, "--score", "2-3", "--scorer", "6=Dee")
        #expect(refused == (65, "", "Error: there is no goal 6 (the match has 5 goals, numbered 1 to 5): see them numbered with 'gather history show'\n"))
        #expect(try await historyEntries(session.home).first?["score"] as? String == "1-3")
        let fixed = await session.run("history", "edit", id, "--score", "2-3", "--scorer", "5=Bo")
        #expect(outputLines(fixed.stdout).suffix(2) == ["  4. unknown (Team B)", "  5. Bo (Team A)"])
        #expect(try await historyEntries(session.home).first?["score"] as? String == "2-3")
    }

    @Test(arguments: ["0=Ana", "x=Ana", "1=", "1=own:", "Ana", "1000=Ana"])
    func historyEditScorer_malformed_isAUsageError(_ value: String) async throws {
        let session = await Self.offline()
        await session.oneToThree()
        #expect(await session.run("end", "--quiet").code == 0)
        let result = await session.run("history", "edit", "--scorer", value)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
