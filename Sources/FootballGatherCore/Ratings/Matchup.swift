public struct Matchup: Sendable, Equatable {
    /// The mean of each team's rating means, on the shown scale (1000 is an average player).
    public var strengthA: Int
    public var strengthB: Int
    var prediction: MatchPrediction

    /// Team A's chance in whole percent; team B's is `100 - percentA`, so the two always add up.
    public var percentA: Int { Int((prediction.chanceA * 100).rounded()) }
    public var percentB: Int { 100 - percentA }
}

extension RatingModel {
    /// A player missing from `ratings` counts with the prior of their skill label.
    func matchup(teamA: [Player], teamB: [Player], ratings: [Int: Rating]) -> Matchup {
        let rate = { (team: [Player]) in team.map { ratings[$0.id] ?? self.prior(for: $0.skill) } }
        return matchup(ratedA: rate(teamA), ratedB: rate(teamB))
    }

    func matchup(ratedA: [Rating], ratedB: [Rating]) -> Matchup {
        let strength = { (team: [Rating]) in
            team.isEmpty ? Rating.shownScale(0) : Rating.shownScale(team.reduce(0) { $0 + $1.mean } / Double(team.count))
        }
        return Matchup(strengthA: strength(ratedA), strengthB: strength(ratedB), prediction: predict(teamA: ratedA, teamB: ratedB))
    }
}
