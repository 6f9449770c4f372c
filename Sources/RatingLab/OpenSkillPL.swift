import Foundation
import FootballGatherCore

/// Issue 23's baseline: openskill's Plackett-Luce model (Weng & Lin, "A Bayesian approximation method for
/// online ranking", JMLR 12, 2011, algorithm 4) with openskill's defaults (μ 25, σ 25/3, β 25/6, κ 0.0001,
/// τ 25/300), without skill labels or with `RatingModel.fixedLabels`'s prior (one of its units is σ, 25/3).
/// Two teams per match, ranked by the result only (a draw is a tie); a team is the sum of its players'.
public enum OpenSkillPL {
    public struct Belief: Sendable, Equatable {
        public var mu = 25.0
        public var sigma = 25.0 / 3
    }

    static let beta = 25.0 / 6, kappa = 0.0001, tau = 25.0 / 300

    /// Each labelled player starts at their prior in `model`: the model's 0 at μ 25, its unit openskill's σ.
    public static func ratings(after matches: [EndedMatch], skills: [Int: Skill], model: RatingModel) -> [Int: Belief] {
        let unit = 25.0 / 3
        return ratings(after: matches, starting: skills.mapValues { skill in
            let prior = model.prior(for: skill)
            return Belief(mu: 25 + unit * prior.mean, sigma: unit * prior.uncertainty)
        })
    }

    /// Players not in `starting` start at openskill's defaults.
    public static func ratings(after matches: [EndedMatch], starting: [Int: Belief] = [:]) -> [Int: Belief] {
        var beliefs = starting
        for match in EndedMatch.chronological(matches) {
            guard case .teams(let teamA, let teamB) = match.lineUp, !teamA.isEmpty, !teamB.isEmpty else { continue }
            for id in teamA + teamB {
                var belief = beliefs[id] ?? Belief()
                belief.sigma = (belief.sigma * belief.sigma + tau * tau).squareRoot()
                beliefs[id] = belief
            }
            // Rank 0 is first; equal ranks are a tie.
            let (rankA, rankB) = match.score.teamA > match.score.teamB ? (0, 1) : match.score.teamA < match.score.teamB ? (1, 0) : (0, 0)
            update(&beliefs, teams: [(teamA, rankA), (teamB, rankB)])
        }
        return beliefs
    }

    static func update(_ beliefs: inout [Int: Belief], teams: [(players: [Int], rank: Int)]) {
        let summed = teams.map { team -> (mu: Double, variance: Double, rank: Int) in
            let players = team.players.map { beliefs[$0] ?? Belief() }
            return (players.reduce(0) { $0 + $1.mu }, players.reduce(0) { $0 + $1.sigma * $1.sigma }, team.rank)
        }
        let c = summed.reduce(0) { $0 + $1.variance + beta * beta }.squareRoot()
        // For each team q: the sum of exp(μ/c) over teams ranked no better, and how many share its rank.
        let sums = summed.map { q in summed.filter { $0.rank >= q.rank }.reduce(0) { $0 + exp($1.mu / c) } }
        let ties = summed.map { q in Double(summed.count { $0.rank == q.rank }) }
        for (index, team) in summed.enumerated() {
            var omega = 0.0, delta = 0.0
            for (q, other) in summed.enumerated() where other.rank <= team.rank {
                let quotient = exp(team.mu / c) / sums[q]
                omega += (q == index ? 1 - quotient : -quotient) / ties[q]
                delta += quotient * (1 - quotient) / ties[q]
            }
            let gamma = team.variance.squareRoot() / c
            omega *= team.variance / c
            delta *= gamma * team.variance / (c * c)
            for id in teams[index].players {
                var belief = beliefs[id] ?? Belief()
                let share = belief.sigma * belief.sigma / team.variance
                belief.mu += share * omega
                belief.sigma = (belief.sigma * belief.sigma * max(1 - share * delta, kappa)).squareRoot()
                beliefs[id] = belief
            }
        }
    }
}
