/// The edit-player screen: sends the whole player with only the given fields changed (`PUT` replaces all).
public struct PlayerEditViewModel: Sendable {
    /// The fields to set, by key path into the player's fields: a new field needs no case here.
    /// Unchecked: a key path to a stored property and the closure setting it are immutable values.
    public struct Changes: @unchecked Sendable {
        /// Rename even when another player has the new name (trimmed, any case).
        public var allowsDuplicateName = false
        /// Aliases to add, each unique among every name and alias.
        public var addedAliases: [String] = []
        /// Aliases to remove, each one the player has (any case, any accents).
        public var removedAliases: [String] = []
        /// The short name chat posts show (`Bea`): kept as an alias too, checked as aliases are.
        public var knownAs: String?
        private var settings: [(field: PartialKeyPath<PlayerDraft>, apply: (inout PlayerDraft) -> Void)] = []

        public init() {}

        /// Sets one field; `nil` clears an optional one.
        public mutating func set<Value>(_ field: WritableKeyPath<PlayerDraft, Value>, to value: Value) {
            settings.append((field, { $0[keyPath: field] = value }))
        }

        func decides(_ field: PartialKeyPath<PlayerDraft>) -> Bool { settings.contains { $0.field == field } }

        func applied(to fields: PlayerDraft) -> PlayerDraft {
            settings.reduce(into: fields) { fields, setting in setting.apply(&fields) }
        }
    }

    public enum Outcome: Sendable, Equatable {
        case unchanged(Player)
        case updated(before: Player, after: Player)
    }

    let roster: Roster
    let prompter: any SuggestionPrompter

    public init(roster: Roster, prompter: any SuggestionPrompter = DeclinesSuggestions()) {
        self.roster = roster
        self.prompter = prompter
    }

    /// Every rule is checked inside the edit's intent, where a close name is offered too: one read, one send.
    public func edit(_ reference: String, with changes: Changes) async throws -> Named<Outcome> {
        try await NameDialogue.naming(prompter) { names in try await edit(reference, with: changes, names: names) }
    }

    private func edit(_ reference: String, with changes: Changes, names: NameDialogue) async throws -> Outcome {
        var changes = changes
        if let knownAs = changes.knownAs { changes.addedAliases.append(knownAs) }
        let outcome = try await editFields(reference, with: changes, names: names)
        guard let knownAs = changes.knownAs else { return outcome }
        let player = switch outcome {
        case .unchanged(let player), .updated(_, let player): player
        }
        let kept = player.aliases.first { PlayerAliases.same($0, knownAs) } ?? knownAs
        try roster.notes.update { notes in
            var all = notes.knownAs ?? [:]
            all[String(player.id)] = kept
            notes.knownAs = all
        }
        var known = player
        known.knownAs = kept
        return switch outcome {
        case .unchanged: .unchanged(known)
        case .updated(let before, _): .updated(before: before, after: known)
        }
    }

    private func editFields(_ reference: String, with changes: Changes, names: NameDialogue) async throws -> Outcome {
        try await roster.edit { roster in
            let player = try PlayerResolver.resolve(reference, in: roster, names: names)
            try Self.refuseErasing(player, changes: changes)
            var edited = player
            edited.draft = try PlayerValidation.validated(changes.applied(to: player.draft), changedFrom: player.draft)
            if edited.name != player.name, !changes.allowsDuplicateName {
                try PlayerValidation.refuseDuplicate(edited.name, of: player.id, in: roster)
            }
            edited.aliases = try Self.aliases(of: player, named: edited.name, changes: changes, roster: roster)
            guard edited != player else { return (nil, .unchanged(player)) }
            return (edited, .updated(before: player, after: edited))
        }
    }

    /// The player's aliases without the removed ones (each must be theirs), then the added
    /// ones (one they already have is kept once); an alias that is now their name goes.
    static func aliases(of player: Player, named name: String, changes: Changes, roster: [Player]) throws(InputError) -> [String] {
        var aliases = player.aliases
        for text in changes.removedAliases {
            guard let index = aliases.firstIndex(where: { PlayerAliases.same($0, text) }) else {
                throw .noSuchAlias(text, player: player.name, aliases: aliases)
            }
            aliases.remove(at: index)
        }
        aliases.removeAll { PlayerAliases.same($0, name) }
        let others = roster.map { other in other.id == player.id ? Player(id: other.id, name: name) : other }
        let added = try PlayerAliases.checked(changes.addedAliases, of: player.id, named: name, in: others)
        return aliases + added.filter { alias in !aliases.contains { PlayerAliases.same($0, alias) } }
    }

    /// `PUT` replaces every field, so a value this version could not read is lost unless the user decides it.
    static func refuseErasing(_ player: Player, changes: Changes) throws(InputError) {
        for (name, raw) in player.unrecognised.sorted(by: { $0.key < $1.key }) {
            guard let field = PlayerDraft.field(named: name), !changes.decides(field) else { continue }
            throw .wouldEraseUnreadable(player: player.name, field: name, raw: raw)
        }
    }
}
