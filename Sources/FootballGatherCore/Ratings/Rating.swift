import Foundation

/// What the rating model believes about one player's strength: a normal distribution with
/// this mean and standard deviation, in the model's units (see `RatingModel`).
public struct Rating: Sendable, Equatable, Hashable, Codable {
    package var mean: Double
    package var uncertainty: Double

    package init(mean: Double, uncertainty: Double) {
        self.mean = mean
        self.uncertainty = uncertainty
    }

    /// The number people see: the model's best estimate of the player's strength (the mean),
    /// on a scale where 1000 is an average player and 200 points are one model unit; never
    /// below 0. Not a conservative `mean - 2 * uncertainty` (TrueSkill's leaderboard number):
    /// that would rank people partly by how often they came, since every match narrows the
    /// uncertainty. How sure the estimate is shows separately (`uncertainty`, provisional).
    package var shown: Int { Rating.shownScale(mean) }

    /// The uncertainty on the shown scale (200 points a model unit).
    public var shownUncertainty: Int { Int((200 * uncertainty).rounded()) }

    static func shownScale(_ value: Double) -> Int {
        let scaled = (1000 + 200 * value).rounded()
        return scaled.isFinite ? max(0, Int(scaled)) : 0
    }
}
