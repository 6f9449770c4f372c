import Foundation

/// The rules an alias meets: a name's rules, and unique among every name and alias of the
/// roster as the resolver compares them (without case or accents), so that it picks one player.
enum PlayerAliases {
    /// The trimmed alias, refused like a name that could not be one (the name's rule, about an alias).
    static func validated(_ text: String) throws(InputError) -> String {
        do {
            return try PlayerValidation.name(text)
        } catch {
            throw .invalidAlias(error)
        }
    }

    /// Refuses `alias` when it is the name or an alias of a player of `roster` other than
    /// `id`, or the own name of `id` (it would add nothing), naming that player.
    static func refuseClash(_ alias: String, of id: Int?, in roster: [Player]) throws(InputError) {
        for player in roster {
            if same(player.name, alias) {
                throw .aliasIsNameOf(alias, player: player.name, id: player.id)
            }
            if player.id != id, player.hasAlias(alias) {
                throw .aliasTaken(alias, player: player.name, id: player.id)
            }
        }
    }

    /// Refuses a player's new name when it is another player's alias.
    static func refuseName(_ name: String, of id: Int?, in roster: [Player]) throws(InputError) {
        guard let owner = roster.first(where: { $0.id != id && $0.hasAlias(name) }) else { return }
        throw .nameIsAliasOf(name, player: owner.name, id: owner.id)
    }

    /// `aliases` of the player `id` (nil: one not added yet) called `name`, validated, each
    /// unique in `roster` (apart from the player's own aliases) and among themselves.
    static func checked(_ aliases: [String], of id: Int?, named name: String, in roster: [Player]) throws(InputError) -> [String] {
        var accepted: [String] = []
        for text in aliases {
            let alias = try validated(text)
            guard !same(alias, name) else { throw .aliasIsOwnName(alias, name: name) }
            try refuseClash(alias, of: id, in: roster)
            guard !accepted.contains(where: { same($0, alias) }) else { throw .aliasGivenTwice(alias) }
            accepted.append(alias)
        }
        return accepted
    }

    /// The same name or alias, as the resolver compares them: without case or accents.
    static func same(_ first: String, _ second: String) -> Bool { PlayerValidation.sameName(first, second) }
}

extension Player {
    /// Whether `text` is one of the player's aliases, compared as the resolver does.
    func hasAlias(_ text: String) -> Bool { aliases.contains { PlayerAliases.same($0, text) } }
}
