import FootballGatherCore

/// How well ratings learned from a simulated season recover the hidden strengths, against
/// the skill labels alone and a plain team Elo: the figures of issue 13's quality bar.
public struct RatingEvaluation: Sendable, Equatable {
    /// Spearman correlation of each ranking with the hidden strengths.
    public var spearmanModel = 0.0, spearmanElo = 0.0, spearmanLabels = 0.0
    /// Share of further decided matches whose winner each predicts (an undecided prediction counts half).
    public var predictionModel = 0.0, predictionElo = 0.0, predictionLabels = 0.0
    /// Mean gap in hidden team strength over new line-ups, balanced by rating and by skill label.
    public var balanceGapRating = 0.0, balanceGapLabels = 0.0

    public init() {}

    public static func run(seed: UInt64, model: RatingModel = .standard) throws -> RatingEvaluation {
        var random = LabRandom(seed: seed)
        let group = SimulatedGroup(count: 20, using: &random)
        let season = group.matches(150, using: &random)
        let further = group.matches(50, firstDay: 150, using: &random)
        let lineUps = group.lineUps(50, using: &random)

        let ratings = model.ratings(after: season, skills: group.skills)
        let elo = TeamElo.ratings(after: season)
        let labelPoints = { (id: Int) in Double(Skill.points(of: group.skills[id])) }
        let ids = group.players.map(\.id)
        let truth = ids.map { group.strengths[$0] ?? 0 }

        var result = RatingEvaluation()
        result.spearmanModel = spearman(ids.map { ratings[$0]?.mean ?? 0 }, truth)
        result.spearmanElo = spearman(ids.map { elo[$0] ?? 1500 }, truth)
        result.spearmanLabels = spearman(ids.map(labelPoints), truth)

        let rated = { (team: [Int]) in team.map { ratings[$0] ?? model.prior(for: group.skills[$0]) } }
        result.predictionModel = predictionRate(further) { model.winProbability(teamA: rated($0), teamB: rated($1)) }
        result.predictionElo = predictionRate(further) { TeamElo.expected($0, $1, elo) }
        result.predictionLabels = predictionRate(further) { teamA, teamB in
            let mean = { (team: [Int]) in team.map(labelPoints).reduce(0, +) / Double(team.count) }
            return mean(teamA) > mean(teamB) ? 1 : mean(teamA) < mean(teamB) ? 0 : 0.5
        }

        var gapRating = 0.0, gapLabels = 0.0
        for (index, lineUp) in lineUps.enumerated() {
            let byRating = try TeamBalancer.balance(lineUp, ratings: ratings, model: model, seed: UInt64(index))
            let byLabel = try TeamBalancer.balance(lineUp, seed: UInt64(index))
            gapRating += abs(group.strength(of: byRating.teamA.map(\.id)) - group.strength(of: byRating.teamB.map(\.id)))
            gapLabels += abs(group.strength(of: byLabel.teamA.map(\.id)) - group.strength(of: byLabel.teamB.map(\.id)))
        }
        result.balanceGapRating = gapRating / Double(lineUps.count)
        result.balanceGapLabels = gapLabels / Double(lineUps.count)
        return result
    }

    public static func average(seeds: [UInt64], model: RatingModel = .standard) throws -> RatingEvaluation {
        try seeds.map { try run(seed: $0, model: model) }.mean(
            of: [\.spearmanModel, \.spearmanElo, \.spearmanLabels, \.predictionModel, \.predictionElo, \.predictionLabels, \.balanceGapRating,
                 \.balanceGapLabels], in: RatingEvaluation())
    }

    /// Share of decided matches whose winner `chanceA` (team A's chance) picks; ½ counts half.
    static func predictionRate(_ matches: [EndedMatch], chanceA: ([Int], [Int]) -> Double) -> Double {
        var right = 0.0, decided = 0
        for match in matches {
            guard case .teams(let teamA, let teamB) = match.lineUp, let winner = match.score.winner else { continue }
            decided += 1
            let chance = chanceA(teamA, teamB)
            if chance == 0.5 { right += 0.5 } else if (chance > 0.5) == (winner == .teamA) { right += 1 }
        }
        return decided == 0 ? 0 : right / Double(decided)
    }
}
