import Foundation

/// How much the skill labels are worth in one group, learned from its results (issue 28).
///
/// A label is a first guess, and groups differ: in one the organiser's labels predict who
/// wins, in another they do not. Each candidate weight puts the labels' starting means that
/// far apart; the strengths of a group are taken to spread about as much whatever the labels
/// say (`spread`), so the more of that spread the labels explain, the less uncertain each
/// player's start, and the less they explain, the wider it is. Every candidate replays the
/// matches, scoring how well it predicted each margin before learning from it (the log of
/// the predictive density, which is the evidence for that weight, as in empirical Bayes) less
/// a cost, and the best wins. Before any result the labels are all there is, and count in
/// full (`faceValue`).
///
/// The evidence a season gives is slight (margins are noisy and a side's labels average out:
/// a few nats at most between weights 0 and 1, over 6 matches as over 150), so the cost decides
/// much. It has two parts. Each unit of weight costs `cost`: over a handful of matches the
/// labels have to earn their weight, so results that contradict them (issue 28's six weeks)
/// take it away. Each match adds `costPerMatch` per unit of weight away from face value: as
/// results pile up, they have to contradict the labels by that much a match on average to
/// take their weight, because on RatingLab's seasons a weight fitted to slight evidence
/// ranked worse than labels at face value (with half a nat a unit and no cost per match, one
/// newcomers season dropped the labels and ranked 0.52 instead of 0.83). The two balance at
/// about 17 matches; the second stops growing at 75.
public enum LabelWorth {
    /// The weights tried, in model units (1: the labels a unit apart, as issue 23 had them).
    public static let weights: [Double] = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]
    /// The variance of strengths in a group, in model units squared: what leaves labels at
    /// face value the uncertainty of `RatingModel.fixedLabels` (one unit).
    static let spread = 1 + labelVariance
    /// The variance of the labels' positions (-1, 0, 1) in a group labelled by thirds.
    static let labelVariance = 2.0 / 3
    /// The least uncertainty a label's start keeps.
    static let floor = 0.5
    /// How far from face value a group's labels plausibly are: the prior's standard deviation.
    static let priorSpread = Double(ProcessInfo.processInfo.environment["GATHER_SPREAD"] ?? "") ?? 0.5
    /// Nats per unit of weight, per match with known sides, that the labels have to earn.
    static let fadePerMatch = Double(ProcessInfo.processInfo.environment["GATHER_FADE"] ?? "") ?? 0.0
    /// The matches after which that cost stops growing.
    static let fadeUntil = Int(ProcessInfo.processInfo.environment["GATHER_FADE_UNTIL"] ?? "") ?? 20
    /// The weight before any match with known sides: the labels a unit apart.
    static let faceValue = 1.0

    /// The log of a weight's prior chance (up to a constant) after `matches` matches with known sides.
    static func logPrior(weight: Double, matches: Int) -> Double {
        let away = (weight - faceValue) / priorSpread
        return -away * away / 2 - fadePerMatch * Double(min(matches, fadeUntil)) * weight
    }

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
        let weight = learning.isEmpty ? LabelWorth.faceValue : labelWeight(learningFrom: learning, skills: skills)
        var fitted = LabelWorth.model(weight: weight)
        fitted.performanceNoise = performanceNoise
        fitted.drift = drift
        return fitted
    }

    /// The posterior mean of the labels' weight over `LabelWorth.weights`: each weight's
    /// evidence (the log of the density it gave each margin before learning from it) plus its
    /// prior (`LabelWorth.logPrior`), turned into chances that add up to one.
    func labelWeight(learningFrom learning: [EndedMatch], skills: [Int: Skill]) -> Double {
        let scores = LabelWorth.weights.map { weight in
            var candidate = LabelWorth.model(weight: weight)
            candidate.performanceNoise = performanceNoise
            candidate.drift = drift
            var ratings = skills.mapValues { candidate.prior(for: $0) }
            var evidence = 0.0
            for match in learning {
                guard case .teams(let teamA, let teamB) = match.lineUp else { continue }
                evidence += candidate.update(&ratings, teamA: teamA, teamB: teamB, score: match.score).logDensity
            }
            return evidence + LabelWorth.logPrior(weight: weight, matches: learning.count)
        }
        let top = scores.max() ?? 0
        let chances = scores.map { exp($0 - top) }
        let total = chances.reduce(0, +)
        return zip(LabelWorth.weights, chances).reduce(0) { $0 + $1.0 * $1.1 } / total
    }
}
