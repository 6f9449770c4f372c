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

    public init(
        service: any PlayerService, intents: any IntentSerializer, notes: any PlayerNotesStore,
        retry: RetryPolicy = RetryPolicy()
    ) {
        self.service = AliasedPlayers.wrapping(service, notes: notes)
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
    /// `rule` returns the aliases of each draft it accepted (none: an empty list), kept for
    /// those created.
    public func add(
        _ drafts: [PlayerDraft], checking rule: ([Player]) throws -> [[String]],
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> PlayerBatch.Outcome {
        try await intents.exclusively {
            let roster = try await service.players()
            let aliases = try rule(roster)
            let outcome = try await service.createPlayers(drafts, roster: roster, retry: retry, progress: progress)
            let kept = zip(outcome.ids, aliases).compactMap { id, list in id.map { ($0, list) } }.filter { !$0.1.isEmpty }
            if !kept.isEmpty { try notes.update { notes in for (id, list) in kept { notes.setAliases(list, of: id) } } }
            return outcome
        }
    }

    /// Lets `decide` pick a player's new fields from the roster as it is now and sends them
    /// (a `PUT` replaces every field) when they changed; changed aliases are kept on this
    /// machine. A nil replacement changes nothing.
    public func edit<T>(_ decide: ([Player]) throws -> (replacement: Player?, result: T)) async throws -> T {
        try await intents.exclusively {
            let roster = try await service.players()
            let decision = try decide(roster)
            guard let player = decision.replacement else { return decision.result }
            let before = roster.first { $0.id == player.id }
            if before?.draft != player.draft { try await service.updatePlayer(id: player.id, with: player.draft) }
            if before?.aliases != player.aliases { try notes.update { $0.setAliases(player.aliases, of: player.id) } }
            return decision.result
        }
    }

    /// Deletes players by id, telling `deleted` after each; one already gone fails as not found.
    /// Each is noted first as departed, as they were, so past matches still name them; their
    /// aliases go with them, free for another player.
    /// Takes players just added off the roster again, leaving no trace (they played no
    /// match): a list refused after its newcomers were added adds nobody.
    func takeBack(_ players: [Player]) async throws {
        try await intents.exclusively {
            for player in players { try await service.deletePlayer(id: player.id) }
        }
    }

    public func delete(_ players: [Player], each deleted: (Player) -> Void = { _ in }) async throws {
        try await intents.exclusively {
            for player in players {
                try notes.update { notes in
                    notes.departed.removeAll { $0.id == player.id }
                    notes.departed.append(player)
                    notes.retired.removeAll { $0 == player.id }
                    notes.setAliases([], of: player.id)
                }
                try await service.deletePlayer(id: player.id)
                deleted(player)
            }
        }
    }
}
