/// Learns each player's strength from the scores of ended matches.
///
/// **The model.** A player's strength is a normal belief `N(mean, uncertainty²)`; a team's is the mean of its
/// players' (so 6 against 7 compares like with like). Each match yields one observation, the goal margin
/// standardised by its Poisson noise, `z = (goalsA - goalsB) / sqrt(goalsA + goalsB + 1)`: a 5-0 (z = 2.0)
/// says more than a 1-0 (0.7), a 10-9 (0.2) almost nothing. It is modelled as `z = strengthA - strengthB + ε`
/// with `ε ~ N(0, performanceNoise²)`, a Thurstone-style Gaussian margin model in the spirit of Guo, Sanner,
/// Graepel & Buntine, "Score-based Bayesian skill learning" (ECML PKDD 2012).
///
/// **The update.** The observation is linear in the strengths, so each match is an exact Gaussian (Kalman)
/// update of every player's marginal; like TrueSkill (Herbrich, Minka & Graepel, NIPS 2006) and Weng & Lin
/// (JMLR 12, 2011, the `openskill` family) only marginals are kept, not team-mates' correlations. Each match
/// first grows a player's variance by `drift²`. Win/lose-only models (Elo, TrueSkill) throw away the margin.
///
/// **The prior** comes from the skill label: beginner `-labelWeight`, amateur 0, professional `+labelWeight`,
/// each with uncertainty `labelUncertainty`; an unset label is an amateur with twice the uncertainty. The
/// standard model learns the labels' worth from the group's results (`LabelWorth`); RatingLab measures that:
/// six weeks against the labels, and long, early, sparse, newcomer and drifting seasons.
public struct RatingModel: Sendable, Equatable {
    /// The standard deviation of one match's standardised margin around its expectation.
    var performanceNoise = 1.0
    /// How much a player's strength may change between two of their matches (a standard
    /// deviation): TrueSkill's dynamic factor τ, which keeps a rating able to move after many matches.
    package var drift = 0.05
    /// How far apart, in model units, the labels put their players' starting means.
    package var labelWeight = 1.0
    /// The uncertainty of a labelled player's prior, in model units.
    var labelUncertainty = 1.0
    /// Whether the replays first learn the labels' weight and uncertainty from the results (`fitted`).
    var learnsLabelWeight = false

    /// Labels worth what the group's results say; at face value before any result.
    public static let standard = LabelWorth.model(weight: LabelWorth.faceValue, learning: true)

    /// Every label one unit apart with an uncertainty of one unit, in every group: the model of
    /// issue 23, kept as RatingLab's baseline and as the prior it gives openskill.
    package static let fixedLabels = RatingModel()

    /// The model before issue 23, RatingLab's baseline: labels held more firmly (0.8), smaller drift (0.03).
    package static let labelFirm = RatingModel(drift: 0.03, labelUncertainty: 0.8)

    package func prior(for skill: Skill?) -> Rating {
        switch skill {
        case .beginner: Rating(mean: -labelWeight, uncertainty: labelUncertainty)
        case .amateur: Rating(mean: 0, uncertainty: labelUncertainty)
        case .professional: Rating(mean: labelWeight, uncertainty: labelUncertainty)
        case nil: Rating(mean: 0, uncertainty: 2 * labelUncertainty)
        }
    }

    /// Below this many matches with known sides a rating is provisional: still more label than results.
    public static let provisionalMatches = 5

    static func isProvisional(matches: Int) -> Bool { matches < provisionalMatches }

    static func standardisedMargin(_ score: Score) -> Double {
        Double(score.teamA - score.teamB) / (Double(score.teamA + score.teamB) + 1).squareRoot()
    }
}
