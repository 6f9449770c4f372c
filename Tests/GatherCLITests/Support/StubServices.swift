import Foundation
import Synchronization

@testable import FootballGatherCore
@testable import GatherTestSupport

/// In-memory players, gathers and accounts that record every call, so a test can prove
/// that a command sent no request (or exactly the one it should).
final class StubServices: OneAtATimePlayers, OneAtATimeGathers, AuthService {
    enum Call: Equatable, Sendable {
        case players
        case createPlayer(PlayerDraft)
        case updatePlayer(id: Int, PlayerDraft)
        case deletePlayer(id: Int)
        case gathersOfPlayer(id: Int)
        case gathers
        case createGather
        case setResult(gather: UUID, score: Score)
        case deleteGather(UUID)
        case addPlayer(id: Int, gather: UUID, team: Team)
        case playersInGather(UUID)
        case register(username: String)
        case login(username: String)
        case users

        /// Calls that change something on the backend.
        var isWrite: Bool {
            switch self {
            case .createPlayer, .updatePlayer, .deletePlayer, .createGather, .setResult, .deleteGather, .addPlayer,
                .register:
                true
            default:
                false
            }
        }
    }

    private struct State {
        var players: [Player]
        var nextID: Int
        var gathers: [Gather] = []
        var calls: [Call] = []
        /// Gathers whose players answer 404, as a server may for a gather it half-lost.
        var unreadableLineups: Set<UUID> = []
    }

    private let state: Mutex<State>
    private let userID = UUID()

    init(players: [Player] = []) {
        state = Mutex(State(players: players, nextID: (players.map(\.id).max() ?? 0) + 1))
    }

    var calls: [Call] { state.withLock { $0.calls } }
    var writes: [Call] { calls.filter(\.isWrite) }
    var storedPlayers: [Player] { state.withLock { $0.players } }

    func cannotRead(playersOf id: UUID) { state.withLock { _ = $0.unreadableLineups.insert(id) } }

    private func record(_ call: Call) { state.withLock { $0.calls.append(call) } }

    static let notFound = APIError.notFound(reason: "Not Found")

    // MARK: PlayerService

    func players() async throws -> [Player] {
        state.withLock { state in
            state.calls.append(.players)
            return state.players
        }
    }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        state.withLock { state in
            state.calls.append(.createPlayer(draft))
            let id = state.nextID
            state.nextID += 1
            state.players.append(Player(id: id, draft: draft))
            return id
        }
    }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try state.withLock { state in
            state.calls.append(.updatePlayer(id: id, draft))
            guard let index = state.players.firstIndex(where: { $0.id == id }) else { throw Self.notFound }
            state.players[index] = Player(id: id, draft: draft)
        }
    }

    func deletePlayer(id: Int) async throws {
        state.withLock { state in
            state.calls.append(.deletePlayer(id: id))
            state.players.removeAll { $0.id == id }  // gone already is done, as on the backends
        }
    }

    func gathers(ofPlayer id: Int) async throws -> [Gather] {
        record(.gathersOfPlayer(id: id))
        return []
    }

    // MARK: GatherService

    func gathers() async throws -> [Gather] {
        state.withLock { state in
            state.calls.append(.gathers)
            return state.gathers
        }
    }

    func createGather() async throws -> UUID {
        let id = UUID()
        let userID = self.userID
        state.withLock { state in
            state.calls.append(.createGather)
            state.gathers.append(Gather(id: id, userId: userID))
        }
        return id
    }

    func setResult(ofGather id: UUID, score: Score) async throws {
        try state.withLock { state in
            state.calls.append(.setResult(gather: id, score: score))
            guard let index = state.gathers.firstIndex(where: { $0.id == id }) else { throw Self.notFound }
            state.gathers[index].score = score.text
            state.gathers[index].winnerTeam = score.winnerWireValue
        }
    }

    func deleteGather(id: UUID) async throws {
        state.withLock { state in
            state.calls.append(.deleteGather(id))
            state.gathers.removeAll { $0.id == id }
        }
    }

    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        record(.addPlayer(id: playerID, gather: gatherID, team: team))
    }

    func players(inGather id: UUID) async throws -> [Player] {
        record(.playersInGather(id))
        if state.withLock({ $0.unreadableLineups.contains(id) }) { throw Self.notFound }
        return []
    }

    // MARK: AuthService

    func register(username: String, password: String) async throws -> UUID {
        record(.register(username: username))
        return userID
    }

    func login(username: String, password: String) async throws -> LoginResponse {
        record(.login(username: username))
        return LoginResponse(token: "stub-token", userID: userID)
    }


    func users() async throws -> [User] {
        record(.users)
        return []
    }
}
