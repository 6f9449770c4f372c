import FakeGatherServer
import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// `add` on a server (the fake one): the side comes from the ratings this machine keeps, so a
/// late arrival costs the same few requests however long the history, and chooses what a
/// read of the whole history would choose while this machine remembers every ended gather.
@Suite struct LateArrivalOnAServerTests {
    struct SUT {
        let server: FakeGatherServer
        let connector: FixedConnector
        let lineup: LineupViewModel
        let start: StartViewModel
        let game: MatchViewModel
        let matches: MemoryMatchStore
    }

    /// Ana, Bo, Cy, Dee and Kai (amateurs) on a fake server; `past` matches of
    /// Ana,Bo against Cy,Dee started and ended here, each won 5-0 by Ana and Bo.
    private func makeSUT(past: Int) async throws -> SUT {
        let server = try FakeGatherServer.start()
        let (_, token) = server.seedUser(username: "coach", password: "pw")
        let client = APIClient(baseURL: server.baseURL, timeout: 30, tokenProvider: { token })
        let players = RESTPlayerService(client: client)
        for name in ["Ana", "Bo", "Cy", "Dee", "Kai"] { _ = try await players.createPlayer(PlayerDraft(name: name, skill: .amateur)) }
        let connector = FixedConnector(players: players, gathers: RESTGatherService(client: client), details: MemoryGatherDetails())
        let matches = MemoryMatchStore()
        let manual = ManualClock()
        let start = StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: manual)
        let game = MatchViewModel(
            matches: matches, connector: connector, clock: ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual))
        for _ in 0..<past {
            _ = try await start.start(.sides("Ana,Bo/Cy,Dee"))
            _ = try await game.end(score: Score(teamA: 5, teamB: 0))
        }
        return SUT(
            server: server, connector: connector, lineup: LineupViewModel(matches: matches, connector: connector),
            start: start, game: game, matches: matches)
    }

    /// The requests `body` sends.
    private func requests(of sut: SUT, _ body: () async throws -> Void) async throws -> [RecordedRequest] {
        let before = sut.server.requests.count
        try await body()
        return Array(sut.server.requests.dropFirst(before))
    }

    @Test func add_onAServer_sendsAsManyRequests_withTwoPastGathers_asWithSix_andReadsNoPastGathersPlayers() async throws {
        var sent: [Int] = []
        for past in [2, 6] {
            let sut = try await makeSUT(past: past)
            defer { sut.server.stop() }
            let match = try await sut.start.start(.sides("Ana,Bo/Cy,Dee"))
            let requests = try await requests(of: sut) { _ = try await sut.lineup.add("Kai", to: nil) }
            let playersOfAGather = requests.filter { $0.method == "GET" && $0.path.hasPrefix("/api/gathers/") && $0.path.hasSuffix("/players") }
            #expect(playersOfAGather.allSatisfy { $0.path.lowercased().contains(match.gatherID.uuidString.lowercased()) }, "past: \(past)")
            sent.append(requests.count)
        }
        #expect(sent[0] == sent[1])
    }

    @Test func add_onAServer_choosesTheSideAndChances_aReadOfTheWholeHistoryGives() async throws {
        let sut = try await makeSUT(past: 4)
        defer { sut.server.stop() }
        let match = try await sut.start.start(.sides("Ana,Bo/Cy,Dee"))
        let services = try sut.connector.services()
        let roster = try await services.players.players()
        let kai = try #require(roster.first { $0.name == "Kai" })
        let full = RatingModel.standard.ratings(
            after: try await MatchHistory(services: services).endedMatches(), skills: Player.skills(of: roster))
        let expected = sut.lineup.placement(of: kai, on: nil, in: match, ratings: full)

        let change = try await sut.lineup.add("Kai", to: nil)

        // Ana and Bo won every match: by the results Team A is the favourite, so Kai joins Team B.
        #expect(expected.team == .teamB && expected.reason == .lowerChance)
        #expect(change.placed.map(\.team) == [expected.team])
        #expect(change.reason == expected.reason)
        #expect(change.prediction == expected.prediction)
    }
}
