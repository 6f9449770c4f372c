import Foundation

/// How much the skill labels are worth in one group, learned from its results (issues 28 and 38).
///
/// Groups differ: in one the labels predict who wins, in another not. Each candidate weight puts the
/// labels' starting means that far apart; strengths spread about as much whatever they say (`spread`), so
/// the more the labels explain, the less uncertain each start. Every candidate replays the matches, scoring
/// each margin before learning from it (log predictive density: empirical Bayes evidence); with `logPrior`
/// that gives each weight a chance. Ratings average all weights' by those chances (model averaging), and
/// the weight shown is the posterior mean; before any result the labels count in full (`faceValue`).
///
/// A season's evidence is slight (a few nats between weights 0 and 1): the grid's best weight jumped 0 to 1,
/// moving players who had not played by up to 200 points (issue 38). `priorSpread` bounds the moves: on
/// RatingLab's teams seasons one who sat out moved at most 14-25 points at 0.2, 43 at 0.3, 83 at 0.5. At
/// 0.14, averaged, a 3-2 of the labels' underdogs moves the weight 0.035 (0.073 at 0.2), and every season
/// ranks at least as well as fixed labels (at 0.16 two fell 0.001 below). The price: contradicted labels lose
/// weight slowly, and issue 28's six weeks no longer hold (ResultsOverLabelsTests). The grid is symmetric.
package enum LabelWorth {
    /// The weights tried, in model units (1: labels a unit apart, as in issue 23), symmetric about it.
    static let weights: [Double] = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]
    /// The variance of strengths in a group, in model units squared: what leaves labels at
    /// face value the uncertainty of `RatingModel.fixedLabels` (one unit).
    static let spread = 1 + labelVariance
    /// The variance of the labels' positions (-1, 0, 1) in a group labelled by thirds.
    static let labelVariance = 2.0 / 3
    /// The least uncertainty a label's start keeps.
    static let floor = 0.5
    /// How far from face value a group's labels plausibly are: the prior's standard deviation.
    static let priorSpread = 0.14
    /// The weight before any match with known sides: the labels a unit apart.
    static let faceValue = 1.0

    /// A weight's log prior chance (up to a constant): a normal about face value. A prior with some chance on
    /// every weight let the weight cross over within a few matches (0.16 in one; one who sat out moved 39).
    static func logPrior(weight: Double) -> Double {
        let away = (weight - faceValue) / priorSpread
        return -away * away / 2
    }

    /// The model with labels of `weight`, the start's uncertainty what the spread leaves (RatingLab's grid: not learning).
    package static func model(weight: Double, learning: Bool = false) -> RatingModel {
        let uncertainty = max(spread - weight * weight * labelVariance, floor * floor).squareRoot()
        return RatingModel(labelWeight: weight, labelUncertainty: uncertainty, learnsLabelWeight: learning)
    }
}

extension RatingModel {
    /// The model these results choose: the labels' posterior-mean weight and its uncertainty (itself when it
    /// does not learn): the starts `players show` explains, while the ratings average every weight's.
    package func fitted(to matches: [EndedMatch], skills: [Int: Skill]) -> RatingModel {
        guard learnsLabelWeight else { return self }
        var replay = LabelWorthReplay(model: self, skills: skills)
        for match in EndedMatch.chronological(matches) { replay.learn(match) }
        return withLabelWeight(replay.meanWeight)
    }

    /// This model's noise and drift with labels of `weight`.
    func withLabelWeight(_ weight: Double) -> RatingModel {
        var fitted = LabelWorth.model(weight: weight)
        fitted.performanceNoise = performanceNoise
        fitted.drift = drift
        return fitted
    }

    /// Each weight of the grid with its log evidence from `matches` (no prior), for RatingLab.
    package func labelWeightEvidence(learningFrom matches: [EndedMatch], skills: [Int: Skill]) -> [(weight: Double, evidence: Double)] {
        var replay = LabelWorthReplay(model: self, skills: skills)
        for match in EndedMatch.chronological(matches) { replay.learn(match) }
        return zip(LabelWorth.weights, replay.evidence).map { ($0, $1) }
    }
}

