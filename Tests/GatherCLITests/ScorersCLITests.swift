import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `goal --by`, `--own-goal` and `--undo` offline: shown by `show`, kept by the ended
/// gather for `history show`, and carried by export and import.
@Suite struct ScorersCLITests {
    /// Ana (#1) and Bo (#2) for Team A, Cy (#3) and Dee (#4) for Team B.
    private func startedHome() async -> TestHome {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        return home
    }

    @Test func goalBy_andOwnGoal_areListedByShow() async {
        let home = await startedHome()
        #expect(await gather("goal", "a", "--by", "ana", home: home).stdout == "Score: 1-0\n")
        #expect(await gather("goal", "a", "--own-goal", "Dee", home: home).stdout == "Score: 2-0\n")
        #expect(await gather("goal", "b", home: home).stdout == "Score: 2-1\n")
        let lines = outputLines(await gather("show", home: home).stdout)
        #expect(lines.contains("Team A goals: Ana, Dee (own goal)"))
        #expect(lines.contains("Team B goals: ?"))
    }

    @Test func goalBy_aPlayerOfTheOtherTeam_exits65_andCountsNothing() async {
        let home = await startedHome()
        let wrongTeam = await gather("goal", "a", "--by", "Cy", home: home)
        #expect(wrongTeam.code == 65)
        #expect(wrongTeam.stderr.contains("Cy plays for Team B"))
        let ownGoalOfOwnTeam = await gather("goal", "b", "--own-goal", "Dee", home: home)
        #expect(ownGoalOfOwnTeam.code == 65)
        #expect(await gather("goal", "a", "--by", "Nobody", home: home).code == 65)
        let typo = await gather("goal", "a", "--by", "Bob", home: home)
        #expect(typo.code == 65)
        #expect(typo.stderr == "Error: no player of the running match matches 'Bob' (did you mean 'Bo'?): see who plays with 'gather show', or add a late arrival with 'gather add'\n")
        #expect(outputLines(await gather("show", home: home).stdout).contains { $0.hasPrefix("Score: 0-0 ") })
    }

    @Test func byAndOwnGoalAndUndo_excludeEachOther() async {
        let home = await startedHome()
        #expect(await gather("goal", "a", "--by", "Ana", "--own-goal", "Cy", home: home).code == 64)
        #expect(await gather("goal", "a", "--undo", "--by", "Ana", home: home).code == 64)
    }

    @Test func undo_removesTheTeamsLastScorer() async {
        let home = await startedHome()
        _ = await gather("goal", "a", "--by", "Ana", home: home)
        _ = await gather("goal", "a", "--by", "Bo", home: home)
        #expect(await gather("goal", "a", "--undo", home: home).stdout == "Took back Bo's goal for Team A\nScore: 1-0\n")
        let lines = outputLines(await gather("show", home: home).stdout)
        #expect(lines.contains("Team A goals: Ana"))
        _ = await gather("goal", "b", "--own-goal", "Ana", home: home)
        _ = await gather("score", "1-2", home: home)
        #expect(await gather("goal", "b", "--undo", home: home).stdout == "Took back a goal for Team B\nScore: 1-1\n", "one nobody counted")
        #expect(await gather("goal", "b", "--undo", home: home).stdout == "Took back Ana's own goal for Team B\nScore: 1-0\n")
    }

    @Test func endedGather_keepsItsScorers_forHistoryShow_andExportImport() async throws {
        let home = await startedHome()
        _ = await gather("goal", "b", "--by", "Cy", home: home)
        _ = await gather("goal", "b", "--own-goal", "Bo", home: home)
        #expect(await gather("end", "--quiet", home: home).code == 0)
        let id = try #require(try await historyEntries(home).first?["id"] as? String)
        let shown = outputLines(await gather("history", "show", id, home: home).stdout)
        #expect(shown.contains("Goals:") && shown.contains("  1. Cy (Team B)") && shown.contains("  2. Bo (own goal for Team B)"))
        let json = try #require(try parseJSON(await gather("history", "show", id, "--json", home: home).stdout) as? [String: Any])
        #expect((json["goals"] as? [[String: Any]])?.count == 2)

        let file = home.file("backup.json")
        #expect(await gather(arguments: ["export", file.path], home: home).code == 0)
        let target = TestHome()
        #expect(await gather(arguments: ["import", file.path], home: target).code == 0)
        let importedID = try #require(try await historyEntries(target).first?["id"] as? String)
        let imported = outputLines(await gather("history", "show", importedID, home: target).stdout)
        #expect(imported.contains("  1. Cy (Team B)") && imported.contains("  2. Bo (own goal for Team B)"))
    }
}

/// The match JSON carries the scorers once one is given.
@Suite struct ScorersJSONCLITests {
    @Test func goalJSON_listsTheGoals_onceAScorerIsGiven() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let plain = try #require(try parseJSON(await gather("goal", "a", "--json", home: home).stdout) as? [String: Any])
        #expect(plain["goals"] == nil)
        let scored = try #require(try parseJSON(await gather("goal", "b", "--by", "Cy", "--json", home: home).stdout) as? [String: Any])
        let goals = try #require(scored["goals"] as? [[String: Any]])
        #expect(goals.count == 2)
        #expect(goals.last?["scorer"] as? Int == 3)
        #expect(goals.last?["side"] as? String == "teamB")
    }
}

/// The team sheet of `show` and `history show` lists who scored, own goals marked.
@Suite struct ScorersTeamSheetCLITests {
    @Test func showAndHistoryShow_sheets_listTheScorers() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("goal", "a", "--by", "Ana", home: home)
        _ = await gather("goal", "a", "--by", "Ana", home: home)
        _ = await gather("goal", "b", "--own-goal", "Bo", home: home)
        _ = await gather("goal", "b", home: home)

        let running = await gather("show", "--format", "text", home: home).stdout
        #expect(running.contains("Ana ×2 (Team A)"))
        #expect(running.contains("Bo (own goal, Team B)"))

        _ = await gather("end", home: home)
        let ended = await gather("history", "show", "--format", "markdown", home: home).stdout
        #expect(ended.contains("Ana ×2 (Team A)"))
        #expect(ended.contains("Bo (own goal, Team B)"))
    }

    @Test func tally_countsEachScorerOncePerSideAndKind_inOrderOfTheirFirstGoal() {
        let goals = [
            GoalEvent(side: .teamB, scorer: 3), GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 3),
            GoalEvent(side: .teamA), GoalEvent(side: .teamA, scorer: 3, isOwnGoal: true),
        ]
        let names = [1: "Ana", 3: "Cy"]
        #expect(TeamSheet.Scorer.tally(goals) { names[$0] ?? "?" } == [
            TeamSheet.Scorer(name: "Cy", team: .teamB, goals: 2),
            TeamSheet.Scorer(name: "Ana", team: .teamA, goals: 1),
            TeamSheet.Scorer(name: "Cy", team: .teamA, goals: 1, isOwnGoal: true),
        ])
    }
}
