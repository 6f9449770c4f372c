import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// No recorded scorer is dropped without being told to: `score`, `end --score` and
/// `history edit --score` share one rule; goals are numbered and fixed one at a time.
@Suite struct ScorersKeptViewModelTests {
    /// Ana (#1) and Cy (#3) for Team A, Bo (#2) and Dee (#4) for Team B; goals making 1-3.
    private func oneToThree() async throws -> MatchGoalsViewModelTests.SUT {
        let sut = try await MatchGoalsViewModelTests().makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        try await sut.viewModel.goal(for: .teamB, scorer: .player("Bo"))
        try await sut.viewModel.goal(for: .teamB, scorer: .player("Dee"))
        try await sut.viewModel.goal(for: .teamB, scorer: nil)
        return sut
    }

    @Test func endWithAScoreBelowTheGoals_isRefused_sayingTheScore_andNothingChanges() async throws {
        let sut = try await oneToThree()
        await #expect(throws: ScorerError.wouldDropGoals(score: Score(teamA: 3, teamB: 1), standing: Score(teamA: 1, teamB: 3), recorded: 4)) {
            try await sut.viewModel.finish(score: Score(teamA: 3, teamB: 1))
        }
        #expect(try sut.viewModel.match().currentScore == Score(teamA: 1, teamB: 3))
        #expect(try sut.details.details()[sut.match.gatherID]?.goals == nil)
        let ended = try await sut.viewModel.finish(score: Score(teamA: 3, teamB: 1), droppingGoals: true)
        #expect(ended.score == Score(teamA: 3, teamB: 1))
        #expect(ended.dropped == [GoalEvent(side: .teamB, scorer: 4), GoalEvent(side: .teamB)], "the latest goals of Team B, named")
        #expect(try sut.details.details()[sut.match.gatherID]?.goals == [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 2)])
    }

    /// Issue 39: a goal without a scorer is a goal too, and the latest goals go first.
    @Test func aLowerScore_isRefusedEvenForAGoalWithoutAScorer_thenDropsTheLatestFirst() async throws {
        let sut = try await oneToThree()
        #expect(throws: ScorerError.wouldDropGoals(score: Score(teamA: 1, teamB: 2), standing: Score(teamA: 1, teamB: 3), recorded: 4)) {
            try sut.viewModel.setScore(Score(teamA: 1, teamB: 2))
        }
        #expect(try sut.viewModel.match().currentScore == Score(teamA: 1, teamB: 3))
        try await sut.viewModel.goal(for: .teamB, scorer: .player("Bo"))
        let change = try sut.viewModel.changeScore(to: Score(teamA: 1, teamB: 3), droppingGoals: true)
        #expect(change.dropped == [GoalEvent(side: .teamB, scorer: 2)], "the latest goal, though it has a scorer")
        #expect(try sut.viewModel.match().goals == [
            GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 2), GoalEvent(side: .teamB, scorer: 4), GoalEvent(side: .teamB),
        ])
        #expect(try sut.viewModel.setScore(Score(), droppingGoals: true) == Score())
        #expect(try sut.viewModel.match().goals.isEmpty)
    }

    @Test func numbered_listsTheCountedGoals_thenTheScoresOthersAsUnknown() {
        let goals = [GoalEvent(side: .teamB, scorer: 4), GoalEvent(side: .teamA, scorer: 1, isOwnGoal: true)]
        #expect(goals.numbered(for: Score(teamA: 2, teamB: 2)) == [
            GoalEvent(side: .teamB, scorer: 4), GoalEvent(side: .teamA, scorer: 1, isOwnGoal: true), GoalEvent(side: .teamA), GoalEvent(side: .teamB),
        ])
        #expect([GoalEvent]().numbered(for: Score()) == [])
    }

    // MARK: - The history

    /// Ana, Cy v Bo, Dee ended 2-2 with goals Ana (A), Bo (B), then two unknown.
    private func endedTwoAll() async throws -> (HistoryViewModel, MemoryGatherDetails, UUID) {
        let sut = try await MatchGoalsViewModelTests().makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        try await sut.viewModel.goal(for: .teamB, scorer: .player("Bo"))
        _ = try await sut.viewModel.finish(score: Score(teamA: 2, teamB: 2))
        let services = try sut.connector.services(for: sut.match.backend)
        return (HistoryViewModel(services: services, matches: sut.matches, clock: ManualClock()), sut.details, sut.match.gatherID)
    }

    @Test func historyEditScore_usesTheSameRule() async throws {
        let (history, _, id) = try await endedTwoAll()
        await #expect(throws: ScorerError.wouldDropScorers(score: Score(teamA: 0, teamB: 2), scorers: ["Ana"])) {
            try await history.correct(id.uuidString, score: Score(teamA: 0, teamB: 2))
        }
        // Team B's unknown goal goes first: Bo keeps his.
        #expect(try await history.correct(id.uuidString, score: Score(teamA: 2, teamB: 1)).score == "2-1")
    }

    @Test func scorer_givesOneGoalAScorer_andLeavesTheOthers() async throws {
        let (history, details, id) = try await endedTwoAll()
        let corrected = try await history.correctLineup(id.uuidString, LineupCorrection(scorers: [ScorerCorrection(number: 4, scorer: .player("Dee"))]))
        let expected = [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 2), GoalEvent(side: .teamA), GoalEvent(side: .teamB, scorer: 4)]
        #expect(corrected.goals == expected)
        #expect(corrected.uncredited.isEmpty)
        #expect(try details.details()[id]?.goals == expected)
        let again = try await history.correctLineup(id.uuidString, LineupCorrection(scorers: [
            ScorerCorrection(number: 3, scorer: .ownGoal("Bo")), ScorerCorrection(number: 1, scorer: nil),
        ]))
        #expect(again.goals == [
            GoalEvent(side: .teamA), GoalEvent(side: .teamB, scorer: 2), GoalEvent(side: .teamA, scorer: 2, isOwnGoal: true), GoalEvent(side: .teamB, scorer: 4),
        ])
    }

    @Test func scorer_ofTheWrongSide_orABadNumber_isRefused_andChangesNothing() async throws {
        let (history, details, id) = try await endedTwoAll()
        let before = try details.details()[id]
        await #expect(throws: ScorerError.scorerOnWrongSide(name: "Bo", playsFor: .teamB, goalFor: .teamA, isOwnGoal: false)) {
            try await history.correctLineup(id.uuidString, LineupCorrection(scorers: [ScorerCorrection(number: 1, scorer: .player("Bo"))]))
        }
        await #expect(throws: ScorerError.noSuchGoal(number: 5, count: 4)) {
            try await history.correctLineup(id.uuidString, LineupCorrection(scorers: [ScorerCorrection(number: 5, scorer: .player("Bo"))]))
        }
        await #expect(throws: ScorerError.goalGivenTwice(number: 2)) {
            try await history.correctLineup(
                id.uuidString, LineupCorrection(scorers: [ScorerCorrection(number: 2, scorer: nil), ScorerCorrection(number: 2, scorer: nil)]))
        }
        #expect(try details.details()[id] == before)
    }

    @Test func aLineupChange_saysWhichCreditItRemoved() async throws {
        let (history, _, id) = try await endedTwoAll()
        let corrected = try await history.correctLineup(id.uuidString, LineupCorrection(sides: [("Ana", .teamB)]))
        #expect(corrected.uncredited.map(\.number) == [1])
        #expect(corrected.uncredited.map(\.player.name) == ["Ana"])
        #expect(corrected.goals.first == GoalEvent(side: .teamA))
    }
}
