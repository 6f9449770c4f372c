import Foundation

/// Finds the player a user means, the one rule for every place a player is named. In
/// order: an id (`12` or `#12`), the whole name in any case, an alias (in any case and
/// without accents, as aliases are unique that way), the name without accents
/// ("jose" → José Martinez), then a unique prefix of its words ("Kwame" → Kwame Mensah,
/// "Dave S" → Dave Smith). Several players at the first level that matches: refused,
/// naming each with its id.
enum PlayerResolver {
    /// How a reference found its player.
    enum Match: Sendable, Equatable {
        case id, name, alias, aliasWithoutAccents, withoutAccents, wordPrefix

        /// Accents or a prefix: worth saying, and not enough for what cannot be undone.
        var isLoose: Bool { self == .aliasWithoutAccents || self == .withoutAccents || self == .wordPrefix }
    }

    /// The player `reference` picks; a loose match is kept in `names`, and an unknown name
    /// with one close name is offered it there (see `NameDialogue`).
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

    /// The player `reference` picks (a loose match kept in `names`), nil when it picks
    /// nobody: for a list, whose unknown names are gathered into one error, which the list
    /// offers their suggestions for (`NameDialogue.resolving`).
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

    /// One of `playing` (the players of a match): an id, whole name or alias of someone of
    /// `roster` who is not playing (the name in any case, with or without its accents)
    /// means them, never a player it is the beginning of ("Jo" is not José when Jo is on
    /// the roster, nor "bea" Bea Smith when Béa is), and is refused. `ended`: a past match.
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

    /// Names that match nobody, as one error lists them: the first ones (as many as an error
    /// shows) each with the name of `players` it is closest to.
    static func unknown(_ references: [String], among players: [Player]) -> [UnknownPlayer] {
        let names = NameSuggestion.Index(players)
        return references.enumerated().map { index, reference in
            UnknownPlayer(reference: reference, suggestion: index < PlainList.errorLimit ? suggestion(for: reference, in: names) : nil)
        }
    }

    /// The names of `players` closest to a mistyped one ("Fey" → Fay, "Kwmae" → Kwame
    /// Mensah; see `NameSuggestion`), never for an id (a wrong number is not a typo).
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
