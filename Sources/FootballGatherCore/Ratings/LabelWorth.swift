import Foundation

/// How much the skill labels are worth in one group, learned from its results (issues 28 and 38).
///
/// A label is a first guess, and groups differ: in one the organiser's labels predict who
/// wins, in another they do not. Each candidate weight puts the labels' starting means that
/// far apart; the strengths of a group are taken to spread about as much whatever the labels
/// say (`spread`), so the more of that spread the labels explain, the less uncertain each
/// player's start, and the less they explain, the wider it is. Every candidate replays the
/// matches, scoring how well it predicted each margin before learning from it (the log of
/// the predictive density, the evidence for that weight, as in empirical Bayes); with its
/// prior (`logPrior`, centred on face value) that gives each weight a chance, and the weight
/// used is their average by those chances (the posterior mean), not the single best one, so
/// it moves a little with each match. Before any result the labels count in full (`faceValue`).
///
/// The evidence a season gives is slight (a few nats at most between weights 0 and 1), and a
/// weight chosen as the best of the grid jumped between 0 and 1 on it, moving every player
/// who had not played by up to 200 points (issue 38). The prior's spread (`priorSpread`) is
/// what bounds the moves: on RatingLab's teams seasons (400 each), a player who sat a match
/// out moved at most 14 to 25 points with a spread of 0.2, up to 43 with 0.3, up to 83 with
/// 0.5; at 0.2 one 3-2 of the labels' underdogs (every beginner and amateur against every
/// professional) still moved the weight by 0.073, at 0.16 by under 0.05. The price: labels the
/// results keep contradicting lose their weight slowly (reversed labels keep 0.76 after 150
/// matches), and issue 28's six weeks no longer hold (see ResultsOverLabelsTests). The grid is
/// symmetric about face value, so without evidence the mean stays at face value.
enum LabelWorth {
    /// The weights tried, in model units (1: the labels a unit apart, as issue 23 had them),
    /// symmetric about face value.
    static let weights: [Double] = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]
    /// The variance of strengths in a group, in model units squared: what leaves labels at
    /// face value the uncertainty of `RatingModel.fixedLabels` (one unit).
    static let spread = 1 + labelVariance
    /// The variance of the labels' positions (-1, 0, 1) in a group labelled by thirds.
    static let labelVariance = 2.0 / 3
    /// The least uncertainty a label's start keeps.
    static let floor = 0.5
    /// How far from face value a group's labels plausibly are: the prior's standard deviation.
    static let priorSpread = 0.16
    /// The weight before any match with known sides: the labels a unit apart.
    static let faceValue = 1.0

    /// The log of a weight's prior chance, up to a constant: a normal centred on face value.
    /// (A prior with some chance spread over every weight let reversed labels lose their weight
    /// sooner, but the weight then crossed over within a few matches: 0.16 in one match, and a
    /// player who sat out moved 39 points.)
    static func logPrior(weight: Double) -> Double {
        let away = (weight - faceValue) / priorSpread
        return -away * away / 2
    }

    /// The model with labels of `weight`, the start's uncertainty what the spread leaves.
    static func model(weight: Double, learning: Bool = false) -> RatingModel {
        let uncertainty = max(spread - weight * weight * labelVariance, floor * floor).squareRoot()
        return RatingModel(labelWeight: weight, labelUncertainty: uncertainty, learnsLabelWeight: learning)
    }
}

extension RatingModel {
    /// The model these results choose: the labels' weight as the posterior mean
    /// (`labelWeight(learningFrom:skills:)`) and the uncertainty that goes with it; the model
    /// itself when it does not learn.
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
            return evidence + LabelWorth.logPrior(weight: weight)
        }
        let top = scores.max() ?? 0
        let chances = scores.map { exp($0 - top) }
        let total = chances.reduce(0, +)
        let mean = zip(LabelWorth.weights, chances).reduce(0) { $0 + $1.0 * $1.1 } / total
        // Kept to a millionth: the order a match lists its players in changes the last digits
        // of the evidence, and must not change a rating (a departed player's matches, say).
        return (mean * 1_000_000).rounded() / 1_000_000
    }
}
