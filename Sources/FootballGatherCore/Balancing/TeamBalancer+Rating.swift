package struct RatedTeams: Sendable, Equatable {
    /// Each team listed by rating (highest mean first), then name.
    package var teamA: [Player]
    package var teamB: [Player]
    var matchup: Matchup

    var strengthA: Int { matchup.strengthA }
    /// `chanceA + chanceB == 1`.
    var chanceA: Double { matchup.prediction.chanceA }
    var chanceB: Double { matchup.prediction.chanceB }
}

extension TeamBalancer {
    /// Splits `players` into teams with the closest predicted chances: sizes within one (team B takes the odd
    /// player), the two highest-rated apart, and with two or more goalkeepers one a side at least. A player
    /// missing from `ratings` starts from their label's prior. Chances compare in half-percent steps, the
    /// seed picking among equally fair splits; exhaustive up to `exhaustiveLimit` players, swaps beyond.
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
