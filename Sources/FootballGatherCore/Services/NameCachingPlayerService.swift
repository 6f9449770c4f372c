import Foundation

/// A server's roster service that keeps `PlayerNameCache` in step with every roster it
/// reads and every change it makes, so that completion names the account's players
/// without asking the server.
public struct NameCachingPlayerService: PlayerService {
    let base: any PlayerService
    let cache: PlayerNameCache

    public init(_ base: any PlayerService, cache: PlayerNameCache) {
        self.base = base
        self.cache = cache
    }

    public func players() async throws -> [Player] {
        let players = try await base.players()
        cache.update { $0 = players.map { .init(id: $0.id, name: $0.name) } }
        return players
    }

    public func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        let id = try await base.createPlayer(draft)
        cache.update { Self.set(id, draft.name, in: &$0) }
        return id
    }

    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try await base.updatePlayer(id: id, with: draft)
        cache.update { Self.set(id, draft.name, in: &$0) }
    }

    public func deletePlayer(id: Int) async throws {
        try await base.deletePlayer(id: id)
        cache.update { $0.removeAll { $0.id == id } }
    }

    public func gathers(ofPlayer id: Int) async throws -> [Gather] { try await base.gathers(ofPlayer: id) }

    public func takeBack(ids: [Int]) async throws {
        try await base.takeBack(ids: ids)
        cache.update { $0.removeAll { ids.contains($0.id) } }
    }

    public func nextPlayerID() async throws -> Int? { try await base.nextPlayerID() }

    /// The base creates them (six at a time on a server); the list is written once after.
    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        let outcome = try await base.createPlayers(drafts, roster: roster, progress: progress)
        cache.update { entries in
            for (id, draft) in zip(outcome.ids, drafts) {
                if let id { Self.set(id, draft.name, in: &entries) }
            }
        }
        return outcome
    }

    /// The base imports it; its new players reach the list through `createPlayers` of the
    /// bundle's players, this service among them.
    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        try await base.importArchive(planning: planning, services: services, progress: progress)
    }

    private static func set(_ id: Int, _ name: String, in entries: inout [PlayerNameCache.Entry]) {
        if let index = entries.firstIndex(where: { $0.id == id }) {
            entries[index].name = name
        } else {
            entries.append(.init(id: id, name: name))
        }
    }
}
