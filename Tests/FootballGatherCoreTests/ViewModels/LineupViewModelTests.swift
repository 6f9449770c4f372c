import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Moves and swaps of the running match in memory: the match and the gather's details
/// change together, bad input changes neither, and `end` keeps the sides as they ended.
@Suite struct LineupViewModelTests {
    struct SUT {
        let lineup: LineupViewModel
        let match: MatchViewModel
        let matches: MemoryMatchStore
        let details: MemoryGatherDetails
        let backend: MemoryBackend
        let started: ActiveMatch
    }

    /// Ana (#1) and Bo (#2) play for Team A, Cy (#3) and Dee (#4) for Team B; Kai (#5) is
    /// on the roster but not playing.
    static func makeSUT(sides: String = "Ana,Bo/Cy,Dee", backend: MemoryBackend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee", "Kai"])) async throws -> SUT {
        let matches = MemoryMatchStore()
        let details = MemoryGatherDetails()
        let connector = FixedConnector(backend, details: details)
        let manual = ManualClock()
        let started = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: manual)
            .start(.sides(sides))
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        return SUT(
            lineup: LineupViewModel(matches: matches, connector: connector),
            match: MatchViewModel(matches: matches, connector: connector, clock: clock),
            matches: matches, details: details, backend: backend, started: started)
    }

    private func names(_ players: [Player]) -> [String] { players.map(\.name) }

    private func rememberedTeam(of id: Int, in sut: SUT) throws -> Team? {
        try sut.details.details()[sut.started.gatherID]?.team(of: id)
    }

    /// `end --json` prints what was stored at the end: a change that landed before it counts.
    @Test func endMatch_returnsTheMatchAsStoredAtTheEnd() async throws {
        let sut = try await Self.makeSUT()
        let before = try sut.match.match()
        _ = try await sut.lineup.add("Kai", to: .teamB)
        let (ended, score) = try await sut.match.endMatch(score: Score(teamA: 1, teamB: 2))
        #expect(score == Score(teamA: 1, teamB: 2))
        #expect(names(ended.teamB) == names(before.teamB) + ["Kai"])
        #expect(throws: MatchError.noActiveMatch) { try sut.match.match() }
    }

    @Test func move_putsThePlayerLastOnTheOtherTeam_inTheMatchAndTheDetails() async throws {
        let sut = try await Self.makeSUT()
        let change = try await sut.lineup.move("ana", to: .teamB)
        #expect(change.placed.map(\.player.name) == ["Ana"] && change.placed.map(\.team) == [.teamB])
        let match = try sut.match.match()
        #expect(names(match.teamA) == ["Bo"] && names(match.teamB) == ["Cy", "Dee", "Ana"])
        #expect(change.match == match)
        #expect(try rememberedTeam(of: 1, in: sut) == .teamB)
    }

    @Test func move_refusesSomeoneNotPlaying_orAMoveToTheirOwnTeam_andChangesNothing() async throws {
        let sut = try await Self.makeSUT()
        let before = try sut.matches.slot()
        let detailsBefore = try sut.details.details()
        await #expect(throws: LineupError.notPlaying(name: "Kai", id: 5, ended: false)) { try await sut.lineup.move("Kai", to: .teamA) }
        await #expect(throws: LineupError.notInMatch("Cyy", suggestion: "Cy")) { try await sut.lineup.move("Cyy", to: .teamA) }
        await #expect(throws: LineupError.alreadyOnTeam(name: "Cy", team: .teamB)) { try await sut.lineup.move("#3", to: .teamB) }
        #expect(try sut.matches.slot() == before)
        #expect(try sut.details.details() == detailsBefore)
    }

    @Test func swap_tradesPlaces_andSaysWhereEachNowPlays() async throws {
        let sut = try await Self.makeSUT()
        let change = try await sut.lineup.swap("Bo", "Cy")
        #expect(change.placed == [
            PlacedPlayer(player: sut.started.teamA[1], team: .teamB), PlacedPlayer(player: sut.started.teamB[0], team: .teamA),
        ])
        let match = try sut.match.match()
        #expect(names(match.teamA) == ["Ana", "Cy"] && names(match.teamB) == ["Bo", "Dee"])
        #expect(try rememberedTeam(of: 2, in: sut) == .teamB && rememberedTeam(of: 3, in: sut) == .teamA)
    }

    /// Issue 38: the chances follow the line-up, as a kick-off with these sides would give them.
    @Test func moveAndSwap_returnTheChancesOfTheSidesAsTheyNowStand() async throws {
        let backend = MemoryBackend()
        for (name, skill) in [("Pro", Skill.professional), ("Am", .amateur), ("Beg", .beginner), ("Am2", .amateur)] {
            _ = try await backend.createPlayer(PlayerDraft(name: name, skill: skill))
        }
        let sut = try await Self.makeSUT(sides: "Pro,Beg/Am,Am2", backend: backend)
        let swapped = try await sut.lineup.swap("Beg", "Am")
        let model = RatingModel.standard
        let match = try sut.match.match()
        #expect(swapped.prediction == model.matchup(teamA: match.teamA, teamB: match.teamB, ratings: [:]))
        #expect((swapped.prediction?.percentA ?? 0) > 50, "the professional and an amateur against an amateur and a beginner")
        let moved = try await sut.lineup.move("Am2", to: .teamA)
        let now = try sut.match.match()
        #expect(moved.prediction == model.matchup(teamA: now.teamA, teamB: now.teamB, ratings: [:]))
        #expect((moved.prediction?.percentA ?? 0) > (swapped.prediction?.percentA ?? 100))
    }

    @Test func swap_refusesOneTeam_themselves_orSomeoneNotPlaying_andChangesNothing() async throws {
        let sut = try await Self.makeSUT()
        let before = try sut.matches.slot()
        await #expect(throws: LineupError.sameTeam("Ana", "Bo", team: .teamA)) { try await sut.lineup.swap("Ana", "Bo") }
        await #expect(throws: LineupError.swapWithThemselves(name: "Ana")) { try await sut.lineup.swap("Ana", "1") }
        await #expect(throws: LineupError.notPlaying(name: "Kai", id: 5, ended: false)) { try await sut.lineup.swap("Ana", "Kai") }
        #expect(try sut.matches.slot() == before)
    }

    @Test func withoutARunningMatch_movesAreRefused() async throws {
        let lineup = LineupViewModel(matches: MemoryMatchStore(), connector: FixedConnector(MemoryBackend(players: ["Ana"])))
        await #expect(throws: MatchError.noActiveMatch) { try await lineup.move("Ana", to: .teamA) }
        await #expect(throws: MatchError.noActiveMatch) { try await lineup.add("Ana", to: nil) }
    }

    @Test func end_afterASwap_keepsTheSwappedSides_withOrWithoutGoals() async throws {
        let sut = try await Self.makeSUT()
        try await sut.lineup.swap("Ana", "Dee")
        // A details store left behind (an older gather, a failed write) is put right by `end`.
        try sut.details.remember(GatherDetails(startedAt: sut.started.startedAt, teams: sut.started.teams), of: sut.started.gatherID)
        _ = try await sut.match.end(score: Score(teamA: 1, teamB: 0))
        let kept = try #require(try sut.details.details()[sut.started.gatherID])
        #expect(kept.team(of: 1) == .teamB && kept.team(of: 4) == .teamA)
        #expect(kept.goals == nil)
        let ended = try await MatchHistory(services: try FixedConnector(sut.backend, details: sut.details).services()).endedMatches()
        // The players were added six at a time: their order within a side is not the point.
        guard case .teams(let teamA, let teamB)? = ended.first?.lineUp else {
            Issue.record("expected both sides known, got \(String(describing: ended.first?.lineUp))")
            return
        }
        #expect(teamA.sorted() == [2, 4] && teamB.sorted() == [1, 3])
    }
}
