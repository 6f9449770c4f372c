/// A normal belief about one player's strength: mean and standard deviation in model units (`RatingModel`).
public struct Rating: Sendable, Equatable, Hashable, Codable {
    package var mean: Double
    package var uncertainty: Double

    package init(mean: Double, uncertainty: Double) {
        self.mean = mean
        self.uncertainty = uncertainty
    }

    /// The number people see: the mean on a scale where 1000 is average, 200 points a unit, never below 0;
    /// not TrueSkill's `mean - 2 * uncertainty`, which would rank people partly by how often they came.
    package var shown: Int { Rating.shownScale(mean) }

    /// The uncertainty on the shown scale (200 points a model unit).
    public var shownUncertainty: Int { Int((200 * uncertainty).rounded()) }

    static func shownScale(_ value: Double) -> Int {
        let scaled = (1000 + 200 * value).rounded()
        return scaled.isFinite ? max(0, Int(scaled)) : 0
    }
}
