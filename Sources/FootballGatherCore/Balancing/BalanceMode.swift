/// What `start --teams auto` balances: learned ratings, or the skill labels alone.
public enum BalanceMode: String, Sendable, Equatable, CaseIterable {
    case rating, skill

    /// Rating once any of the chosen players has a result with a known team; before that the
    /// ratings are only the labels' priors, and the label balance is the one people can check.
    static func automatic(for players: [Player], in matches: [EndedMatch]) -> BalanceMode {
        let chosen = Set(players.map(\.id))
        let anyResult = matches.contains { match in
            guard case .teams(let teamA, let teamB) = match.lineUp else { return false }
            return (teamA + teamB).contains(where: chosen.contains)
        }
        return anyResult ? .rating : .skill
    }

    /// The same rule from the ids of the players with a result with a known team (a kept summary's).
    static func automatic(for players: [Player], withResults: Set<Int>) -> BalanceMode {
        players.contains { withResults.contains($0.id) } ? .rating : .skill
    }
}
