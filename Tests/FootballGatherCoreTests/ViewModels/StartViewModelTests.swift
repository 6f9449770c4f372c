import FakeGatherServer
import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Starting a match, in memory: team choice, partial failure and resume, and a create
/// whose reply is lost.
@Suite struct StartViewModelTests {
    private func makeSUT(
        _ connector: FixedConnector, matches: MemoryMatchStore = MemoryMatchStore()
    ) -> StartViewModel {
        StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: ManualClock())
    }

    @Test func start_byNames_savesTheMatch_andRemembersTheTeams() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        let matches = MemoryMatchStore()
        let match = try await makeSUT(FixedConnector(backend, details: details), matches: matches).start(.sides("Ana,Bo/Cy,Dee"))
        #expect(match.pending.isEmpty)
        #expect(try matches.slot() == MatchSlot(match: match))
        #expect(backend.members(of: match.gatherID).map(\.0).sorted() == [1, 2, 3, 4])
        let remembered = try #require(try details.details()[match.gatherID])
        #expect(remembered.team(of: 1) == .teamA && remembered.team(of: 4) == .teamB)
        #expect(remembered.startedAt == match.startedAt)
    }

    @Test func start_auto_balancesTheChosenPlayers() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let match = try await makeSUT(FixedConnector(backend)).start(.auto(players: .roster(except: []), seed: 1))
        #expect(match.teamA.count == 2 && match.teamB.count == 2)
        await #expect(throws: InputError.self) {
            try await makeSUT(FixedConnector(backend)).start(.auto(players: .listed([]), seed: 0))
        }
    }

    @Test func start_withInvalidTeams_createsNothing() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let matches = MemoryMatchStore()
        await #expect(throws: InputError.self) { try await makeSUT(FixedConnector(backend), matches: matches).start(.sides("Ana/Ana")) }
        #expect(backend.creates == 0)
        #expect(try matches.slot() == MatchSlot())
    }

    @Test func start_whileAMatchRuns_isRefusedBeforeAnyRequest() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let matches = MemoryMatchStore()
        let first = try await makeSUT(FixedConnector(backend), matches: matches).start(.sides("Ana/Bo"))
        await #expect(throws: MatchError.matchAlreadyActive(first.gatherID)) {
            try await makeSUT(FixedConnector(backend), matches: matches).start(.sides("Ana/Bo"))
        }
        #expect(backend.creates == 1)
    }

    @Test func partialFailure_keepsTheMatch_thenResumeFinishesIt() async throws {
        let flaky = FlakyGatherService(failuresPerPlayer: 100, failing: [3, 5])
        let backend = MemoryBackend(players: ["P1", "P2", "P3", "P4", "P5", "P6"])
        let matches = MemoryMatchStore()
        let viewModel = makeSUT(FixedConnector(players: backend, gathers: flaky), matches: matches)

        await #expect(throws: MatchError.self) { try await viewModel.start(.sides("1,2,3/4,5,6")) }
        let kept = try matches.requireMatch()
        #expect(Set(kept.pending) == [3, 5])

        flaky.heal()
        let resumed = try await viewModel.resume()
        #expect(resumed.pending.isEmpty)
        #expect(Set(flaky.added.map(\.0)) == Set(1...6))
        await #expect(throws: MatchError.nothingToResume) { try await viewModel.resume() }
    }

    @Test func partialFailure_reportsWhoAndTheExitCodeOfTheCause() async throws {
        let flaky = FlakyGatherService(failuresPerPlayer: 100, failing: [2])
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        do {
            _ = try await makeSUT(FixedConnector(players: backend, gathers: flaky)).start(.sides("Ana/Bo"))
            Issue.record("expected a failure")
        } catch let error as MatchError {
            guard case .playersNotAdded(let names, _) = error else { Issue.record("got \(error)"); return }
            #expect(names == ["Bo"])
            #expect(error.failureKind == .temporaryFailure)
            #expect(error.nextStep == .resumeToRetry)
        }
    }

    // MARK: A create whose reply is lost

    @Test func createTimesOut_theIntentIsKept_andResumeFindsTheGather() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy"])
        let other = try await backend.createGather()  // there before: never taken for ours
        backend.onCreate.withLock { $0 = { throw APIError.timedOut(server: "http://s") } }
        let matches = MemoryMatchStore()
        let viewModel = makeSUT(FixedConnector(backend), matches: matches)

        await #expect(throws: MatchError.gatherNotConfirmed(cause: .timedOut(server: "http://s"))) {
            try await viewModel.start(.sides("Ana,Bo/Cy"))
        }
        #expect(try matches.slot().start?.gathersBefore == [other])
        await #expect(throws: MatchError.startUnconfirmed) { try await viewModel.start(.sides("Ana/Bo")) }
        #expect(throws: MatchError.startUnconfirmed) { try matches.requireMatch() }

        backend.onCreate.withLock { $0 = {} }
        let resumed = try await viewModel.resume()
        #expect(resumed.gatherID != other)
        #expect(backend.allGathers.map(\.id).contains(resumed.gatherID))
        #expect(backend.members(of: resumed.gatherID).map(\.0).sorted() == [1, 2, 3])
        #expect(try matches.slot() == MatchSlot(match: resumed))
        #expect(backend.creates == 2)
    }

    @Test func createDropped_andNothingWasMade_resumeSaysSo_andForgetsTheIntent() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let matches = MemoryMatchStore()
        let viewModel = makeSUT(FixedConnector(backend), matches: matches)
        backend.onCreate.withLock { $0 = { throw APIError.connectionLost(server: "http://s") } }
        await #expect(throws: MatchError.self) { try await viewModel.start(.sides("Ana/Bo")) }
        try await backend.deleteGather(id: try #require(backend.allGathers.first?.id))  // it never landed

        await #expect(throws: MatchError.noGatherWasMade) { try await viewModel.resume() }
        #expect(try matches.slot() == MatchSlot())
        backend.onCreate.withLock { $0 = {} }
        #expect(try await viewModel.start(.sides("Ana/Bo")).pending.isEmpty)
    }

    @Test func createRefused_forgetsTheIntent_atOnce() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let matches = MemoryMatchStore()
        backend.onCreate.withLock { $0 = { throw APIError.serverError(status: 500, reason: "no") } }
        await #expect(throws: APIError.serverError(status: 500, reason: "no")) {
            try await makeSUT(FixedConnector(backend), matches: matches).start(.sides("Ana/Bo"))
        }
        #expect(try matches.slot() == MatchSlot())
    }

    /// A gateway's 504 may come after the server made the gather: the start is kept for
    /// `--resume`, which finds it, rather than forgotten to leave an orphan behind.
    @Test func createAnsweredByAGateway504_keepsTheIntentForResume() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let matches = MemoryMatchStore()
        backend.onCreate.withLock { $0 = { throw APIError.serverError(status: 504, reason: nil) } }
        let viewModel = makeSUT(FixedConnector(backend), matches: matches)
        await #expect(throws: MatchError.gatherNotConfirmed(cause: .serverError(status: 504, reason: nil))) {
            try await viewModel.start(.sides("Ana/Bo"))
        }
        #expect(try matches.slot().start != nil)
    }

    /// The real client against the fake server: the create's reply comes after the
    /// client gave up, yet the gather is made; `resume` finds it and adds the players.
    @Test func slowCreateOnTheFakeServer_thenResume_continuesWithThatGather() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (_, token) = server.seedUser(username: "coach", password: "pw")
        // Only the create gives up quickly; every other request is patient, so a loaded
        // machine cannot make them time out instead.
        let client = APIClient(baseURL: server.baseURL, timeout: 30, tokenProvider: { token })
        let impatient = APIClient(baseURL: server.baseURL, timeout: 1, tokenProvider: { token })
        let players = RESTPlayerService(client: client)
        for name in ["Ana", "Bo"] { _ = try await players.createPlayer(PlayerDraft(name: name)) }
        let gathers = SlowCreate(inner: RESTGatherService(client: client), creating: RESTGatherService(client: impatient), server: server)
        let matches = MemoryMatchStore()
        let viewModel = makeSUT(FixedConnector(players: players, gathers: gathers), matches: matches)

        await #expect(throws: MatchError.self) { try await viewModel.start(.sides("Ana/Bo")) }
        #expect(try matches.slot().start != nil)
        while try await RESTGatherService(client: client).gathers().isEmpty { try await Task.sleep(for: .milliseconds(20)) }

        let resumed = try await viewModel.resume()
        let created = try await RESTGatherService(client: client).gathers()
        #expect(created.map(\.id) == [resumed.gatherID])
        #expect(try await RESTGatherService(client: client).players(inGather: resumed.gatherID).count == 2)
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1)
    }

    @Test func start_onAServer_addsPlayersConcurrently_neverMoreThanTheBound() async throws {
        let server = try FakeGatherServer.start(latency: .milliseconds(40))
        defer { server.stop() }
        let (_, token) = server.seedUser(username: "coach", password: "pw")
        let client = APIClient(baseURL: server.baseURL, timeout: 10, tokenProvider: { token })
        let players = RESTPlayerService(client: client)
        for index in 1...22 { _ = try await players.createPlayer(PlayerDraft(name: "P\(index)")) }
        server.resetMaxConcurrentRequests()

        let teams = (1...11).map { "P\($0)" }.joined(separator: ",") + "/" + (12...22).map { "P\($0)" }.joined(separator: ",")
        let match = try await makeSUT(FixedConnector(players: players, gathers: RESTGatherService(client: client))).start(.sides(teams))

        #expect(match.pending.isEmpty)
        #expect(server.maxConcurrentRequests > 1)
        #expect(server.maxConcurrentRequests <= StartViewModel.concurrentRequests)
        let adds = server.requests.filter { $0.method == "POST" && $0.path.contains("/players/") }
        #expect(adds.count == 22)
        #expect(adds.filter { String(decoding: $0.body, as: UTF8.self).contains("Team B") }.count == 11)
    }
}

