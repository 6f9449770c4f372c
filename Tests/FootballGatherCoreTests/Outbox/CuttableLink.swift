import Foundation
import Synchronization

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A backend in memory behind a link a test can cut: while it is cut, every call fails as
/// a refused connection. Creates of players can also be made and then answered with a
/// broken connection (a lost reply).
final class CuttableLink: Sendable {
    static let server = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")

    let backend = MemoryBackend(players: ["Ana", "Bo", "Cy"])
    let cut = Mutex(false)
    let loseCreateReplies = Mutex(false)

    func check() throws {
        if cut.withLock({ $0 }) { throw APIError.unreachable(Unreachable(server: Self.server.absoluteString, reason: .refused)) }
    }

    var gathers: some GatherService { CuttableGathers(link: self) }
    var players: some PlayerService { CuttablePlayers(link: self) }
}

private struct CuttableGathers: OneAtATimeGathers {
    let link: CuttableLink
    func gathers() async throws -> [Gather] { try link.check(); return try await link.backend.gathers() }
    func createGather() async throws -> UUID { try link.check(); return try await link.backend.createGather() }
    func setResult(ofGather id: UUID, score: Score) async throws { try link.check(); try await link.backend.setResult(ofGather: id, score: score) }
    func deleteGather(id: UUID) async throws { try link.check(); try await link.backend.deleteGather(id: id) }
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        try link.check()
        try await link.backend.addPlayer(id: playerID, toGather: gatherID, team: team)
    }
    func players(inGather id: UUID) async throws -> [Player] { try link.check(); return try await link.backend.players(inGather: id) }
}

private struct CuttablePlayers: OneAtATimePlayers {
    let link: CuttableLink
    func players() async throws -> [Player] { try link.check(); return try await link.backend.players() }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        try link.check()
        let id = try await link.backend.createPlayer(draft)
        if link.loseCreateReplies.withLock({ $0 }) { throw APIError.connectionLost(server: CuttableLink.server.absoluteString) }
        return id
    }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { try link.check(); try await link.backend.updatePlayer(id: id, with: draft) }
    func deletePlayer(id: Int) async throws { try link.check(); try await link.backend.deletePlayer(id: id) }
    func gathers(ofPlayer id: Int) async throws -> [Gather] { try link.check(); return try await link.backend.gathers(ofPlayer: id) }
}
