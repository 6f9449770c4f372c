import Foundation
import FootballGatherCore

/// Issue 28's six weeks: 14 players labelled 4 beginner, 6 amateur, 4 professional (for another even count,
/// two sevenths at each end), half a side, sides drawn at random each week. Player 1, labelled beginner, is
/// on the winning side every week; mirrored, every label is reversed and player 1's side loses every week.
/// The winning margin is one goal, or one to three.
public struct SixWeeks: Sendable {
    public static let standout = 1
    public static let seeds: [UInt64] = Array(1...20)
    /// The group sizes issue 38 holds them for.
    public static let groupSizes = [12, 14, 16]
    public var skills: [Int: Skill] = [:]
    public var matches: [EndedMatch] = []
    public let mirrored: Bool

    public init(seed: UInt64, mirrored: Bool = false, oneGoalMargins: Bool = false, players: Int = 14) {
        self.mirrored = mirrored
        var random = LabRandom(seed: seed)
        let labelled = Int((Double(players) * 2 / 7).rounded())
        let others: [Skill] = Array(repeating: .beginner, count: labelled - 1) + Array(repeating: .amateur, count: players - 2 * labelled)
            + Array(repeating: .professional, count: labelled)
        let labels = [Skill.beginner] + others.shuffled(using: &random)
        for (index, label) in labels.enumerated() {
            skills[index + 1] = mirrored ? Self.reversed(label) : label
        }
        matches = (0..<6).map { week in
            let drawn = Array(1...players).shuffled(using: &random)
            let teamA = Array(drawn.prefix(players / 2)), teamB = Array(drawn.suffix(players / 2))
            let losing = Int(random.next() % 4)
            let winning = losing + (oneGoalMargins ? 1 : 1 + Int(random.next() % 3))
            let aWins = teamA.contains(Self.standout) != mirrored
            return EndedMatch(
                id: UUID(uuid: SimulatedGroup.uuidBytes(UInt64(week))), date: Date(timeIntervalSince1970: Double(week) * 7 * 86_400),
                lineUp: .teams(teamA: teamA, teamB: teamB),
                score: aWins ? Score(teamA: winning, teamB: losing) : Score(teamA: losing, teamB: winning))
        }
    }

    /// Wins minus losses of each player over the six weeks.
    public var balance: [Int: Int] {
        var balance: [Int: Int] = [:]
        for match in matches {
            guard case .teams(let teamA, let teamB) = match.lineUp, let winner = match.score.winner else { continue }
            for id in teamA { balance[id, default: 0] += winner == .teamA ? 1 : -1 }
            for id in teamB { balance[id, default: 0] += winner == .teamB ? 1 : -1 }
        }
        return balance
    }

    /// Player 1 rated above everyone with a losing record (mirrored: below everyone with a winning one).
    public func holds(_ ratings: [Int: Rating]) -> Bool {
        guard let standout = ratings[Self.standout]?.mean else { return false }
        return balance.allSatisfy { id, balance in
            guard id != Self.standout, let mean = ratings[id]?.mean else { return true }
            return mirrored ? (balance <= 0 || mean > standout) : (balance >= 0 || mean < standout)
        }
    }

    public static func seedsHolding(model: RatingModel, mirrored: Bool = false, oneGoalMargins: Bool = false, players: Int = 14) -> Int {
        seeds.count { seed in
            let weeks = SixWeeks(seed: seed, mirrored: mirrored, oneGoalMargins: oneGoalMargins, players: players)
            return weeks.holds(model.ratings(after: weeks.matches, skills: weeks.skills))
        }
    }

    /// The same with openskill's Plackett-Luce fed the label prior of `RatingModel.fixedLabels`.
    public static func seedsHoldingOpenSkill(mirrored: Bool = false, oneGoalMargins: Bool = false) -> Int {
        seeds.count { seed in
            let weeks = SixWeeks(seed: seed, mirrored: mirrored, oneGoalMargins: oneGoalMargins)
            let beliefs = OpenSkillPL.ratings(after: weeks.matches, skills: weeks.skills, model: .fixedLabels)
            return weeks.holds(beliefs.mapValues { Rating(mean: $0.mu, uncertainty: $0.sigma) })
        }
    }

    static func reversed(_ skill: Skill) -> Skill {
        switch skill {
        case .beginner: .professional
        case .amateur: .amateur
        case .professional: .beginner
        }
    }
}
