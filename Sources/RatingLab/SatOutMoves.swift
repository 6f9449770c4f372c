import FootballGatherCore

/// Issue 38's rule: between one ended match and the next, a player who did not play moves at
/// most 25 shown points (the ratings the balancer uses are the same ones).
public enum SatOutMoves {
    public static let limit = 25

    /// The largest move, in shown points, of a player who did not play a match, between the
    /// ratings after the matches before it and after it; every labelled player of `skills` counts.
    public static func largest(in matches: [EndedMatch], skills: [Int: Skill], model: RatingModel = .standard) -> Int {
        let ordered = EndedMatch.chronological(matches)
        let each = model.ratingsAfterEachMatch(ordered, skills: skills)
        var largest = 0
        for (index, match) in ordered.enumerated() {
            let (before, after) = (each[index], each[index + 1])
            let played = Set(match.lineUp.players)
            for id in skills.keys where !played.contains(id) {
                let moved = abs((after[id] ?? model.prior(for: skills[id])).shown - (before[id] ?? model.prior(for: skills[id])).shown)
                largest = max(largest, moved)
            }
        }
        return largest
    }

    public static func largestInEveryScenario(seeds: [UInt64], model: RatingModel = .standard) -> (move: Int, scenario: LabScenario, seed: UInt64) {
        var worst = (move: 0, scenario: LabScenario.longSeason, seed: seeds.first ?? 1)
        for scenario in LabScenario.allCases {
            for seed in seeds {
                let season = scenario.season(seed: seed)
                let move = largest(in: season.matches, skills: season.skills, model: model)
                if move > worst.move { worst = (move, scenario, seed) }
            }
        }
        return worst
    }
}
