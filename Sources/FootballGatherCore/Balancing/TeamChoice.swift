/// How `start` picks the two sides.
public enum TeamChoice: Sendable, Equatable {
    /// `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee`: ids or unique names, Team A before the slash.
    case sides(String)
    /// Balanced sides of the listed players, the roster or the squad; `balance` nil: `BalanceMode.automatic`.
    case auto(players: AutoPlayers, seed: UInt64, balance: BalanceMode? = nil)

    var usesSquad: Bool {
        if case .auto(.squad, _, _) = self { return true }
        return false
    }

    /// Whether the teams are balanced, and so need the history's ratings.
    var isBalanced: Bool {
        if case .auto = self { return true }
        return false
    }

    /// The two teams, with the ratings learned from `matches`; without history (nil), hand-given sides are
    /// predicted from `known` (labels' priors for the rest). Every check happens here, before any create.
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

public struct TeamPlan: Sendable, Equatable {
    package var teams: TeamSelection
    /// How the teams were balanced; `nil` when they were given by hand.
    public var balance: BalanceMode?
    public var matchup: Matchup?
}
