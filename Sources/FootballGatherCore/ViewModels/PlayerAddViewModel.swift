/// The add-player screen: validate everything, check the name is free, then one create request.
public struct PlayerAddViewModel: Sendable {
    let roster: Roster

    public init(roster: Roster) {
        self.roster = roster
    }

    /// A new player: their fields as given (`PlayerValidation` checks them), and what the add allows.
    public struct Input: Sendable {
        var fields: PlayerDraft
        /// Add even when another player has the same name (trimmed, any case).
        var allowsDuplicateName: Bool
        /// Other names the player answers to (one player only).
        var aliases: [String]

        public init(_ fields: PlayerDraft, allowsDuplicateName: Bool = false, aliases: [String] = []) {
            self.fields = fields
            self.allowsDuplicateName = allowsDuplicateName
            self.aliases = aliases
        }

        func draft() throws(InputError) -> PlayerDraft { try PlayerValidation.validated(fields) }
    }

    func add(_ input: Input) async throws -> Player {
        let draft = try input.draft()
        var aliases: [String] = []
        let outcome = try await roster.add([draft]) { players in
            if !input.allowsDuplicateName { try PlayerValidation.refuseDuplicate(draft.name, in: players) }
            aliases = try PlayerAliases.checked(input.aliases, of: nil, named: draft.name, in: players)
            return [aliases]
        }
        if let error = outcome.firstError { throw error }
        guard let id = outcome.ids.first ?? nil else { throw InputError.playerNotAdded }
        var player = Player(id: id, draft: draft)
        player.aliases = aliases
        return player
    }

    /// Adds a player per name, other fields shared. Every name is checked before anything is created (one bad
    /// name adds nobody), against the roster inside the write's intent (a parallel add cannot slip in).
    public func add(names: [String], with fields: Input) async throws -> [Player] {
        if names.count == 1, let name = names.first { return [try await add(with(name, fields))] }
        guard !names.isEmpty else { throw InputError.noNamesToAdd }
        guard fields.aliases.isEmpty else { throw InputError.aliasesForSeveralPlayers }
        var drafts: [PlayerDraft] = []
        var refused: [RefusedName] = []
        for name in names {
            do throws(InputError) {
                drafts.append(try with(name, fields).draft())
            } catch {
                refused.append(RefusedName(name: name, reason: error))
            }
        }
        // Every refused name is said at once, so one fix of the list is enough.
        if refused.count > 1 { throw InputError.cannotAddSeveral(refused) }
        if let only = refused.first { throw InputError.cannotAdd(only.name, reason: only.reason) }
        let outcome = try await roster.add(drafts) { players in
            if !fields.allowsDuplicateName { try PlayerValidation.refuseDuplicates(drafts.map(\.name), in: players) }
            return []
        }
        let added = zip(outcome.ids, drafts).compactMap { id, draft in id.map { Player(id: $0, draft: draft) } }
        if let error = outcome.firstError {
            let missing = zip(outcome.ids, drafts).filter { $0.0 == nil }.map(\.1.name)
            let done = added.map { PartialBatchError.AddedPlayer(name: $0.name, id: $0.id) }
            throw PartialBatchError(.playersAdded(done, of: drafts.count, missing: missing), cause: error)
        }
        return added
    }

    private func with(_ name: String, _ fields: Input) -> Input {
        var input = fields
        input.fields.name = name
        return input
    }
}
