/// Finds the player a user means, the one rule wherever a player is named. In order: an id (`12`, `#12`), the
/// whole name in any case, an alias (no case or accents), the name without accents ("jose" → José), then a
/// unique prefix of its words ("Dave S" → Dave Smith). Several at the first level that matches are refused.
enum PlayerResolver {
    enum Match: Sendable, Equatable {
        case id, name, alias, aliasWithoutAccents, withoutAccents, wordPrefix

        /// Accents or a prefix: worth saying, and not enough for what cannot be undone.
        var isLoose: Bool { self == .aliasWithoutAccents || self == .withoutAccents || self == .wordPrefix }
    }

    /// The player `reference` picks; loose matches and offered close names go through `names`.
    static func resolve(_ reference: String, in players: [Player], names: NameDialogue = NameDialogue()) throws(InputError) -> Player {
        try resolve(reference, in: PlayerDirectory(players), names: names)
    }

    /// For what cannot be undone (deleting): an id, the whole name or an alias; a looser match
    /// is refused, naming the player it would have meant.
    static func resolveExactly(_ reference: String, in players: [Player]) throws(InputError) -> Player {
        let player: Player, match: Match
        do {
            (player, match) = try find(reference, in: players)
        } catch .unknownPlayer(let unknown, let suggestion) {
            throw .unknownExactPlayer(unknown, suggestion: suggestion)
        }
        guard !match.isLoose else { throw .notExactPlayer(reference, meant: "\(player.name) \(PlayerID.tag(player.id))") }
        return player
    }

    static func find(_ reference: String, in players: [Player]) throws(InputError) -> (Player, Match) {
        try find(reference, in: PlayerDirectory(players))
    }

    static func resolve(_ reference: String, in directory: PlayerDirectory, names: NameDialogue) throws(InputError) -> Player {
        let (player, match) = try names.resolving { () throws(InputError) in
            try find(reference, in: directory, corrections: names.corrections)
        }
        if match.isLoose { names.heard(PlayerDirectory.shown(reference), player) }
        return player
    }

    /// The player `reference` picks (a loose match kept in `names`), nil when nobody: for a list, whose
    /// unknown names go into one error that offers their suggestions (`NameDialogue.resolving`).
    static func resolveIfKnown(_ reference: String, in directory: PlayerDirectory, names: NameDialogue) throws(InputError) -> Player? {
        guard let (player, match) = try directory.find(reference, corrections: names.corrections) else { return nil }
        if match.isLoose { names.heard(PlayerDirectory.shown(reference), player) }
        return player
    }

    /// The unknown reference's did-you-mean is looked for only once it is refused.
    static func find(
        _ reference: String, in directory: PlayerDirectory, corrections: NameCorrections = NameCorrections()
    ) throws(InputError) -> (Player, Match) {
        guard let found = try directory.find(reference, corrections: corrections) else {
            throw .unknownPlayer(reference, suggestion: suggestion(for: reference, in: directory.players))
        }
        return found
    }

    /// One of `playing` (a match's players). An id, whole name or alias (any case or accents) of a roster
    /// player not playing means them and is refused, even if it begins a playing name. `ended`: a past match.
    static func resolve(_ reference: String, playing: [Player], roster: [Player], ended: Bool, names: NameDialogue) throws -> Player {
        let (player, match) = try names.resolving { () throws in
            try find(reference, playing: playing, roster: roster, ended: ended, corrections: names.corrections)
        }
        if match.isLoose { names.heard(PlayerDirectory.shown(reference), player) }
        return player
    }

    private static func find(
        _ reference: String, playing: [Player], roster: [Player], ended: Bool, corrections: NameCorrections
    ) throws -> (Player, Match) {
        let found = try PlayerDirectory(playing).find(reference, corrections: corrections)
        if let found, found.1 != .wordPrefix { return found }
        let onPitch = Set(playing.map(\.id))
        if let (other, match) = try? PlayerDirectory(roster).find(reference, corrections: corrections), match != .wordPrefix,
            !onPitch.contains(other.id)
        {
            throw LineupError.notPlaying(name: other.name, id: other.id, ended: ended)
        }
        guard let found else {
            throw LineupError.notInMatch(reference, suggestion: suggestion(for: reference, in: playing), ended: ended)
        }
        return found
    }

    /// Unknown names as one error lists them: the first ones each with the closest name of `players`.
    static func unknown(_ references: [String], among players: [Player]) -> [UnknownPlayer] {
        let names = NameSuggestion.Index(players)
        return references.enumerated().map { index, reference in
            UnknownPlayer(reference: reference, suggestion: index < PlainList.errorLimit ? suggestion(for: reference, in: names) : nil)
        }
    }

    /// The names of `players` closest to a mistyped one (`NameSuggestion`); none for an id (no typo).
    static func suggestion(for reference: String, in players: [Player]) -> DidYouMean? {
        suggestion(for: reference, in: NameSuggestion.Index(players))
    }

    /// The same against a roster's names folded once, for many references.
    static func suggestion(for reference: String, in names: NameSuggestion.Index) -> DidYouMean? {
        let text = PlayerDirectory.shown(reference)
        guard PlayerID.parse(text) == nil, Int(text.hasPrefix("#") ? String(text.dropFirst()) : text) == nil else { return nil }
        return names.closest(to: text)
    }
}
