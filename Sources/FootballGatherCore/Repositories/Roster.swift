import Foundation

/// The roster as intents (add, edit, delete), each one transaction: it reads the roster,
/// checks its rule against what it read and writes, alone among the backend's intents, so
/// no other process can change the roster between the check and the write.
public struct Roster: Sendable {
    let service: any PlayerService
    let intents: any IntentSerializer
    let notes: any PlayerNotesStore
    let retry: RetryPolicy

    public init(services: ServiceBundle, retry: RetryPolicy = RetryPolicy()) {
        self.init(service: services.players, intents: services.intents, notes: services.notes, retry: retry)
    }

    /// For the in-memory twins: intents of this process only wait for each other.
    public init(
        service: any PlayerService, intents: any IntentSerializer = MemoryIntentLock(),
        notes: any PlayerNotesStore = MemoryPlayerNotes(), retry: RetryPolicy = RetryPolicy()
    ) {
        self.service = service
        self.intents = intents
        self.notes = notes
        self.retry = retry
    }

    public func players() async throws -> [Player] { try await service.players() }

    /// The roster without its retired players, unless `includingRetired`.
    public func players(includingRetired: Bool) async throws -> [Player] {
        let roster = try await service.players()
        return includingRetired ? roster : try notes.notes().active(roster)
    }

    public func retiredIDs() throws -> Set<Int> { Set(try notes.notes().retired) }

    /// Retires (or brings back) the player `choose` picks from the roster as it is now;
    /// returns them and whether anything changed.
    public func setRetired(_ retired: Bool, choosing choose: ([Player]) throws -> Player) async throws -> (Player, changed: Bool) {
        try await intents.exclusively {
            let player = try choose(try await service.players())
            let changed = try notes.update { notes in
                let was = notes.isRetired(player.id)
                if retired, !was { notes.retired.append(player.id) }
                if !retired { notes.retired.removeAll { $0 == player.id } }
                return was != retired
            }
            return (player, changed)
        }
    }

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
    /// Each is noted first as departed, as they were, so past matches still name them.
    public func delete(_ players: [Player], each deleted: (Player) -> Void = { _ in }) async throws {
        try await intents.exclusively {
            for player in players {
                try notes.update { notes in
                    notes.departed.removeAll { $0.id == player.id }
                    notes.departed.append(player)
                    notes.retired.removeAll { $0 == player.id }
                }
                try await service.deletePlayer(id: player.id)
                deleted(player)
            }
        }
    }
}
