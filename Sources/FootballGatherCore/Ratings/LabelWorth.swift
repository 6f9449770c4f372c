import Foundation

/// How much the skill labels are worth in one group, learned from its results (issue 28).
///
/// A label is a first guess, and groups differ: in one the organiser's labels predict who
/// wins, in another they do not. Each candidate weight puts the labels' starting means that
/// far apart; the strengths of a group are taken to spread about as much whatever the labels
/// say (`spread`), so the more of that spread the labels explain, the less uncertain each
/// player's start, and the less they explain, the wider it is. Every candidate replays the
/// matches, scoring how well it predicted each margin before learning from it (the log of
/// the predictive density, which is the evidence for that weight, as in empirical Bayes); a
/// small cost per unit of weight (`cost`) means labels keep weight only where results back
/// it. Before any result the labels are all there is, and count in full (`faceValue`).
///
/// The evidence a few matches give is slight (margins are noisy and a side's labels average
/// out), so the cost decides much of a short season: RatingLab's six weeks need it, and its
/// early and newcomer seasons pay for it (see the README's figures).
public enum LabelWorth {
    /// The weights tried, in model units (1: the labels a unit apart, as issue 23 had them).
    public static let weights: [Double] = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1, 1.25, 1.5]
    /// The variance of strengths in a group, in model units squared.
    static let spread = 1.25
    /// The variance of the labels' positions (-1, 0, 1) in a group labelled by thirds.
    static let labelVariance = 2.0 / 3
    /// The least uncertainty a label's start keeps.
    static let floor = 0.5
    /// Evidence (in nats) a unit of weight has to earn.
    static let cost = 0.5
    /// The weight before any match with known sides: the labels a unit apart.
    static let faceValue = 1.0

    /// The model with labels of `weight`, the start's uncertainty what the spread leaves.
    static func model(weight: Double, learning: Bool = false) -> RatingModel {
        let uncertainty = max(spread - weight * weight * labelVariance, floor * floor).squareRoot()
        return RatingModel(labelWeight: weight, labelUncertainty: uncertainty, learnsLabelWeight: learning)
    }
}

extension RatingModel {
    /// The model these results choose: the weight of the labels (and the uncertainty that goes
    /// with it) with the most evidence less its cost; the model itself when it does not learn.
    public func fitted(to matches: [EndedMatch], skills: [Int: Skill]) -> RatingModel {
        fitted(toOrdered: EndedMatch.chronological(matches), skills: skills)
    }

    func fitted(toOrdered ordered: [EndedMatch], skills: [Int: Skill]) -> RatingModel {
        guard learnsLabelWeight else { return self }
        let learning = ordered.filter { match in
            guard case .teams(let teamA, let teamB) = match.lineUp else { return false }
            return !teamA.isEmpty && !teamB.isEmpty
        }
        var best = LabelWorth.model(weight: LabelWorth.faceValue), bestScore = -Double.infinity
        best.performanceNoise = performanceNoise
        best.drift = drift
        guard !learning.isEmpty else { return best }
        for weight in LabelWorth.weights {
            var candidate = LabelWorth.model(weight: weight)
            candidate.performanceNoise = performanceNoise
            candidate.drift = drift
            var ratings = skills.mapValues { candidate.prior(for: $0) }
            var evidence = 0.0
            for match in learning {
                guard case .teams(let teamA, let teamB) = match.lineUp else { continue }
                evidence += candidate.update(&ratings, teamA: teamA, teamB: teamB, score: match.score).logDensity
            }
            let score = evidence - LabelWorth.cost * weight
            if score > bestScore { (best, bestScore) = (candidate, score) }
        }
        return best
    }
}

