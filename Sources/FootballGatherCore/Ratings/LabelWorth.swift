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
/// prior (`logPrior`, centred on face value) that gives each weight a chance. The ratings are
/// the average of every weight's ratings by those chances (Bayesian model averaging: a
/// rating's uncertainty keeps what the weight leaves unknown), and the weight shown is their
/// posterior mean, not the single best one, so both move a little with each match. Before
/// any result the labels count in full (`faceValue`).
///
/// The evidence a season gives is slight (a few nats at most between weights 0 and 1), and a
/// weight chosen as the best of the grid jumped between 0 and 1 on it, moving every player
/// who had not played by up to 200 points (issue 38). The prior's spread (`priorSpread`) is
/// what bounds the moves: with the replay of the posterior-mean weight alone, a player who sat
/// a match out moved at most 14 to 25 points on RatingLab's teams seasons with a spread of
/// 0.2, up to 43 with 0.3, up to 83 with 0.5, and one 3-2 of the labels' underdogs (every
/// beginner and amateur against every professional) moved the weight by 0.073 at 0.2. At 0.14,
/// averaged, that 3-2 moves it by 0.035, and every RatingLab season ranks at least as well as
/// with fixed labels (at 0.16 the early and newcomers seasons ranked 0.001 below). The price:
/// labels the results keep contradicting lose their weight slowly, and issue 28's six weeks
/// no longer hold (see ResultsOverLabelsTests). The grid is symmetric about face value, so
/// without evidence the mean stays at face value.
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
    static let priorSpread = 0.14
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
    /// (`LabelWorthReplay.meanWeight`) and the uncertainty that goes with it; the model itself
    /// when it does not learn. Its priors are the starts `players show` explains; the ratings
    /// themselves average every weight's (`ratings(after:skills:)`).
    package func fitted(to matches: [EndedMatch], skills: [Int: Skill]) -> RatingModel {
        fitted(toOrdered: EndedMatch.chronological(matches), skills: skills)
    }

    func fitted(toOrdered ordered: [EndedMatch], skills: [Int: Skill]) -> RatingModel {
        guard learnsLabelWeight else { return self }
        var replay = LabelWorthReplay(model: self, skills: skills)
        for match in ordered { replay.learn(match) }
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

    /// The model of issue 38's grid with labels of `weight`, not learning: for RatingLab.
    package static func labelWorth(weight: Double) -> RatingModel { LabelWorth.model(weight: weight) }
}

/// Every weight of `LabelWorth.weights` replayed side by side, one match at a time: each
/// weight's ratings and the evidence it has gathered. The ratings are kept in arrays, a slot
/// per player, so a match looks its players up once rather than once per weight.
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

    /// Each weight's posterior chance (evidence and `LabelWorth.logPrior`), adding up to one;
    /// kept to a millionth, since the order a match lists its players in changes the last
    /// digits of the evidence and must not change a rating (a departed player's matches, say).
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
