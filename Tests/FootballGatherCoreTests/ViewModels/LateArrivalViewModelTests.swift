import FakeGatherServer
import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// `add`, a late arrival, in memory and on the fake server: the team it picks, the gather
/// getting the player exactly once, and refusals that change nothing.
@Suite struct LateArrivalViewModelTests {
    private typealias SUT = LineupViewModelTests.SUT

    private func makeSUT(sides: String = "Ana,Bo/Cy,Dee", backend: MemoryBackend? = nil) async throws -> SUT {
        try await LineupViewModelTests.makeSUT(sides: sides, backend: backend ?? MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee", "Kai"]))
    }

    /// A backend whose roster has these players, in this order, with these skills.
    private func backend(_ players: [(String, Skill?)]) async throws -> MemoryBackend {
        let backend = MemoryBackend()
        for (name, skill) in players { _ = try await backend.createPlayer(PlayerDraft(name: name, skill: skill)) }
        return backend
    }

    @Test func add_onAGivenTeam_joinsTheGatherOnce_theMatch_andTheDetails() async throws {
        let sut = try await makeSUT()
        let change = try await sut.lineup.add("kai", to: .teamB)
        #expect(change.placed.map(\.player.name) == ["Kai"] && change.placed.map(\.team) == [.teamB])
        #expect(try sut.match.match().teamB.map(\.name) == ["Cy", "Dee", "Kai"])
        #expect(sut.backend.members(of: sut.started.gatherID).filter { $0.0 == 5 }.map(\.1) == [.teamB])
        #expect(try sut.details.details()[sut.started.gatherID]?.team(of: 5) == .teamB)
    }

    @Test func add_withoutATeam_joinsTheSmallerOne() async throws {
        #expect(try await makeSUT(sides: "Ana/Bo,Cy").lineup.add("Kai", to: nil).placed.map(\.team) == [.teamA])
        #expect(try await makeSUT(sides: "Ana,Bo,Cy/Dee").lineup.add("Kai", to: nil).placed.map(\.team) == [.teamB])
    }

    @Test func add_withEqualTeams_joinsTheWeakerSide() async throws {
        // Kai, a beginner, joins the amateur's side, the one with the lower chance, wherever it is.
        let strongA = try await makeSUT(sides: "Pro/Am", backend: backend([("Pro", .professional), ("Am", .amateur), ("Kai", .beginner)]))
        #expect(try await strongA.lineup.add("Kai", to: nil).placed.map(\.team) == [.teamB])
        let strongB = try await makeSUT(sides: "Am/Pro", backend: backend([("Pro", .professional), ("Am", .amateur), ("Kai", .beginner)]))
        #expect(try await strongB.lineup.add("Kai", to: nil).placed.map(\.team) == [.teamA])
    }

    @Test func add_withEqualTeams_aStrongLateArrival_stillJoinsTheWeakerSide() async throws {
        let roster = [("Am", Skill.amateur), ("Beg", .beginner), ("Beg2", .beginner), ("Beg3", .beginner), ("Star", .professional)]
        let sut = try await makeSUT(sides: "Am,Beg/Beg2,Beg3", backend: backend(roster))
        let change = try await sut.lineup.add("Star", to: nil)
        #expect(change.placed.map(\.team) == [.teamB])
        // With the professional on it, the weaker side is now the favourite.
        #expect((change.prediction?.percentB ?? 0) > 50)
    }

    @Test func add_withEqualTeams_returnsTheNewChances_withThePlayerOnTheirSide() async throws {
        let roster = [("Pro", Skill.professional), ("Am", .amateur), ("Kai", .beginner)]
        let sut = try await makeSUT(sides: "Pro/Am", backend: backend(roster))
        let change = try await sut.lineup.add("Kai", to: nil)
        let model = RatingModel.standard
        let expected = model.matchup(
            teamA: [Player(id: 1, name: "Pro", skill: .professional)],
            teamB: [Player(id: 2, name: "Am", skill: .amateur), Player(id: 3, name: "Kai", skill: .beginner)], ratings: [:])
        #expect(change.prediction == expected)
        #expect(change.prediction.map { $0.percentA + $0.percentB } == 100)
        #expect((change.prediction?.percentA ?? 0) > 50)
    }

    @Test func add_saysWhy_andGivesTheChancesWithThePlayerOnTheirSide_whateverChoseIt() async throws {
        let chosen = try await makeSUT().lineup.add("Kai", to: .teamA)
        #expect(chosen.reason == .chosen)
        #expect(chosen.prediction?.strengthA == 1000 && chosen.prediction?.strengthB == 1000)
        // Three amateurs against two: the extra player makes Team A the favourite.
        #expect((chosen.prediction?.percentA ?? 0) > 55)
        let smaller = try await makeSUT(sides: "Ana/Bo,Cy").lineup.add("Kai", to: nil)
        #expect(smaller.reason == .smaller)
        #expect(smaller.placed.map(\.team) == [.teamA])
        #expect(smaller.prediction?.percentA == 50, "two against two amateurs once Kai is on Team A")
        let lower = try await makeSUT(sides: "Pro/Am", backend: backend([("Pro", .professional), ("Am", .amateur), ("Kai", .beginner)]))
            .lineup.add("Kai", to: nil)
        #expect(lower.reason == .lowerChance)
    }

    /// Issue 38: Team A at 55% while losing 0-4 still needs the player more than Team B.
    @Test func add_withEqualTeams_joinsTheSideBehindOnTheScore_beforeTheLowerChance() async throws {
        let roster = [("Pro", Skill.professional), ("Am", .amateur), ("Kai", .beginner)]
        let strongBehind = try await makeSUT(sides: "Pro/Am", backend: backend(roster))
        _ = try strongBehind.match.setScore(Score(teamA: 0, teamB: 4))
        let change = try await strongBehind.lineup.add("Kai", to: nil)
        #expect(change.placed.map(\.team) == [.teamA] && change.reason == .behind)
        let weakBehind = try await makeSUT(sides: "Pro/Am", backend: backend(roster))
        _ = try weakBehind.match.setScore(Score(teamA: 2, teamB: 1))
        let other = try await weakBehind.lineup.add("Kai", to: nil)
        #expect(other.placed.map(\.team) == [.teamB] && other.reason == .behind)
        // Level: the lower chance again.
        let level = try await makeSUT(sides: "Pro/Am", backend: backend(roster))
        _ = try level.match.setScore(Score(teamA: 1, teamB: 1))
        #expect(try await level.lineup.add("Kai", to: nil).reason == .lowerChance)
    }

    @Test func add_toTheSmallerSide_evenWhenItIsAhead() async throws {
        let sut = try await makeSUT(sides: "Ana/Bo,Cy")
        _ = try sut.match.setScore(Score(teamA: 3, teamB: 0))
        let change = try await sut.lineup.add("Kai", to: nil)
        #expect(change.placed.map(\.team) == [.teamA] && change.reason == .smaller)
    }

    @Test func add_toTheSmallerSide_evenWhenItIsTheStronger() async throws {
        // Two professionals against three beginners: Kai joins the two, the smaller side.
        let roster = [("P1", Skill.professional), ("P2", .professional), ("B1", .beginner), ("B2", .beginner), ("B3", .beginner), ("Kai", .amateur)]
        let sut = try await makeSUT(sides: "P1,P2/B1,B2,B3", backend: backend(roster))
        let change = try await sut.lineup.add("Kai", to: nil)
        #expect(change.reason == .smaller && change.placed.map(\.team) == [.teamA])
        #expect((change.prediction?.percentA ?? 0) > 50)
    }

    @Test func add_withEqualTeams_followsTheRatingsTheResultsTaught_notJustTheLabels() async throws {
        let roster = [("Pro", Skill.professional), ("Beg", .beginner), ("Kai", .beginner)]
        let backend = try await backend(roster)
        // The "beginner" won every past match against the "professional" by ten goals.
        let details = MemoryGatherDetails()
        for day in 0..<6 {
            let id = try await backend.createGather()
            try await backend.addPlayer(id: 1, toGather: id, team: .teamA)
            try await backend.addPlayer(id: 2, toGather: id, team: .teamB)
            try await backend.setResult(ofGather: id, score: Score(teamA: 0, teamB: 10))
            try details.remember(GatherDetails(startedAt: Date(timeIntervalSince1970: Double(day)), teams: [1: .teamA, 2: .teamB]), of: id)
        }
        let services = try FixedConnector(backend, details: details).services()
        let server = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: [Player(id: 1, name: "Pro", skill: .professional)],
            teamB: [Player(id: 2, name: "Beg", skill: .beginner)], startedAt: Date())
        let lineup = LineupViewModel(matches: MemoryMatchStore(), connector: FixedConnector(backend, details: details))
        let kai = Player(id: 3, name: "Kai", skill: .beginner)
        // By the results, the "professional" is the weaker side; by the labels alone, the "beginner".
        let taught = try await KeptRatings(backend: server, services: services, model: .standard).ratings(of: try await backend.players())
        #expect(lineup.placement(of: kai, on: nil, in: match, ratings: taught).team == .teamA)
        let unrated = ServiceBundle.inMemory(players: backend, gathers: NoGathers(), details: MemoryGatherDetails(), auth: nil)
        let labelsOnly = try await KeptRatings(backend: server, services: unrated, model: .standard).ratings(of: try await backend.players())
        #expect(lineup.placement(of: kai, on: nil, in: match, ratings: labelsOnly).team == .teamB)
    }

