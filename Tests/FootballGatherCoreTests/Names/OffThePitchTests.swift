import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// In a match, an id, whole name or alias of someone on the roster who is not playing
/// means them, and is refused; it is never read loosely as a player it resembles. José
/// Martinez (#1) and Ana (#2) play for Team A, Bo (#3) for Team B; Jo (#4) does not play.
@Suite struct OffThePitchTests {
    private let backend = MemoryBackend(players: ["José Martinez", "Ana", "Bo", "Jo"])
    private let details = MemoryGatherDetails()
    private let matches = MemoryMatchStore()
    private var connector: FixedConnector { FixedConnector(backend, details: details) }

    private func started() async throws -> ActiveMatch {
        try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: ManualClock())
            .start(.sides("José Martinez,Ana/Bo"))
    }

    private var match: MatchViewModel {
        let manual = ManualClock()
        return MatchViewModel(matches: matches, connector: connector, clock: ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual))
    }

    @Test func aGoalByTheExactNameOfSomeoneNotPlaying_isRefused_andCountsNothing() async throws {
        _ = try await started()
        await #expect(throws: LineupError.notPlaying(name: "Jo", id: 4, ended: false)) {
            try await match.goal(for: .teamA, scorer: .player("Jo"))
        }
        #expect(try match.match().currentScore == Score())
        #expect(try await match.goal(for: .teamA, scorer: .player("jos")).value == Score(teamA: 1, teamB: 0))
        #expect(try match.match().goals == [GoalEvent(side: .teamA, scorer: 1)])
    }

    @Test func theNameOfSomeoneNotPlaying_withoutItsAccents_isRefused_notReadAsAPrefix() async throws {
        let backend = MemoryBackend(players: ["Bea Smith", "Ana", "Bo", "Béa"])
        let matches = MemoryMatchStore()
        let connector = FixedConnector(backend)
        _ = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: ManualClock())
            .start(.sides("Bea Smith,Ana/Bo"))
        let manual = ManualClock()
        let match = MatchViewModel(matches: matches, connector: connector, clock: ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual))
        await #expect(throws: LineupError.notPlaying(name: "Béa", id: 4, ended: false)) { try await match.goal(for: .teamA, scorer: .player("bea")) }
        #expect(try await match.goal(for: .teamA, scorer: .player("bea s")).value == Score(teamA: 1, teamB: 0))
    }

    @Test func movingSomeoneNotPlaying_byIdOrName_isRefused() async throws {
        _ = try await started()
        let lineup = LineupViewModel(matches: matches, connector: connector)
        for reference in ["Jo", "#4"] {
            await #expect(throws: LineupError.notPlaying(name: "Jo", id: 4, ended: false)) { try await lineup.move(reference, to: .teamB) }
        }
        #expect(try matches.requireMatch().teamA.map(\.id) == [1, 2])
    }

    @Test func aPastMatchsScorer_whoDidNotPlay_isRefused_andNothingIsCreated() async throws {
        let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: 1_800_000_000))
        let past = PastMatch(
            date: Date(timeIntervalSince1970: 1_700_000_000), sides: "José Martinez,Ana/Bo", score: Score(teamA: 1, teamB: 0),
            goals: [RecordedGoal(team: .teamA, scorer: .player("Jo"))])
        await #expect(throws: LineupError.notPlaying(name: "Jo", id: 4, ended: true)) {
            try await RecordViewModel(services: connector.bundle, clock: clock).record(past)
        }
        #expect(try await backend.gathers().isEmpty)
    }

    @Test func aLineUpCorrection_refusesWhatCannotBe_andChangesNothing() async throws {
        _ = try await started()
        _ = try await match.end(score: Score(teamA: 1, teamB: 0))
        let history = HistoryViewModel(services: connector.bundle, matches: matches, clock: ManualClock())
        await #expect(throws: LineupError.notPlaying(name: "Jo", id: 4, ended: true)) {
            try await history.correctLineup(nil, LineupCorrection(absent: ["Jo"]))
        }
        await #expect(throws: LineupError.correctionEmptiesSide(.teamB)) {
            try await history.correctLineup(nil, LineupCorrection(absent: ["Bo"]))
        }
        await #expect(throws: LineupError.onSideAndAbsent(name: "Ana")) {
            try await history.correctLineup(nil, LineupCorrection(sides: [("Ana", .teamB)], absent: ["Ana"]))
        }
        await #expect(throws: LineupError.onBothSides(name: "Ana")) {
            try await history.correctLineup(nil, LineupCorrection(sides: [("Ana", .teamB), ("ana", .teamA)]))
        }
        let id = try await history.entry(nil).id
        #expect(try await history.lineup(of: id).map(\.player.id) == [1, 2, 3])
    }
}
