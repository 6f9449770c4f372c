import FakeGatherServer
import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The REST services through the real client, against the fake server, with a transport
/// that loses chosen replies, answers chosen requests 503, or holds them until released:
/// every write gets the client's retries, a create is never made twice, and the windows
/// of six live in the services, so the wrappers around them keep them.
@Suite struct RESTRetryTests {
    struct SUT {
        let server: FakeGatherServer
        let transport: ScriptedTransport
        let players: RESTPlayerService
        let gathers: RESTGatherService
        let matches = MemoryMatchStore()

        var connector: FixedConnector { FixedConnector(players: players, gathers: gathers) }

        func start(_ sides: String) async throws -> ActiveMatch {
            try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: ManualClock())
                .start(.sides(sides))
        }

        func onServer(_ gather: UUID) async throws -> [String] {
            try await gathers.players(inGather: gather).map(\.name).sorted()
        }
    }

    /// A fake server with a user and `names` on its roster (ids from 1), reached through a
    /// scripted transport.
    static func makeSUT(players names: [String] = []) async throws -> SUT {
        let server = try FakeGatherServer.start()
        let (_, token) = server.seedUser(username: "coach", password: "pw")
        let transport = ScriptedTransport(server: server.baseURL)
        let client = transport.client(token: token)
        // As the name cache knows them: the players as they were made here.
        let known = { @Sendable (id: Int) in names.indices.contains(id - 1) ? Player(id: id, name: names[id - 1]) : nil }
        let sut = SUT(
            server: server, transport: transport, players: RESTPlayerService(client: client, known: known), gathers: RESTGatherService(client: client))
        for name in names { _ = try await sut.players.createPlayer(PlayerDraft(name: name)) }
        return sut
    }

    /// The players service as the CLI builds it for a server: the name cache around the
    /// REST service, and the bundle's aliases around that.
    static func wrapped(_ sut: SUT) throws -> (ServiceBundle, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rest-retry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cache = PlayerNameCache(state: StateFile(folder: directory), backend: .server(sut.server.baseURL))
        let bundle = ServiceBundle.inMemory(
            players: NameCachingPlayerService(sut.players, cache: cache), gathers: sut.gathers, details: MemoryGatherDetails(), auth: nil)
        return (bundle, directory)
    }

    // MARK: end

    @Test func end_whenItsPUTIsAnswered503_sendsItAgain_andTheMatchEnds() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Bo"])
        defer { sut.server.stop() }
        let started = try await sut.start("Ana/Bo")
        let path = "/api/gathers/\(started.gatherID.uuidString)"
        sut.transport.fail(times: 2, status: 503) { $0.is("PUT", path) }

        let manual = ManualClock()
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        let score = try await MatchViewModel(matches: sut.matches, connector: sut.connector, clock: clock).end(score: Score(teamA: 3, teamB: 1))

        #expect(score == Score(teamA: 3, teamB: 1))
        #expect(sut.transport.seen("PUT", path) == 3)
        #expect(try sut.matches.slot() == MatchSlot())
        #expect(try await sut.gathers.gathers().map(\.score) == ["3-1"])
    }

    @Test func end_whenItsPUTsReplyIsLost_sendsItAgain_andTheMatchEnds() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Bo"])
        defer { sut.server.stop() }
        let started = try await sut.start("Ana/Bo")
        let path = "/api/gathers/\(started.gatherID.uuidString)"
        sut.transport.loseReply { $0.is("PUT", path) }

        let manual = ManualClock()
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        _ = try await MatchViewModel(matches: sut.matches, connector: sut.connector, clock: clock).end(score: Score(teamA: 0, teamB: 2))

        #expect(sut.transport.lostReplies == 1)
        #expect(sut.transport.seen("PUT", path) == 2)
        #expect(try sut.matches.slot() == MatchSlot())
        #expect(try await sut.gathers.gathers().map(\.score) == ["0-2"])
    }

    // MARK: A player's writes: the id may be someone else's by the time they are sent again

    /// Lex's delete landed but its reply was lost; before the client asks, another device adds Max, and the
    /// server gives him Lex's id again (it reuses its highest id). The delete is not sent again: Max stays.
    @Test(.timeLimit(.minutes(3)), arguments: [true, false])
    func aPlayerWriteWhoseReplyIsLost_isNeverSentAgain_toWhoeverGotTheIDSince(deleting: Bool) async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Lex"])
        defer { sut.server.stop() }
        let method = deleting ? "DELETE" : "PUT"
        sut.transport.loseReply { $0.is(method, "/api/players/2") }
        // Whatever comes after the lost reply waits (the client's check, or a resend) while Max is made.
        let writes = Mutex(0)
        sut.transport.hold { request in
            if request.is(method, "/api/players/2") { return writes.withLock { $0 += 1; return $0 > 1 } }
            return request.is("GET", "/api/players")
        }
        let write = Task {
            if deleting { try await sut.players.deletePlayer(id: 2) } else { try await sut.players.updatePlayer(id: 2, with: PlayerDraft(name: "Lex", age: 30)) }
        }
        await sut.transport.waitUntilHeld(1)
        if !deleting { try await sut.players.deletePlayer(id: 2) }  // the other device deletes Lex first
        #expect(try await sut.players.createPlayer(PlayerDraft(name: "Max", skill: .professional)) == 2)
        sut.transport.releaseAll()

        let failure = await #expect(throws: APIError.self, "the lost reply stands") { try await write.value }
        #expect(failure?.isNoAnswer == true)
        #expect(sut.transport.seen(method, "/api/players/2") == 1)
        #expect(try await sut.players.players().last == Player(id: 2, draft: PlayerDraft(name: "Max", skill: .professional)))
    }

    /// A lost reply whose write is found done is done; one that did not reach the server (a gateway's 504
    /// before it) is sent again, the id still being the player's.
    @Test func aPlayerWriteWhoseReplyIsLost_isFoundDone_orSentAgainToTheSamePlayer() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Lex"])
        defer { sut.server.stop() }
        sut.transport.loseReply { $0.is("PUT", "/api/players/2") }
        try await sut.players.updatePlayer(id: 2, with: PlayerDraft(name: "Lex", age: 30))
        #expect(sut.transport.seen("PUT", "/api/players/2") == 1, "found done")

        sut.transport.fail(status: 504) { $0.is("DELETE", "/api/players/2") }
        try await sut.players.deletePlayer(id: 2)
        #expect(sut.transport.seen("DELETE", "/api/players/2") == 2, "Lex still had #2: sent again")
        #expect(try await sut.players.players().map(\.name) == ["Ana"])
    }

    // MARK: Creates: "did it land?"

    @Test func addingPlayers_whenACreatesReplyIsLost_makesThatPlayerOnce() async throws {
        let sut = try await Self.makeSUT()
        defer { sut.server.stop() }
        let (bundle, directory) = try Self.wrapped(sut)
        defer { try? FileManager.default.removeItem(at: directory) }
        sut.transport.loseReply { $0.is("POST", "/api/players") && $0.bodyText.contains("\"Bo\"") }

        let added = try await PlayerAddViewModel(roster: Roster(services: bundle)).add(names: ["Ana", "Bo", "Cy"], with: .init(PlayerDraft(name: "")))

        #expect(sut.transport.lostReplies == 1)
        #expect(sut.transport.seen("POST", "/api/players") == 3)
        let roster = try await sut.players.players()
        #expect(roster.map(\.name).sorted() == ["Ana", "Bo", "Cy"])
        #expect(added.first { $0.name == "Bo" }?.id == roster.first { $0.name == "Bo" }?.id)
    }

    @Test func addingPlayers_whenACreateIsAnswered503_sendsItAgain() async throws {
        let sut = try await Self.makeSUT()
        defer { sut.server.stop() }
        sut.transport.fail(times: 2, status: 503) { $0.is("POST", "/api/players") && $0.bodyText.contains("\"Bo\"") }

        let added = try await PlayerAddViewModel(roster: Roster(services: try Self.wrapped(sut).0)).add(names: ["Ana", "Bo"], with: .init(PlayerDraft(name: "")))

        #expect(added.map(\.name) == ["Ana", "Bo"])
        #expect(sut.transport.seen("POST", "/api/players") == 4)
        #expect(try await sut.players.players().map(\.name).sorted() == ["Ana", "Bo"])
    }

    @Test func start_whenAnAddsReplyIsLost_addsThatPlayerOnce() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Bo", "Cy", "Dee"])
        defer { sut.server.stop() }
        sut.transport.loseReply { $0.httpMethod == "POST" && $0.url?.path.hasSuffix("/players/3") == true }

        let match = try await sut.start("Ana,Bo/Cy,Dee")

        #expect(match.pending.isEmpty)
        #expect(sut.transport.lostReplies == 1)
        #expect(sut.transport.seen("POST", "/api/gathers/\(match.gatherID.uuidString)/players/3") == 1)
        #expect(try await sut.onServer(match.gatherID) == ["Ana", "Bo", "Cy", "Dee"])
    }

    @Test func start_whenAnAddIsAnswered503_sendsItAgain() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Bo"])
        defer { sut.server.stop() }
        sut.transport.fail(times: 2, status: 503) { $0.httpMethod == "POST" && $0.url?.path.hasSuffix("/players/2") == true }

        let match = try await sut.start("Ana/Bo")

        #expect(match.pending.isEmpty)
        #expect(sut.transport.seen("POST", "/api/gathers/\(match.gatherID.uuidString)/players/2") == 3)
        #expect(try await sut.onServer(match.gatherID) == ["Ana", "Bo"])
    }

    @Test func join_whenTheAddsReplyIsLost_putsThePlayerOnTheGatherOnce() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Bo", "Kai"])
        defer { sut.server.stop() }
        let started = try await sut.start("Ana/Bo")
        let path = "/api/gathers/\(started.gatherID.uuidString)/players/3"
        sut.transport.loseReply { $0.is("POST", path) }

        let change = try await LineupViewModel(matches: sut.matches, connector: sut.connector).add("Kai", to: nil)

        #expect(sut.transport.lostReplies == 1)
        #expect(sut.transport.seen("POST", path) == 1)
        #expect(try await sut.onServer(started.gatherID) == ["Ana", "Bo", "Kai"])
        #expect(change.match.everyone.map(\.name).sorted() == ["Ana", "Bo", "Kai"])
    }

    @Test func join_ofAPlayerAnEarlierLostReplyPutOnTheGather_sendsNoAdd() async throws {
        let sut = try await Self.makeSUT(players: ["Ana", "Bo", "Kai"])
        defer { sut.server.stop() }
        let started = try await sut.start("Ana/Bo")
        // An earlier `add Kai` reached the gather, but its command never learnt it.
        try await sut.gathers.add(3, toGather: started.gatherID, team: .teamA)
        let path = "/api/gathers/\(started.gatherID.uuidString)/players/3"
        let before = sut.transport.seen("POST", path)

        _ = try await LineupViewModel(matches: sut.matches, connector: sut.connector).add("Kai", to: .teamA)

        #expect(sut.transport.seen("POST", path) == before)
        #expect(try await sut.onServer(started.gatherID) == ["Ana", "Bo", "Kai"])
    }

    // MARK: Six at a time, through the wrappers

    /// Holds the requests `match` picks while `run` sends `total` of them, and proves the
    /// window from both sides, step by step: six are in flight before any is let go, and
    /// each one let go lets exactly one more in.
    static func expectSixAtATime<T: Sendable>(
        _ transport: ScriptedTransport, total: Int, holding match: @escaping ScriptedTransport.Match,
        _ run: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        transport.hold(match)
        let task = Task { try await run() }
        await transport.waitUntilHeld(PlayerBatch.concurrentRequests)
        #expect(transport.heldNow == PlayerBatch.concurrentRequests)
        for arrived in (PlayerBatch.concurrentRequests + 1)...total {
            transport.releaseOne()
            await transport.waitUntilArrived(arrived)
            #expect(transport.heldNow == PlayerBatch.concurrentRequests, "after \(arrived) arrived")
        }
        transport.releaseAll()
        let result = try await task.value
        #expect(transport.mostHeld == PlayerBatch.concurrentRequests)
        return result
    }

    @Test(.timeLimit(.minutes(3)))
    func addingPlayers_throughTheWrappers_sendsSixAtATime_noMoreNoFewer() async throws {
        let sut = try await Self.makeSUT()
        defer { sut.server.stop() }
        let (bundle, directory) = try Self.wrapped(sut)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = (1...14).map { "Player \($0)" }

        let added = try await Self.expectSixAtATime(sut.transport, total: names.count, holding: { $0.is("POST", "/api/players") }) {
            try await PlayerAddViewModel(roster: Roster(services: bundle)).add(names: names, with: .init(PlayerDraft(name: "")))
        }

        #expect(added.map(\.name) == names)
        #expect(try await sut.players.players().count == names.count)
    }

    @Test(.timeLimit(.minutes(3)))
    func importing_throughTheWrappers_sendsSixAtATime_noMoreNoFewer_andReportsProgress() async throws {
        let sut = try await Self.makeSUT()
        defer { sut.server.stop() }
        let (bundle, directory) = try Self.wrapped(sut)
        defer { try? FileManager.default.removeItem(at: directory) }
        let players = (1...13).map { Player(id: $0, name: "Player \($0)") }
        let members = [(1, Team.teamA), (2, .teamB)].map { ExportedGather.Member(playerID: $0.0, team: $0.1) }
        let archive = ExportArchive(players: players, gathers: [ExportedGather(id: UUID(), score: "1-0", winnerTeam: "Team A", startedAt: nil, members: members)])
        let seen = ProgressSeen()

        let report = try await Self.expectSixAtATime(sut.transport, total: players.count, holding: { $0.is("POST", "/api/players") }) {
            try await TransferViewModel(services: bundle, documents: MemoryDocuments()).importArchive(archive) { what, done, total in
                seen.note(what, done, total)
            }
        }

        #expect(report.addedPlayers.count == 13)
        #expect(report.addedGathers == 1)
        #expect(seen.most == ["players": 13, "gathers": 1])
        #expect(seen.overran == false)
        let gather = try #require(try await sut.gathers.gathers().first)
        #expect(gather.score == "1-0")
        #expect(try await sut.onServer(gather.id) == ["Player 1", "Player 2"])
    }

    @Test(.timeLimit(.minutes(3)))
    func start_addsThePlayersSixAtATime_noMoreNoFewer() async throws {
        let names = (1...10).map { "P\($0)" }
        let sut = try await Self.makeSUT(players: names)
        defer { sut.server.stop() }
        let sides = names.prefix(5).joined(separator: ",") + "/" + names.suffix(5).joined(separator: ",")

        let match = try await Self.expectSixAtATime(
            sut.transport, total: names.count, holding: { $0.httpMethod == "POST" && $0.url?.path.contains("/players/") == true }
        ) { try await sut.start(sides) }

        #expect(match.pending.isEmpty)
        #expect(try await sut.onServer(match.gatherID) == names.sorted())
    }
}

/// What an import's progress said: the most done of each kind, and whether any passed its total.
final class ProgressSeen: Sendable {
    private let state = Mutex<(most: [String: Int], overran: Bool)>(([:], false))

    func note(_ what: String, _ done: Int, _ total: Int) {
        state.withLock { state in
            state.most[what] = max(state.most[what] ?? 0, done)
            if done > total { state.overran = true }
        }
    }

    var most: [String: Int] { state.withLock { $0.most } }
    var overran: Bool { state.withLock { $0.overran } }
}

extension URLRequest {
    var bodyText: String { String(decoding: httpBody ?? Data(), as: UTF8.self) }
}
