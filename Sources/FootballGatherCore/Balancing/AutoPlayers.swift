/// Who `start --teams auto` splits.
public enum AutoPlayers: Sendable, Equatable {
    /// `--players`: ids or names, typed or pasted (see `PastedPlayers`).
    case listed([String])
    /// `--all`, leaving out the players `--except` names.
    case roster(except: [String])
    /// Neither: the squad kept for the backend (`gather squad`).
    case squad

    /// The players meant; the `retired` are left out of `--all` and the squad, and may only be named.
    func players(
        from roster: [Player], squad: [Int], retired: Set<Int> = [], names: NameDialogue = NameDialogue()
    ) throws(InputError) -> [Player] {
        let roster = retired.isEmpty ? roster : roster.filter { !retired.contains($0.id) || isListed }
        switch self {
        case .listed(let references):
            guard !references.isEmpty else { throw .noPlayersNamed }
            return try PastedPlayers.resolve(references, in: roster, names: names)
        case .roster(let excepted):
            let left = Set(try PastedPlayers.resolve(excepted, in: roster, names: names).map(\.id))
            return roster.filter { !left.contains($0.id) }
        case .squad:
            let players = Squad.members(squad, in: roster)
            guard !players.isEmpty else { throw .emptySquad }
            return players
        }
    }

    private var isListed: Bool {
        if case .listed = self { return true }
        return false
    }
}
