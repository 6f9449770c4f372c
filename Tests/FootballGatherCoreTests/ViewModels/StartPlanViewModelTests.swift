import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// What `start` (and `start --dry-run`) plans: balanced by rating once a chosen player has a
/// result, by skill before that or when asked, with each team's strength and chances.
@Suite struct StartPlanViewModelTests {
    private static let names = ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay"]
    private let day = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let backend = MemoryBackend(players: StartPlanViewModelTests.names)
        let details = MemoryGatherDetails()
        let matches = MemoryMatchStore()

        var start: StartViewModel {
            StartViewModel(
                connector: FixedConnector(backend, details: details), matches: matches, squads: MemorySquadStore(),
                clock: ManualClock())
        }

        func play(_ teamA: [Int], _ teamB: [Int], _ score: Score, on date: Date) async throws {
            let id = try await backend.createGather()
            for player in teamA { try await backend.addPlayer(id: player, toGather: id, team: .teamA) }
            for player in teamB { try await backend.addPlayer(id: player, toGather: id, team: .teamB) }
            try await backend.setResult(ofGather: id, score: score)
            let teams = Dictionary(uniqueKeysWithValues: teamA.map { ($0, Team.teamA) } + teamB.map { ($0, Team.teamB) })
            try details.remember(GatherDetails(startedAt: date, teams: teams), of: id)
        }
    }

    private let everyone = TeamChoice.auto(players: .roster(except: []), seed: 1)

    @Test func withoutResults_balancesBySkill() async throws {
        let plan = try await SUT().start.plan(everyone, predicting: true)
        #expect(plan.teams.balance == .skill)
        #expect(plan.teams.matchup?.percentA == 50)
    }

    @Test func onceAChosenPlayerHasAResult_balancesByRating() async throws {
        let sut = SUT()
        try await sut.play([1], [2], Score(teamA: 1, teamB: 0), on: day)
        #expect(try await sut.start.plan(everyone, predicting: false).teams.balance == .rating)
        let others = TeamChoice.auto(players: .listed(["Cy", "Dee", "Eve", "Fay"]), seed: 1)
        #expect(try await sut.start.plan(others, predicting: false).teams.balance == .skill)
    }

    @Test func balanceAskedFor_isTheOneUsed() async throws {
        let sut = SUT()
        try await sut.play([1], [2], Score(teamA: 1, teamB: 0), on: day)
        let bySkill = TeamChoice.auto(players: .roster(except: []), seed: 1, balance: .skill)
        #expect(try await sut.start.plan(bySkill, predicting: false).teams.balance == .skill)
        let byRating = TeamChoice.auto(players: .roster(except: []), seed: 1, balance: .rating)
        #expect(try await SUT().start.plan(byRating, predicting: false).teams.balance == .rating)
    }

    @Test func byRating_splitsTheThreeWhoWonEverything_andPredictsACloserMatch() async throws {
        let sut = SUT()
        for index in 0..<6 {
            try await sut.play([1, 2, 3], [4, 5, 6], Score(teamA: 5, teamB: 0), on: day.addingTimeInterval(Double(index) * 60))
        }
        let plan = try await sut.start.plan(everyone, predicting: false).teams
        let teamA = Set(plan.teams.teamA.map(\.id))
        // The skill labels are all unset, so only the results can have told these apart.
        #expect(teamA.intersection([1, 2, 3]).count == 1 || teamA.intersection([1, 2, 3]).count == 2)
        let matchup = try #require(plan.matchup)
        let together = try #require(try await sut.start.plan(.sides("Ana,Bo,Cy/Dee,Eve,Fay"), predicting: true).teams.matchup)
        #expect(abs(matchup.prediction.chanceA - 0.5) < abs(together.prediction.chanceA - 0.5) - 0.2)
        #expect(matchup.percentA + matchup.percentB == 100)
    }

    @Test func sidesByHand_getChancesFromTheHistory_whenPredicting_andStillSomeChancesWhenNot() async throws {
        let sut = SUT()
        try await sut.play([1], [2], Score(teamA: 4, teamB: 0), on: day)
        let sides = TeamChoice.sides("Ana/Bo")
        let predicted = try await sut.start.plan(sides, predicting: true).teams
        #expect(predicted.balance == nil)
        #expect(try #require(predicted.matchup).percentA > 50)
        #expect(try await sut.start.plan(sides, predicting: false).teams.matchup != nil)
    }

    @Test func plan_createsNothing_evenWhileAMatchRuns() async throws {
        let sut = SUT()
        let running = try await sut.start.start(.sides("Ana/Bo"))
        let plan = try await sut.start.plan(everyone, predicting: true)

        #expect(sut.backend.creates == 1)
        #expect(try sut.matches.slot().match == running)
        #expect(plan.teams.teams.teamA.count + plan.teams.teams.teamB.count == Self.names.count)
    }

    @Test func plan_refusingARunningMatch_isRefusedBeforeAnyRequest() async throws {
        let sut = SUT()
        _ = try await sut.start.start(.sides("Ana/Bo"))
        await #expect(throws: MatchError.self) { try await sut.start.plan(everyone, predicting: false, refusingARunningMatch: true) }
    }
}
