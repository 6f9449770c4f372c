import Foundation
import FootballGatherCore

/// The baseline: plain team Elo. A team's rating is its players' mean; every player of a team
/// moves by `K * (result - expected)`, with result 1, ½ or 0. Win/draw/loss only, no prior.
public enum TeamElo {
    public static func ratings(after matches: [EndedMatch], factor: Double = 32) -> [Int: Double] {
        var ratings: [Int: Double] = [:]
        for match in EndedMatch.chronological(matches) {
            guard case .teams(let teamA, let teamB) = match.lineUp, !teamA.isEmpty, !teamB.isEmpty else { continue }
            let change = factor * (result(match.score) - expected(teamA, teamB, ratings))
            for id in teamA { ratings[id, default: 1500] += change }
            for id in teamB { ratings[id, default: 1500] -= change }
        }
        return ratings
    }

    /// The chance team A wins, by Elo's logistic curve.
    public static func expected(_ teamA: [Int], _ teamB: [Int], _ ratings: [Int: Double]) -> Double {
        let mean = { (team: [Int]) in team.reduce(0) { $0 + (ratings[$1] ?? 1500) } / Double(team.count) }
        return 1 / (1 + pow(10, (mean(teamB) - mean(teamA)) / 400))
    }

    static func result(_ score: Score) -> Double {
        score.teamA > score.teamB ? 1 : score.teamA == score.teamB ? 0.5 : 0
    }
}
