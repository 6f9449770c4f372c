import Foundation

/// What the model expects of a match between two teams.
public struct MatchPrediction: Sendable, Equatable {
    /// The expected standardised margin of team A over team B.
    public var expectedMargin: Double
    /// The variance of that margin: the players' uncertainties plus the match's own noise.
    public var marginVariance: Double

    /// The chance that team A comes out ahead: P(margin > 0), so a draw-ish match is 50%.
    /// `chanceA + chanceB == 1`.
    public var chanceA: Double { standardNormalCDF(expectedMargin / marginVariance.squareRoot()) }
    public var chanceB: Double { 1 - chanceA }
}

/// Φ, the standard normal cumulative distribution.
func standardNormalCDF(_ value: Double) -> Double {
    0.5 * erfc(-value / 2.0.squareRoot())
}

extension RatingModel {
    /// The model's expectation for `teamA` against `teamB`; an empty side counts as even.
    public func predict(teamA: [Rating], teamB: [Rating]) -> MatchPrediction {
        let noise = performanceNoise * performanceNoise
        guard !teamA.isEmpty, !teamB.isEmpty else {
            return MatchPrediction(expectedMargin: 0, marginVariance: noise)
        }
        let (sizeA, sizeB) = (Double(teamA.count), Double(teamB.count))
        let meanA = teamA.reduce(0) { $0 + $1.mean } / sizeA
        let meanB = teamB.reduce(0) { $0 + $1.mean } / sizeB
        let varianceA = teamA.reduce(0) { $0 + $1.uncertainty * $1.uncertainty } / (sizeA * sizeA)
        let varianceB = teamB.reduce(0) { $0 + $1.uncertainty * $1.uncertainty } / (sizeB * sizeB)
        return MatchPrediction(expectedMargin: meanA - meanB, marginVariance: varianceA + varianceB + noise)
    }

    /// The chance that `teamA` beats `teamB` (see `MatchPrediction.chanceA`).
    public func winProbability(teamA: [Rating], teamB: [Rating]) -> Double {
        predict(teamA: teamA, teamB: teamB).chanceA
    }
}
