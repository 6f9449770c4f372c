import Foundation

/// The roster as intents (add, edit, delete), each one transaction: it reads the roster,
/// checks its rule against what it read and writes, alone among the backend's intents, so
/// no other process can change the roster between the check and the write.
public struct Roster: Sendable {
    let service: any PlayerService
    let intents: any IntentSerializer
    let retry: RetryPolicy

    public init(services: ServiceBundle, retry: RetryPolicy = RetryPolicy()) {
        self.init(service: services.players, intents: services.intents, retry: retry)
    }

    /// For the in-memory twins: intents of this process only wait for each other.
    public init(service: any PlayerService, intents: any IntentSerializer = MemoryIntentLock(), retry: RetryPolicy = RetryPolicy()) {
        self.service = service
        self.intents = intents
        self.retry = retry
    }

    public func players() async throws -> [Player] { try await service.players() }

    /// Creates the drafts once `rule` accepts them against the roster as it is now;
    /// offline in one write, on a server a few requests at a time (`PlayerService.createPlayers`).
    public func add(
        _ drafts: [PlayerDraft], checking rule: ([Player]) throws -> Void,
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> PlayerBatch.Outcome {
        try await intents.exclusively {
            let roster = try await service.players()
            try rule(roster)
            return try await service.createPlayers(drafts, roster: roster, retry: retry, progress: progress)
        }
    }

    /// Lets `decide` pick a player's new fields from the roster as it is now and sends them
    /// (a `PUT` replaces every field); a nil replacement sends nothing.
    public func edit<T>(_ decide: ([Player]) throws -> (replacement: Player?, result: T)) async throws -> T {
        try await intents.exclusively {
            let decision = try decide(try await service.players())
            if let player = decision.replacement { try await service.updatePlayer(id: player.id, with: player.draft) }
            return decision.result
        }
    }

    /// Deletes players by id, telling `deleted` after each; one already gone fails as not found.
    public func delete(_ players: [Player], each deleted: (Player) -> Void = { _ in }) async throws {
        try await intents.exclusively {
            for player in players {
                try await service.deletePlayer(id: player.id)
                deleted(player)
            }
        }
    }
}
