import Foundation

/// A kept prediction that went the other way: the winner had the smaller chance.
public struct PredictionUpset: Sendable, Equatable {
    public var gatherID: UUID
    /// Nil when the match's date is unknown.
    public var date: Date?
    public var prediction: KeptPrediction
    public var score: Score
}

/// `stats --predictions`: kept kick-off predictions scored against results beside two baselines (nil: none).
public struct PredictionsReport: Sendable, Equatable {
    public var matchesScored: Int
    public var kept: PredictionScore?
    /// Always 50%.
    public var coinFlip: PredictionScore?
    /// The same model from the skill labels alone, as if no result had ever been learned.
    public var labelsOnly: PredictionScore?
    /// The biggest upsets, the most surprising first.
    public var upsets: [PredictionUpset]
}

extension PredictionsReport {
    static let upsetsShown = 3

    init(of matches: [EndedMatch], skills: [Int: Skill], model: RatingModel) {
        let scored = matches.compactMap { match in match.prediction.map { (match, $0) } }
        let kept = scored.map { (chanceA: $0.1.teamA, outcomeA: $0.0.score.outcomeA) }
        let labels = scored.map { match, _ in
            (chanceA: Self.labelsOnlyChance(of: match, skills: skills, model: model), outcomeA: match.score.outcomeA)
        }
        let upsets = scored.compactMap { match, prediction -> (PredictionUpset, Double)? in
            guard let winner = match.score.winner else { return nil }
            let winnerChance = winner == .teamA ? prediction.teamA : prediction.teamB
            guard winnerChance < 0.5 else { return nil }
            let date = match.date == .distantPast ? nil : match.date
            return (PredictionUpset(gatherID: match.id, date: date, prediction: prediction, score: match.score), winnerChance)
        }
        // Stable: among equal chances, the order of the history (oldest first).
        let biggest = upsets.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.prefix(Self.upsetsShown)
        self.init(
            matchesScored: scored.count, kept: PredictionScore(kept),
            coinFlip: PredictionScore(kept.map { (chanceA: 0.5, outcomeA: $0.outcomeA) }),
            labelsOnly: PredictionScore(labels), upsets: biggest.map(\.element.0))
    }

    /// Team A's chance from the label priors of the players who played, at face value (`fixedLabels`) when
    /// the model learns the labels' weight; even when the sides are unknown.
    static func labelsOnlyChance(of match: EndedMatch, skills: [Int: Skill], model: RatingModel) -> Double {
        guard case .teams(let teamA, let teamB) = match.lineUp else { return 0.5 }
        let labels = model.learnsLabelWeight ? RatingModel.fixedLabels : model
        let prior = { (id: Int) in labels.prior(for: skills[id]) }
        return labels.predict(teamA: teamA.map(prior), teamB: teamB.map(prior)).chanceA
    }
}