    @Test func placement_withMirrorImageTeams_isTeamA() {
        let even = Rating(mean: 0.3, uncertainty: 0.7)
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: [Player(id: 1, name: "A")],
            teamB: [Player(id: 2, name: "B")], startedAt: Date())
        let lineup = LineupViewModel(matches: MemoryMatchStore(), connector: FixedConnector(MemoryBackend()))
        let placement = lineup.placement(of: Player(id: 3, name: "Kai"), on: nil, in: match, ratings: [1: even, 2: even, 3: even])
        #expect(placement.team == .teamA && placement.reason == .even)
    }

    @Test func add_refusesAPlayerAlreadyPlaying_orUnknown_andChangesNothing() async throws {
        let sut = try await makeSUT()
        let before = try sut.matches.slot()
        let detailsBefore = try sut.details.details()
        let membersBefore = sut.backend.members(of: sut.started.gatherID).count
        await #expect(throws: LineupError.alreadyInMatch(name: "Cy", team: .teamB)) { try await sut.lineup.add("cy", to: .teamA) }
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Kia", suggestion: "Kai")])) {
            try await sut.lineup.add("Kia", to: nil)
        }
        // Dee plays already: a did-you-mean never offers someone who cannot join.
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Dea", suggestion: nil)])) {
            try await sut.lineup.add("Dea", to: nil)
        }
        #expect(try sut.matches.slot() == before)
        #expect(try sut.details.details() == detailsBefore)
        #expect(sut.backend.members(of: sut.started.gatherID).count == membersBefore)
    }

    @Test func add_ofAPlayerTheGatherAlreadyHas_doesNotAddThemAgain() async throws {
        let sut = try await makeSUT()
        // An earlier `add` reached the gather, but its reply never came back.
        try await sut.backend.addPlayer(id: 5, toGather: sut.started.gatherID, team: .teamA)
        _ = try await sut.lineup.add("Kai", to: .teamA)
        #expect(sut.backend.members(of: sut.started.gatherID).filter { $0.0 == 5 }.count == 1)
        #expect(try sut.match.match().team(of: 5) == .teamA)
    }

}

/// No ended matches to learn from.
private struct NoGathers: OneAtATimeGathers {
    func gathers() async throws -> [Gather] { [] }
    func createGather() async throws -> UUID { UUID() }
    func setResult(ofGather id: UUID, score: Score) async throws {}
    func deleteGather(id: UUID) async throws {}
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {}
    func players(inGather id: UUID) async throws -> [Player] { [] }
}
