import Foundation

/// How well predictions matched the results: mean Brier score (squared error of team A's chance; 0 is
/// perfect, a coin flip 0.25 on decisive results) and mean log-loss (a coin flip: ln 2 ≈ 0.693). A draw
/// counts half a win for each side, so a 50% call is exactly right about it.
public struct PredictionScore: Sendable, Equatable {
    public var brier: Double
    public var logLoss: Double

    init?(_ pairs: [(chanceA: Double, outcomeA: Double)]) {
        guard !pairs.isEmpty else { return nil }
        let count = Double(pairs.count)
        brier = pairs.reduce(0) { $0 + ($1.chanceA - $1.outcomeA) * ($1.chanceA - $1.outcomeA) } / count
        logLoss = pairs.reduce(0) { total, pair in
            // Clamped so a chance of 0 or 1 that turned out wrong costs a lot, not infinity.
            let chance = min(max(pair.chanceA, 1e-6), 1 - 1e-6)
            return total - (pair.outcomeA * log(chance) + (1 - pair.outcomeA) * log(1 - chance))
        } / count
    }
}

extension Score {
    /// Team A's result for scoring a prediction: 1 a win, 0.5 a draw, 0 a loss.
    var outcomeA: Double {
        switch winner {
        case .teamA: 1
        case .teamB: 0
        case nil: 0.5
        }
    }
}
