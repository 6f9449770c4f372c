import Foundation

/// What the rating model believes about one player's strength: a normal distribution with
/// this mean and standard deviation, in the model's units (see `RatingModel`).
public struct Rating: Sendable, Equatable, Hashable, Codable {
    public var mean: Double
    public var uncertainty: Double

    public init(mean: Double, uncertainty: Double) {
        self.mean = mean
        self.uncertainty = uncertainty
    }

    /// The number people see: a conservative estimate, the strength the player is 97.7% sure
    /// to reach (`mean - 2 * uncertainty`), drawn on a scale where 1000 is an average player
    /// known exactly and 200 points are one model unit. A newcomer therefore starts low and
    /// climbs as results make the estimate surer, as in TrueSkill's leaderboards; never below 0.
    public var shown: Int { Rating.shownScale(mean - 2 * uncertainty) }

    /// The mean alone on the shown scale: what a team's strength is printed as.
    public var shownMean: Int { Rating.shownScale(mean) }

    static func shownScale(_ value: Double) -> Int {
        let scaled = (1000 + 200 * value).rounded()
        return scaled.isFinite ? max(0, Int(scaled)) : 0
    }
}
