/// A rating past the start of another skill label (the labels' own: 800, 1000, 1200 shown, `fixedLabels`),
/// counted only once no longer provisional, so one lucky match suggests nothing.
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
