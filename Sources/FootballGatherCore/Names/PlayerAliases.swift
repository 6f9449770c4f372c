/// An alias meets a name's rules and is unique among the roster's names and aliases, so it picks one player.
enum PlayerAliases {
    /// The trimmed alias, refused like a name that could not be one (the name's rule, about an alias).
    static func validated(_ text: String) throws(InputError) -> String {
        do {
            return try PlayerValidation.name(text)
        } catch {
            throw .invalidAlias(error)
        }
    }

    /// Who each name key picks, by name and by alias, taken once: many aliases (an import) cost what they are.
    struct Owners {
        var names: [String: Player]
        var aliases: [String: Player]

        init(_ roster: [Player]) {
            names = Dictionary(roster.map { (PlayerValidation.key($0.name), $0) }, uniquingKeysWith: { first, _ in first })
            aliases = Dictionary(roster.flatMap { player in player.aliases.map { (PlayerValidation.key($0), player) } }, uniquingKeysWith: { first, _ in first })
        }

        /// Refuses `alias` as a player's name (`id`'s own too: it would add nothing), or as another's alias.
        func refuseClash(_ alias: String, of id: Int?) throws(InputError) {
            let key = PlayerValidation.key(alias)
            if let player = names[key] { throw .aliasIsNameOf(alias, player: player.name, id: player.id) }
            if let player = aliases[key], player.id != id { throw .aliasTaken(alias, player: player.name, id: player.id) }
        }
    }

    static func refuseName(_ name: String, of id: Int?, in roster: [Player]) throws(InputError) {
        guard let owner = roster.first(where: { $0.id != id && $0.hasAlias(name) }) else { return }
        throw .nameIsAliasOf(name, player: owner.name, id: owner.id)
    }

    /// `aliases` of player `id` (nil: not added yet) named `name`, validated and unique in `roster` and list.
    static func checked(_ aliases: [String], of id: Int?, named name: String, in roster: [Player]) throws(InputError) -> [String] {
        let owners = Owners(roster)
        var accepted: [String] = []
        for text in aliases {
            let alias = try validated(text)
            guard !same(alias, name) else { throw .aliasIsOwnName(alias, name: name) }
            try owners.refuseClash(alias, of: id)
            guard !accepted.contains(where: { same($0, alias) }) else { throw .aliasGivenTwice(alias) }
            accepted.append(alias)
        }
        return accepted
    }

    static func same(_ first: String, _ second: String) -> Bool { PlayerValidation.sameName(first, second) }
}

extension Player {
    func hasAlias(_ text: String) -> Bool { aliases.contains { PlayerAliases.same($0, text) } }
}
