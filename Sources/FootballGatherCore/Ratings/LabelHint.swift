/// A rating that has moved past the start of another skill label: a beginner now above the
/// amateur start, a professional below it, an amateur past the beginner or professional
/// start. The starts are the labels' own (800, 1000 and 1200 shown: `RatingModel.fixedLabels`),
/// whatever weight the group's results give them, and only a rating that is no longer
/// provisional counts, so one lucky match suggests nothing.
public struct LabelHint: Sendable, Equatable {
    public var label: Skill
    /// The furthest label whose start the rating has passed.
    public var suggested: Skill

    init?(label: Skill?, rating: Rating, ratedMatches: Int) {
        guard let label, !RatingModel.isProvisional(matches: ratedMatches) else { return nil }
        let start = { (skill: Skill) in RatingModel.fixedLabels.prior(for: skill).shown }
        let shown = rating.shown
        var suggested: Skill?
        switch label {
        case .beginner: suggested = shown > start(.professional) ? .professional : shown > start(.amateur) ? .amateur : nil
        case .amateur: suggested = shown > start(.professional) ? .professional : shown < start(.beginner) ? .beginner : nil
        case .professional: suggested = shown < start(.beginner) ? .beginner : shown < start(.amateur) ? .amateur : nil
        }
        guard let suggested else { return nil }
        self.label = label
        self.suggested = suggested
    }
}
