/// How `start` picks the two sides.
public enum TeamChoice: Sendable, Equatable {
    /// `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee`: ids or unique names, Team A before the slash.
    case sides(String)
    /// Balanced by skill: the players listed, the roster (but some), or the squad.
    case auto(players: AutoPlayers, seed: UInt64)

    /// Whether the squad names the players, so `start` must read it.
    public var usesSquad: Bool {
        if case .auto(.squad, _) = self { return true }
        return false
    }

    /// The two teams from the roster (and the squad's player ids, for `.auto(.squad, …)`);
    /// every check happens here, before anything is created.
    public func selection(from roster: [Player], squad: [Int] = []) throws(InputError) -> TeamSelection {
        switch self {
        case .sides(let text):
            return try ConfirmPlayersViewModel.teams(from: text, roster: roster)
        case .auto(let who, let seed):
            let players = try who.players(from: roster, squad: squad)
            let balanced = try TeamBalancer.balance(players, seed: seed)
            return TeamSelection(teamA: balanced.teamA, teamB: balanced.teamB)
        }
    }
}