/// The create is answered after the client's timeout (the fake server's slow-reply
/// fault, switched on for that one request); everything else is normal.
struct SlowCreate: OneAtATimeGathers {
    let inner: RESTGatherService
    /// The client of the create, which gives up before the slow reply comes.
    var creating: RESTGatherService?
    let server: FakeGatherServer

    func createGather() async throws -> UUID {
        server.setFault(.slowReply(seconds: 2))
        defer { server.setFault(nil) }
        return try await (creating ?? inner).createGather()
    }

    func gathers() async throws -> [Gather] { try await inner.gathers() }
    func setResult(ofGather id: UUID, score: Score) async throws { try await inner.setResult(ofGather: id, score: score) }
    func deleteGather(id: UUID) async throws { try await inner.deleteGather(id: id) }
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        try await inner.addPlayer(id: playerID, toGather: gatherID, team: team)
    }
    func players(inGather id: UUID) async throws -> [Player] { try await inner.players(inGather: id) }
}

/// A gather service whose add-player calls fail with a 503 for some players, until healed.
final class FlakyGatherService: OneAtATimeGathers {
    private struct State {
        var failuresLeft: [Int: Int]
        var attempts: [Int: Int] = [:]
        var added: [(Int, Team)] = []
        var results: [Score] = []
    }

    private let state: Mutex<State>

    init(failuresPerPlayer: Int, failing: Set<Int>) {
        state = Mutex(State(failuresLeft: Dictionary(uniqueKeysWithValues: failing.map { ($0, failuresPerPlayer) })))
    }

    func heal() { state.withLock { $0.failuresLeft = [:] } }
    func attempts(for id: Int) -> Int { state.withLock { $0.attempts[id] ?? 0 } }
    var added: [(Int, Team)] { state.withLock { $0.added } }
    var results: [Score] { state.withLock { $0.results } }

    func gathers() async throws -> [Gather] { [] }
    func createGather() async throws -> UUID { UUID() }
    func setResult(ofGather id: UUID, score: Score) async throws { state.withLock { $0.results.append(score) } }
    func deleteGather(id: UUID) async throws {}
    func players(inGather id: UUID) async throws -> [Player] { [] }

    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        let fails = state.withLock { state in
            state.attempts[playerID, default: 0] += 1
            guard let left = state.failuresLeft[playerID], left > 0 else {
                state.added.append((playerID, team))
                return false
            }
            state.failuresLeft[playerID] = left - 1
            return true
        }
        if fails { throw APIError.serverError(status: 503, reason: "busy") }
    }
}
