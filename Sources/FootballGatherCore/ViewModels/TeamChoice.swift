/// How `start` picks the two sides.
public enum TeamChoice: Sendable, Equatable {
    /// `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee`: ids or unique names, Team A before the slash.
    case sides(String)
    /// Balanced by skill: the named players (ids or names), or the whole roster.
    case auto(players: [String], wholeRoster: Bool, seed: UInt64)

    /// The two teams from the roster; every check happens here, before anything is created.
    public func selection(from roster: [Player]) throws(InputError) -> TeamSelection {
        switch self {
        case .sides(let text):
            return try ConfirmPlayersViewModel.teams(from: text, roster: roster)
        case .auto(let references, let wholeRoster, let seed):
            guard wholeRoster || !references.isEmpty else {
                throw .invalid("--teams auto needs the players to split: --players LIST or --all")
            }
            let players = wholeRoster ? roster : try ConfirmPlayersViewModel.players(from: references, roster: roster)
            let balanced = try TeamBalancer.balance(players, seed: seed)
            return TeamSelection(teamA: balanced.teamA, teamB: balanced.teamB)
        }
    }
}
