/// The roster as intents, each one transaction: it reads the roster, checks its rule and writes alone among
/// the backend's intents, so no other process can change the roster between the check and the write.
public struct Roster: Sendable {
    let service: any PlayerService
    let intents: any IntentSerializer
    let notes: any PlayerNotesStore

    public init(services: ServiceBundle) {
        self.init(service: services.players, intents: services.intents, notes: services.notes)
    }

    public init(service: any PlayerService, intents: any IntentSerializer, notes: any PlayerNotesStore) {
        self.service = AliasedPlayers.wrapping(service, notes: notes)
        self.intents = intents
        self.notes = notes
    }

    public func players() async throws -> [Player] { try await service.players() }

    public func players(includingRetired: Bool) async throws -> [Player] {
        let roster = try await service.players()
        return includingRetired ? roster : try notes.notes().active(roster)
    }

    func retiredIDs() throws -> Set<Int> { Set(try notes.notes().retired) }

    /// Retires (or brings back) the player `choose` picks from the roster as it is now. Retiring takes them
    /// out of `squad` (its first reserve moves up); bringing them back never changes it. `matches` tells
    /// whether they play in the running match, where they stay.
    func setRetired(
        _ retired: Bool, squad: BackendSquad? = nil, matches: (any MatchStore)? = nil, choosing choose: ([Player]) throws -> Player
    ) async throws -> RetirementChange {
        try await intents.reserving([.roster, .squad], for: .changingRoster) {
            let everyone = try await service.players()
            let player = try choose(everyone)
            let before = try notes.notes()
            let changed = try notes.update { notes in
                let was = notes.isRetired(player.id)
                if retired, !was { notes.retired.append(player.id) }
                if !retired { notes.retired.removeAll { $0 == player.id } }
                return was != retired
            }
            var change = RetirementChange(player: player, changed: changed)
            if let squad {
                let active = before.active(everyone)
                let (left, movedUp) = try squad.store.update(of: squad.backend) { ids in
                    let leaving = Squad.leaving(player.id, squad: ids, active: active, notes: before)
                    ids = leaving.squad
                    return (leaving.left, leaving.movedUp)
                }
                change.leftSquad = retired && left
                change.movedUp = retired ? movedUp : []
                if let match = try matches?.slot().match, match.backend == squad.backend, match.team(of: player.id) != nil {
                    change.inRunningMatch = true
                }
            }
            return change
        }
    }

    /// Creates the drafts once `rule` accepts them against the roster as it is now (offline in one write,
    /// on a server a few requests at a time). `rule` returns each accepted draft's aliases, to keep.
    func add(
        _ drafts: [PlayerDraft], checking rule: ([Player]) throws -> [[String]],
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> PlayerBatch.Outcome {
        try await intents.reserving(Self.subjects(creating: drafts), for: .addingPlayers(drafts.map(\.name))) {
            let roster = try await service.players()
            let aliases = try rule(roster)
            let outcome = try await service.createPlayers(drafts, roster: roster, progress: progress)
            let kept = zip(outcome.ids, aliases).compactMap { id, list in id.map { ($0, list) } }.filter { !$0.1.isEmpty }
            if !kept.isEmpty { try notes.update { notes in for (id, list) in kept { notes.setAliases(list, of: id) } } }
            return outcome
        }
    }

    /// `decide` picks a player's new fields from the roster as it is now (nil: no change); they are sent only
    /// when they changed (a `PUT` replaces every field), and changed aliases are kept on this machine.
    func edit<T>(_ decide: ([Player]) throws -> (replacement: Player?, result: T)) async throws -> T {
        try await intents.reserving([.roster], for: .changingRoster) {
            let roster = try await service.players()
            let decision = try decide(roster)
            guard let player = decision.replacement else { return decision.result }
            let before = roster.first { $0.id == player.id }
            if before?.draft != player.draft { try await service.updatePlayer(id: player.id, with: player.draft) }
            if before?.aliases != player.aliases { try notes.update { $0.setAliases(player.aliases, of: player.id) } }
            return decision.result
        }
    }

    /// Leaves no trace (they played no match, and offline their ids are given again): a list refused after
    /// its newcomers were added adds nobody and uses up nothing.
    func takeBack(_ players: [Player]) async throws {
        try await intents.reserving([.roster], for: .changingRoster) {
            try await service.takeBack(ids: players.map(\.id))
        }
    }

    /// One already gone is done, as every backend deletes. Each is noted first as departed, as they were, so
    /// past matches still name them; their aliases go with them, free for another player. Those in `squad`
    /// leave it; returns the reserves who moved up into their places.
    @discardableResult
    func delete(_ players: [Player], squad: BackendSquad? = nil, each deleted: (Player) -> Void = { _ in }) async throws -> [Player] {
        try await intents.reserving(squad == nil ? [.roster] : [.roster, .squad], for: .changingRoster) {
            let before = try notes.notes()
            // The roster is read again only when a squad member goes (on a server, a request).
            let inSquad = try squad.map { try $0.store.squad(of: $0.backend) } ?? []
            let leaving = players.contains { inSquad.contains($0.id) }
            var active = leaving ? before.active(try await service.players()) : []
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
            guard let squad, leaving else { return [] }
            return try squad.store.update(of: squad.backend) { ids in
                var movedUp: [Player] = []
                for player in players {
                    let leaving = Squad.leaving(player.id, squad: ids, active: active, notes: before)
                    (ids, movedUp) = (leaving.squad, movedUp + leaving.movedUp)
                    active.removeAll { $0.id == player.id }
                }
                return movedUp.filter { up in !players.contains { $0.id == up.id } }
            }
        }
    }

    /// A few new names are reserved one by one, so adds of other names go ahead; many take the whole roster.
    static func subjects(creating drafts: [PlayerDraft]) -> [ReservedSubject] {
        guard drafts.count <= 32 else { return [.roster] }
        return drafts.map { .playerName(NameKey($0.name)) }
    }
}
