import Foundation
@testable import FootballGatherCore
@testable import RatingLab

/// Issue 23's evidence against a label: ten players, six matches of five a side. Player 1, labelled beginner,
/// wins all six by two or three goals (goal difference +15) with different team-mates each week against
/// player 2, labelled professional, who loses all six. The other eight are amateurs.
enum LabelEvidence {
    static let beginner = 1, professional = 2
    static let scores = [(3, 1), (4, 1), (2, 0), (3, 0), (4, 2), (3, 0)]

    static var skills: [Int: Skill] {
        var skills: [Int: Skill] = [beginner: .beginner, professional: .professional]
        for id in 3...10 { skills[id] = .amateur }
        return skills
    }

    /// The six matches: each week the eight others rotate by three, so team-mates change.
    static var matches: [EndedMatch] {
        let others = Array(3...10)
        return scores.enumerated().map { week, score in
            let turn = (3 * week) % others.count
            let rotated = Array(others[turn...] + others[..<turn])
            return EndedMatch(
                id: UUID(uuid: SimulatedGroup.uuidBytes(UInt64(week))), date: Date(timeIntervalSince1970: Double(week) * 7 * 86_400),
                lineUp: .teams(teamA: [beginner] + rotated.prefix(4), teamB: [professional] + rotated.suffix(4)),
                score: Score(teamA: score.0, teamB: score.1))
        }
    }

    static func run(model: RatingModel = .standard) -> (beginner: Rating, professional: Rating) {
        let history = model.history(after: matches, skills: skills)
        return (history.rating(of: beginner), history.rating(of: professional))
    }
}
