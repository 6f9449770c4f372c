/// How `start` picks the two sides.
public enum TeamChoice: Sendable, Equatable {
    /// `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee`: ids or unique names, Team A before the slash.
    case sides(String)
    /// Balanced: the players listed, the roster (but some), or the squad; by `balance`, or
    /// when `nil` by rating once any of them has a result (see `BalanceMode.automatic`).
    case auto(players: AutoPlayers, seed: UInt64, balance: BalanceMode? = nil)

    /// Whether the squad names the players, so `start` must read it.
    var usesSquad: Bool {
        if case .auto(.squad, _, _) = self { return true }
        return false
    }

    /// Whether the teams are balanced, and so need the history's ratings.
    var isBalanced: Bool {
        if case .auto = self { return true }
        return false
    }

    /// The two teams from the roster (and the squad's player ids, for `.auto(.squad, …)`),
    /// with the ratings learned from `matches`. When the history was not read (`nil`), sides
    /// given by hand are predicted from `known` ratings, each player missing there (all of
    /// them when `known` is nil too) counting with their label's prior. Every check happens
    /// here, before anything is created; unknown names are offered their suggestions
    /// through `names`.
    package func plan(
        roster: [Player], squad: [Int] = [], matches history: [EndedMatch]?, known: [Int: Rating]? = nil,
        withResults: Set<Int>? = nil, retired: Set<Int> = [], departed: [Player] = [],
        model: RatingModel = .standard, names: NameDialogue = NameDialogue()
    ) throws(InputError) -> TeamPlan {
        let matches = history ?? []
        var ratings = model.ratings(after: matches, skills: Player.skills(of: roster, departed: departed))
        if history == nil, let known { ratings.merge(known) { _, kept in kept } }
        switch self {
        case .sides(let text):
            let teams = try TeamSelection(parsing: text, roster: roster, names: names)
            return TeamPlan(teams: teams, balance: nil, matchup: model.matchup(teamA: teams.teamA, teamB: teams.teamB, ratings: ratings))
        case .auto(let who, let seed, let balance):
            let players = try who.players(from: roster, squad: squad, retired: retired, names: names)
            let automatic = withResults.map { BalanceMode.automatic(for: players, withResults: $0) }
                ?? BalanceMode.automatic(for: players, in: matches)
            switch balance ?? automatic {
            case .rating:
                let rated = try TeamBalancer.balance(players, ratings: ratings, model: model, seed: seed)
                return TeamPlan(teams: TeamSelection(teamA: rated.teamA, teamB: rated.teamB), balance: .rating, matchup: rated.matchup)
            case .skill:
                let balanced = try TeamBalancer.balance(players, seed: seed)
                return TeamPlan(
                    teams: TeamSelection(teamA: balanced.teamA, teamB: balanced.teamB), balance: .skill,
                    matchup: model.matchup(teamA: balanced.teamA, teamB: balanced.teamB, ratings: ratings))
            }
        }
    }
}

/// The teams a start would make and what the choice rests on.
public struct TeamPlan: Sendable, Equatable {
    package var teams: TeamSelection
    /// How the teams were balanced; `nil` when they were given by hand.
    public var balance: BalanceMode?
    /// Each team's strength and the predicted chances, from the ratings learned so far
    /// (see `TeamChoice.plan` for sides given by hand when the history was not read).
    public var matchup: Matchup?
}
