import Foundation

struct MatchPrediction: Sendable, Equatable {
    /// The expected standardised margin of team A over team B.
    var expectedMargin: Double
    /// The variance of that margin: the players' uncertainties plus the match's own noise.
    var marginVariance: Double

    /// P(margin > 0), so a draw-ish match is 50%; `chanceA + chanceB == 1`.
    var chanceA: Double { standardNormalCDF(expectedMargin / marginVariance.squareRoot()) }
    var chanceB: Double { 1 - chanceA }
}

/// Φ, the standard normal cumulative distribution.
func standardNormalCDF(_ value: Double) -> Double {
    0.5 * erfc(-value / 2.0.squareRoot())
}

extension RatingModel {
    /// What one player more on a side is worth, in model units, per relative size difference: with goal rates
    /// proportional to players, a side with `d` more than the mean scores `d` more of about 3 goals a side,
    /// which standardised by `sqrt(6 + 1)` is about `1.1 d`; rounded down to 1.
    static let extraPlayerWorth = 1.0

    /// The margin that sides of these sizes are worth alone: four against three of equal
    /// ratings, 0.29 units (about 60%); seven against six, 0.15 (about 55%).
    static func sizeAdvantage(sizeA: Int, sizeB: Int) -> Double {
        guard sizeA + sizeB > 0 else { return 0 }
        return extraPlayerWorth * Double(sizeA - sizeB) / (Double(sizeA + sizeB) / 2)
    }

    /// The expectation for `teamA` against `teamB`, sizes counted (`sizeAdvantage`); an empty side counts as
    /// even. The rating updates do not use it: a side's result teaches its players whatever its size.
    func predict(teamA: [Rating], teamB: [Rating]) -> MatchPrediction {
        let noise = performanceNoise * performanceNoise
        guard !teamA.isEmpty, !teamB.isEmpty else {
            return MatchPrediction(expectedMargin: 0, marginVariance: noise)
        }
        let (sizeA, sizeB) = (Double(teamA.count), Double(teamB.count))
        let meanA = teamA.reduce(0) { $0 + $1.mean } / sizeA
        let meanB = teamB.reduce(0) { $0 + $1.mean } / sizeB
        let varianceA = teamA.reduce(0) { $0 + $1.uncertainty * $1.uncertainty } / (sizeA * sizeA)
        let varianceB = teamB.reduce(0) { $0 + $1.uncertainty * $1.uncertainty } / (sizeB * sizeB)
        return MatchPrediction(
            expectedMargin: meanA - meanB + Self.sizeAdvantage(sizeA: teamA.count, sizeB: teamB.count),
            marginVariance: varianceA + varianceB + noise)
    }

    package func winProbability(teamA: [Rating], teamB: [Rating]) -> Double {
        predict(teamA: teamA, teamB: teamB).chanceA
    }
}
