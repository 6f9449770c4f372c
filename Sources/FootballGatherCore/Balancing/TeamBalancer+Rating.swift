/// Two teams picked by rating, with what the choice rests on.
package struct RatedTeams: Sendable, Equatable {
    /// Each team listed by rating (highest mean first), then name.
    package var teamA: [Player]
    package var teamB: [Player]
    /// Each team's strength and the model's expectation for the match.
    var matchup: Matchup

    var strengthA: Int { matchup.strengthA }
    var strengthB: Int { matchup.strengthB }
    /// `chanceA + chanceB == 1`.
    var chanceA: Double { matchup.prediction.chanceA }
    var chanceB: Double { matchup.prediction.chanceB }
}

extension TeamBalancer {
    /// Splits `players` into two teams whose predicted chances of winning are as close as
    /// possible, with sizes that differ by at most one (team B has the extra player), the two
    /// highest-rated players on different teams, and with two or more goalkeepers at least one
    /// on each side (spread as evenly as the chances allow). A player missing from `ratings`
    /// starts from the prior of their skill label.
    ///
    /// Chances are compared in half-percent steps: splits within the same step count as equally
    /// fair, and the seed chooses among them, so the same players and seed always give the same
    /// teams. Exhaustive up to `exhaustiveLimit` players, a greedy draft plus swaps beyond.
    package static func balance(
        _ players: [Player], ratings: [Int: Rating], model: RatingModel = .standard, seed: UInt64
    ) throws(InputError) -> RatedTeams {
        guard players.count >= 2 else { throw InputError.tooFewPlayersForTeams }
        var generator = SplitMix64(seed: seed)
        let shuffled = generator.shuffled(players.sorted { $0.id < $1.id })
        let roster = RatedRoster(
            players: shuffled,
            ratings: shuffled.map { ratings[$0.id] ?? model.prior(for: $0.skill) },
            noiseVariance: model.performanceNoise * model.performanceNoise)
        let onTeamA = players.count <= exhaustiveLimit
            ? exhaustiveRatedSplit(of: roster)
            : heuristicRatedSplit(of: roster)
        return roster.teams(onTeamA: onTeamA)
    }
}
