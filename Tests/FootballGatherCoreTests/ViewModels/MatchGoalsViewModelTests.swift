import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Scorers of the running match in memory: who may score for which team, undo, and what
/// the ended gather's details keep.
@Suite struct MatchGoalsViewModelTests {
    struct SUT {
        let viewModel: MatchViewModel
        let matches: MemoryMatchStore
        let details: MemoryGatherDetails
        let match: ActiveMatch
        let connector: FixedConnector
    }

    /// Ana (#1) and Cy (#3) play for Team A, Bo (#2) and Dee (#4) for Team B.
    func makeSUT() async throws -> SUT {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let matches = MemoryMatchStore()
        let details = MemoryGatherDetails()
        let connector = FixedConnector(backend, details: details)
        let manual = ManualClock()
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        let match = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: manual).start(.sides("Ana,Cy/Bo,Dee"))
        return SUT(viewModel: MatchViewModel(matches: matches, connector: connector, clock: clock), matches: matches, details: details, match: match, connector: connector)
    }

    @Test func goal_byAPlayerOfTheTeam_recordsTheScorer() async throws {
        let sut = try await makeSUT()
        #expect(try await sut.viewModel.goal(for: .teamA, scorer: .player("ana")).value == Score(teamA: 1, teamB: 0))
        #expect(try await sut.viewModel.goal(for: .teamB, scorer: nil).value == Score(teamA: 1, teamB: 1))
        #expect(try await sut.viewModel.goal(for: .teamB, scorer: .player("#4")).value == Score(teamA: 1, teamB: 2))
        #expect(try sut.viewModel.match().goals == [
            GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB), GoalEvent(side: .teamB, scorer: 4),
        ])
    }

    @Test func goal_byAPlayerOfTheOtherTeam_isRefusedAndCountsNothing() async throws {
        let sut = try await makeSUT()
        await #expect(throws: ScorerError.scorerOnWrongSide(name: "Bo", playsFor: .teamB, goalFor: .teamA, isOwnGoal: false)) {
            try await sut.viewModel.goal(for: .teamA, scorer: .player("Bo"))
        }
        await #expect(throws: LineupError.notInMatch("Dei", suggestion: "Dee")) { try await sut.viewModel.goal(for: .teamA, scorer: .player("Dei")) }
        await #expect(throws: ScorerError.scorerOnWrongSide(name: "Cy", playsFor: .teamA, goalFor: .teamA, isOwnGoal: true)) {
            try await sut.viewModel.goal(for: .teamA, scorer: .ownGoal("Cy"))
        }
        #expect(try sut.viewModel.match().currentScore == Score())
        #expect(try sut.viewModel.match().goals.isEmpty)
    }

    @Test func ownGoal_isScoredByAPlayerOfTheOtherTeam() async throws {
        let sut = try await makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .ownGoal("Dee"))
        #expect(try sut.viewModel.match().goals == [GoalEvent(side: .teamA, scorer: 4, isOwnGoal: true)])
    }

    @Test func undo_removesTheTeamsLastGoalWithItsScorer() async throws {
        let sut = try await makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        try await sut.viewModel.goal(for: .teamB, scorer: .player("Bo"))
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Cy"))
        #expect(try sut.viewModel.takeBackGoal(for: .teamA).score == Score(teamA: 1, teamB: 1))
        #expect(try sut.viewModel.match().goals == [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 2)])
    }

    @Test func aGoalPast99_isRefused_andCountsNothing() async throws {
        let sut = try await makeSUT()
        try sut.viewModel.setScore(Score(teamA: 99, teamB: 0), droppingGoals: false)
        await #expect(throws: MatchError.noGoalPast99(.teamA)) { try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana")) }
        #expect(try sut.viewModel.match().goals.isEmpty && sut.viewModel.match().currentScore == Score(teamA: 99, teamB: 0))
    }

    /// After 'score 2-0', a goal counted with its scorer is the last: undo takes it back, credit and all.
    @Test func undo_afterASetScore_takesBackTheGoalCountedSince() async throws {
        let sut = try await makeSUT()
        try sut.viewModel.setScore(Score(teamA: 2, teamB: 0), droppingGoals: false)
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        let taken = try sut.viewModel.takeBackGoal(for: .teamA)
        #expect(taken.goal == GoalEvent(side: .teamA, scorer: 1) && taken.score == Score(teamA: 2, teamB: 0))
        #expect(try sut.viewModel.match().goals.isEmpty)
        #expect(try sut.viewModel.takeBackGoal(for: .teamA).goal == nil, "then a goal the score held")
    }

    @Test func settingALowerScore_dropsTheLastGoalsOfThatTeam() async throws {
        let sut = try await makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Cy"))
        try sut.viewModel.setScore(Score(teamA: 1, teamB: 3), droppingGoals: true)
        #expect(try sut.viewModel.match().goals == [GoalEvent(side: .teamA, scorer: 1)])
    }

    @Test func end_keepsTheScorersInTheGathersDetails() async throws {
        let sut = try await makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        try await sut.viewModel.goal(for: .teamB, scorer: .ownGoal("Cy"))
        _ = try await sut.viewModel.end(score: nil)
        let kept = try #require(try sut.details.details()[sut.match.gatherID])
        #expect(kept.goals == [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 3, isOwnGoal: true)])
        #expect(kept.team(of: 1) == .teamA)
    }

    @Test func end_withAnExplicitLowerScore_keepsOnlyTheGoalsItHolds() async throws {
        let sut = try await makeSUT()
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Ana"))
        try await sut.viewModel.goal(for: .teamA, scorer: .player("Cy"))
        _ = try await sut.viewModel.finish(score: Score(teamA: 1, teamB: 0), droppingGoals: true)
        #expect(try sut.details.details()[sut.match.gatherID]?.goals == [GoalEvent(side: .teamA, scorer: 1)])
    }
}
