import Foundation

/// A server's roster, for a logged-in user: an edit or a deletion the server cannot be
/// reached for is kept in the outbox and the command goes on; any write that can be sent
/// sends what waits first. The roster read shows what waits as done. A new player needs
/// the server (an id of its own), so a create without signal fails as it did.
public struct KeepingPlayerService: PlayerService {
    let delivery: OutboxDelivery
    let now: @Sendable () -> Date
    var base: any PlayerService { delivery.players }
    var outbox: ServerOutbox { delivery.outbox }

    public init(_ delivery: OutboxDelivery, now: @escaping @Sendable () -> Date = Date.init) {
        self.delivery = delivery
        self.now = now
    }

    public func players() async throws -> [Player] {
        var players = try await base.players()
        for waiting in try outbox.outbox().waiting where waiting.conflict == nil {
            switch waiting.change {
            case .editPlayer(let id, let draft):
                if let index = players.firstIndex(where: { $0.id == id }) { players[index] = Player(id: id, draft: draft) }
            case .deletePlayer(let id): players.removeAll { $0.id == id }
            default: break
            }
        }
        return players
    }

    public func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        if let unreachable = try await delivery.sendWhatWaits() { throw unreachable }
        return try await base.createPlayer(draft)
    }

    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try await sendOrKeep(.editPlayer(id: id, draft: draft)) { try await base.updatePlayer(id: id, with: draft) }
    }

    public func deletePlayer(id: Int) async throws {
        try await sendOrKeep(.deletePlayer(id: id)) { try await base.deletePlayer(id: id) }
    }

    /// Without signal, the gathers this machine keeps the sides of that the player played in.
    public func gathers(ofPlayer id: Int) async throws -> [Gather] {
        do {
            return try await base.gathers(ofPlayer: id)
        } catch let error as APIError where error.isNoConnection {
            guard let kept = try outbox.keptGathers() else { throw error }
            outbox.keptNow.answeredOffline(asOf: nil)
            let played = try outbox.keptMembers(of: kept.map(\.id)).filter { $0.value.contains { $0.id == id } }
            return kept.filter { played[$0.id] != nil }
        }
    }

    public func nextPlayerID() async throws -> Int? { try await base.nextPlayerID() }

    public func takeBack(ids: [Int]) async throws { try await base.takeBack(ids: ids) }

    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        if let unreachable = try await delivery.sendWhatWaits() { throw unreachable }
        return try await base.createPlayers(drafts, roster: roster, progress: progress)
    }

    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        if let unreachable = try await delivery.sendWhatWaits() { throw unreachable }
        return try await base.importArchive(planning: planning, services: services, progress: progress)
    }

    private func sendOrKeep(_ change: ServerChange, _ send: () async throws -> Void) async throws {
        try await delivery.sendOrKeep(change, at: now, send)
    }
}
