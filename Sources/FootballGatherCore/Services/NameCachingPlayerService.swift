import Foundation

/// A server's roster service that keeps `PlayerNameCache` in step with every roster it reads and every
/// change it makes, so that completion names the account's players without asking the server.
public struct NameCachingPlayerService: PlayerServiceWrapper {
    let base: any PlayerService
    let cache: PlayerNameCache
    /// Told when a read was answered from what this machine kept, or found a player renamed elsewhere.
    let offline: KeptChanges?
    let now: @Sendable () -> Date

    public init(_ base: any PlayerService, cache: PlayerNameCache, offline: KeptChanges? = nil, now: @escaping @Sendable () -> Date = Date.init) {
        self.base = base
        self.cache = cache
        self.offline = offline
        self.now = now
    }

    /// The roster; when the server cannot be reached, the one this machine last saw
    /// (said once by the command, `KeptChanges.answeredOffline`).
    public func players() async throws -> [Player] {
        do {
            return try await currentPlayers()
        } catch let error as APIError where error.isNoConnection {
            guard let seen = try cache.seenAt() else {
                guard case .unreachable(var unreachable) = error else { throw error }
                unreachable.rosterNeverRead = true
                throw APIError.unreachable(unreachable)
            }
            offline?.answeredOffline(asOf: seen)
            return cache.entries()
        }
    }

    /// The server's roster, kept for later; the failure when it cannot be reached (never the kept copy).
    /// A player of an id this machine knew by another name is said (`KeptChanges.Record.renamedElsewhere`): the
    /// server cannot tell a rename from a new player given a deleted one's id, and what this machine keeps of
    /// the id (sides, goals, fees, the squad) goes with the name the server has now.
    public func currentPlayers() async throws -> [Player] {
        let players = try await base.players()
        let known = Dictionary(cache.entries().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        cache.update(seenAt: now()) { $0 = players }
        let renamed = players.compactMap { player in
            known[player.id].flatMap { PlayerValidation.sameName($0, player.name) ? nil : RenamedElsewhere(id: player.id, was: $0, now: player.name) }
        }
        if !renamed.isEmpty { offline?.note { $0.renamedElsewhere += renamed } }
        return players
    }

    public func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        let id = try await base.createPlayer(draft)
        cache.update { Self.set(id, draft, in: &$0) }
        return id
    }

    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try await base.updatePlayer(id: id, with: draft)
        cache.update { Self.set(id, draft, in: &$0) }
    }

    public func deletePlayer(id: Int) async throws {
        try await base.deletePlayer(id: id)
        cache.update { $0.removeAll { $0.id == id } }
    }

    public func takeBack(ids: [Int]) async throws {
        try await base.takeBack(ids: ids)
        cache.update { $0.removeAll { ids.contains($0.id) } }
    }

    /// The base creates them (six at a time on a server); the list is written once after.
    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        let outcome = try await base.createPlayers(drafts, roster: roster, progress: progress)
        cache.update { entries in
            for (id, draft) in zip(outcome.ids, drafts) {
                if let id { Self.set(id, draft, in: &entries) }
            }
        }
        return outcome
    }

    private static func set(_ id: Int, _ draft: PlayerDraft, in players: inout [Player]) {
        if let index = players.firstIndex(where: { $0.id == id }) {
            players[index] = Player(id: id, draft: draft)
        } else {
            players.append(Player(id: id, draft: draft))
        }
    }
}