/// Every weight replayed side by side, one match at a time, with its evidence. Ratings are kept in arrays,
/// a slot per player, so a match looks its players up once rather than once per weight.
struct LabelWorthReplay {
    private let models: [RatingModel]
    /// Per weight, each player's rating by slot.
    private var ratings: [[Rating]]
    private var slots: [Int: Int]
    private var ids: [Int]
    private(set) var evidence: [Double]
    /// Matches with both sides known so far; before the first, the labels count at face value.
    private(set) var learned = 0
    private let faceValue: RatingModel
    private let skills: [Int: Skill]

    init(model: RatingModel, skills: [Int: Skill]) {
        models = LabelWorth.weights.map(model.withLabelWeight)
        ids = Array(skills.keys)
        slots = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let ids = ids
        ratings = models.map { candidate in ids.map { candidate.prior(for: skills[$0]) } }
        evidence = models.map { _ in 0 }
        faceValue = model.withLabelWeight(LabelWorth.faceValue)
        self.skills = skills
    }

    mutating func learn(_ match: EndedMatch) {
        guard case .teams(let teamA, let teamB) = match.lineUp, !teamA.isEmpty, !teamB.isEmpty else { return }
        var players: [Int] = []
        for id in RatingModel.inIDOrder(teamA: teamA, teamB: teamB) { players.append(slot(of: id)) }
        for index in models.indices {
            var beliefs = players.map { ratings[index][$0] }
            evidence[index] += models[index].update(&beliefs, countA: teamA.count, score: match.score).logDensity
            for (slot, belief) in zip(players, beliefs) { ratings[index][slot] = belief }
        }
        learned += 1
    }

    /// The player's slot; a player without a label gets one at the unset prior when first seen.
    private mutating func slot(of id: Int) -> Int {
        if let slot = slots[id] { return slot }
        slots[id] = ids.count
        ids.append(id)
        for index in models.indices { ratings[index].append(models[index].prior(for: nil)) }
        return ids.count - 1
    }

    /// Each weight's posterior chance (evidence and `logPrior`), summing to one; kept to a millionth, as the
    /// order a match lists its players changes the evidence's last digits and must not change a rating.
    var chances: [Double] {
        let scores = zip(LabelWorth.weights, evidence).map { $1 + LabelWorth.logPrior(weight: $0) }
        let top = scores.max() ?? 0
        let raw = scores.map { exp($0 - top) }
        let total = raw.reduce(0, +)
        let kept = raw.map { ($0 / total * 1_000_000).rounded() / 1_000_000 }
        let keptTotal = kept.reduce(0, +)
        return kept.map { $0 / keptTotal }
    }

    /// The posterior mean of the weight, to a millionth; face value before any match.
    var meanWeight: Double {
        guard learned > 0 else { return LabelWorth.faceValue }
        let mean = zip(LabelWorth.weights, chances).reduce(0) { $0 + $1.0 * $1.1 }
        return (mean * 1_000_000).rounded() / 1_000_000
    }

    /// Every player's rating averaged over the weights by their chances: the mean of the
    /// means, and an uncertainty that adds how far the weights' means are apart.
    var mixedRatings: [Int: Rating] {
        guard learned > 0 else { return skills.mapValues { faceValue.prior(for: $0) } }
        let chances = chances
        var mixed: [Int: Rating] = [:]
        for (slot, id) in ids.enumerated() {
            var mean = 0.0, square = 0.0
            for (candidate, chance) in zip(ratings, chances) where chance > 0 {
                let rating = candidate[slot]
                mean += chance * rating.mean
                square += chance * (rating.uncertainty * rating.uncertainty + rating.mean * rating.mean)
            }
            mixed[id] = Rating(mean: mean, uncertainty: max(square - mean * mean, 0).squareRoot())
        }
        return mixed
    }
}
