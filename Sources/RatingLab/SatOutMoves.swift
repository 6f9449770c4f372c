import FootballGatherCore

/// Issue 38's rule: between one ended match and the next, a player who did not play moves at
/// most 25 shown points (the ratings the balancer uses are the same ones).
public enum SatOutMoves {
    public static let limit = 25

    /// The largest move, in shown points, of a player who did not play a match, between the
    /// ratings after the matches before it and after it; every labelled player of `skills` counts.
    public static func largest(in matches: [EndedMatch], skills: [Int: Skill], model: RatingModel = .standard) -> Int {
        let ordered = EndedMatch.chronological(matches)
        var largest = 0
        var before = model.ratings(after: [], skills: skills)
        for count in 1...max(ordered.count, 1) where count <= ordered.count {
            let after = model.ratings(after: Array(ordered.prefix(count)), skills: skills)
            let played = Set(ordered[count - 1].lineUp.players)
            for id in skills.keys where !played.contains(id) {
                let moved = abs((after[id] ?? model.prior(for: skills[id])).shown - (before[id] ?? model.prior(for: skills[id])).shown)
                largest = max(largest, moved)
            }
            before = after
        }
        return largest
    }
}

extension LabScenario {
    /// The season's matches and labels, for rules checked over the whole of it.
    public func season(seed: UInt64) -> (matches: [EndedMatch], skills: [Int: Skill]) {
        var figures: (matches: [EndedMatch], skills: [Int: Skill]) = ([], [:])
        _ = run(seed: seed, keeping: &figures)
        return figures
    }
}
