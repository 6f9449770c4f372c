import Foundation
import Synchronization
@testable import FootballGatherCore
@testable import GatherTestSupport

/// A whole backend in memory: a roster, gathers with their players, and hooks a test
/// sets to fail or to act while a request is "on the wire".
final class MemoryBackend: OneAtATimePlayers, OneAtATimeGathers {
    struct State {
        var players: [Player] = []
        var nextID = 1
        var gathers: [Gather] = []
        var members: [UUID: [(Int, Team)]] = [:]
        var results: [Score] = []
        var creates = 0
        /// How many times a gather's players were read (`players(inGather:)`).
        var memberReads = 0
    }

    let state = Mutex(State())
    let userID = UUID()
    /// Runs inside `createGather` after the gather exists; may throw to fake a lost reply.
    let onCreate = Mutex<@Sendable () throws -> Void>({})
    /// Runs inside `setResult` before it is stored, once per call.
    let onSetResult = Mutex<@Sendable () async throws -> Void>({})

    init(players names: [String] = []) {
        for name in names {
            state.withLock { state in
                state.players.append(Player(id: state.nextID, name: name))
                state.nextID += 1
            }
        }
    }

    var roster: [Player] { state.withLock { $0.players } }
    var results: [Score] { state.withLock { $0.results } }
    var creates: Int { state.withLock { $0.creates } }
    func members(of id: UUID) -> [(Int, Team)] { state.withLock { $0.members[id] ?? [] } }
    var allGathers: [Gather] { state.withLock { $0.gathers } }

    func players() async throws -> [Player] { roster }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.players.append(Player(id: id, draft: draft))
            return id
        }
    }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try state.withLock { state in
            guard let index = state.players.firstIndex(where: { $0.id == id }) else { throw APIError.notFound(reason: nil) }
            state.players[index] = Player(id: id, draft: draft)
        }
    }
    func deletePlayer(id: Int) async throws {
        state.withLock { state in
            state.players.removeAll { $0.id == id }  // gone already is done, as on the backends
        }
    }
    func gathers(ofPlayer id: Int) async throws -> [Gather] {
        state.withLock { state in state.gathers.filter { gather in state.members[gather.id]?.contains { $0.0 == id } ?? false } }
    }

    func gathers() async throws -> [Gather] { allGathers }

    func createGather() async throws -> UUID {
        let id = UUID()
        let userID = self.userID
        state.withLock { state in
            state.gathers.append(Gather(id: id, userId: userID))
            state.creates += 1
        }
        try onCreate.withLock { $0 }()
        return id
    }

    func setResult(ofGather id: UUID, score: Score) async throws {
        try await onSetResult.withLock { $0 }()
        try state.withLock { state in
            guard let index = state.gathers.firstIndex(where: { $0.id == id }) else { throw APIError.notFound(reason: nil) }
            state.gathers[index].score = score.text
            state.gathers[index].winnerTeam = score.winnerWireValue
            state.results.append(score)
        }
    }

    func deleteGather(id: UUID) async throws {
        state.withLock { state in
            state.gathers.removeAll { $0.id == id }
            state.members[id] = nil
        }
    }

    /// Once, as every backend's: a player the gather has is not added again.
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        state.withLock { state in
            guard !(state.members[gatherID] ?? []).contains(where: { $0.0 == playerID }) else { return }
            state.members[gatherID, default: []].append((playerID, team))
        }
    }

    var memberReads: Int { state.withLock { $0.memberReads } }

    func players(inGather id: UUID) async throws -> [Player] {
        state.withLock { state in
            state.memberReads += 1
            return (state.members[id] ?? []).compactMap { member in state.players.first { $0.id == member.0 } }
        }
    }
}

/// A connector that always opens the same services, whatever the backend.
struct FixedConnector: BackendConnector {
    var configured: Backend = .server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))
    let bundle: ServiceBundle

    init(
        players: any PlayerService, gathers: any GatherService, details: any GatherDetailsStore = MemoryGatherDetails(),
        auth: (any AuthService)? = nil, intents: any IntentSerializer = MemoryIntentLock()
    ) {
        bundle = ServiceBundle.inMemory(players: players, gathers: gathers, details: details, auth: auth, intents: intents)
    }

    init(bundle: ServiceBundle) { self.bundle = bundle }

    init(_ backend: MemoryBackend, details: any GatherDetailsStore = MemoryGatherDetails()) {
        self.init(players: backend, gathers: backend, details: details)
    }

    func backend() throws -> Backend { configured }
    func services(for backend: Backend) throws -> ServiceBundle { bundle }
}

/// Counts calls from any task: `next()` returns 1 the first time, then 2, …
final class CallCounter: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
