import Foundation

/// A server's roster for a logged-in user, kept changes shown as done; writes send what waits first.
public struct KeepingPlayerService: PlayerServiceWrapper {
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
        let known = Set(players.map(\.id))
        players += try outbox.outbox().waitingCreates.filter { !known.contains($0.id) }
        for waiting in try outbox.outbox().waiting where waiting.isShown {
            switch waiting.change {
            case .editPlayer(let id, let draft, let base):
                if let index = players.firstIndex(where: { $0.id == id }) {
                    players[index] = Player(id: id, draft: draft.changes(from: base, putOver: players[index].draft))
                }
            case .deletePlayer(let id): players.removeAll { $0.id == id }
            default: break
            }
        }
        return players
    }

    /// Made once what waits is sent; without signal, kept under a temporary id.
    public func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        if try await delivery.sendWhatWaits() == nil {
            do {
                return try await base.createPlayer(draft)
            } catch let error as APIError where error.isNoConnection {}
        }
        return try outbox.keepNewPlayers([draft], at: now())[0]
    }

    /// An edit of a player added without signal and not sent yet changes what will be sent.
    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        if try outbox.foldEdit(of: id, into: draft) { return }
        try await delivery.sendOrKeepUnderPlayerID(.editPlayer(id: id, draft: draft), at: now) { try await base.updatePlayer(id: $0, with: draft) }
    }

    /// A player added without signal and not sent yet is forgotten, with what names them.
    public func deletePlayer(id: Int) async throws {
        if try outbox.forgetUnsentPlayer(id) { return }
        try await delivery.sendOrKeepUnderPlayerID(.deletePlayer(id: id), at: now) { try await base.deletePlayer(id: $0) }
    }

    /// Without signal (or for a player not made yet), the gathers with kept sides that the player played in.
    public func gathers(ofPlayer id: Int) async throws -> [Gather] {
        let real = try outbox.outbox().serverID(ofPlayer: id)
        var unreachable: APIError?
        if !PlayerID.isTemporary(real) {
            do {
                return try await base.gathers(ofPlayer: real)
            } catch let error as APIError where error.isNoConnection {
                unreachable = error
            }
        }
        guard let kept = try outbox.keptGathers() else {
            if let unreachable { throw unreachable }
            return []
        }
        if unreachable != nil { outbox.answeredOffline() }
        let played = try outbox.keptMembers(of: kept.map(\.id)).filter { $0.value.contains { $0.id == id } }
        return kept.filter { played[$0.id] != nil }
    }

    /// Without signal, each is kept under a temporary id.
    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        var outcome = PlayerBatch.Outcome(ids: drafts.map { _ in nil }, firstError: nil)
        if try await delivery.sendWhatWaits() == nil {
            outcome = try await base.createPlayers(drafts, roster: roster, progress: progress)
            guard let error = outcome.firstError as? APIError, error.isNoConnection else { return outcome }
            outcome.firstError = nil
        }
        let unmade = drafts.indices.filter { outcome.ids[$0] == nil }
        for (index, id) in zip(unmade, try outbox.keepNewPlayers(unmade.map { drafts[$0] }, at: now())) {
            outcome.ids[index] = id
        }
        progress(drafts.count)
        return outcome
    }

    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        if let unreachable = try await delivery.sendWhatWaits() { throw unreachable }
        return try await base.importArchive(planning: planning, services: services, progress: progress)
    }
}
