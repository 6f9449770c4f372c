import Foundation

/// Why a score or a scorer cannot be set as asked: one rule for the running match
/// (`score`, `end --score`) and the history (`history edit`).
public enum ScorerError: Error, Equatable, Sendable {
    /// A score with room for fewer goals than have recorded scorers: those scorers, named
    /// (once each), until the change says they may be dropped.
    case wouldDropScorers(score: Score, scorers: [String])
    /// A goal number beyond the match's goals (`count` of them, numbered from 1).
    case noSuchGoal(number: Int, count: Int)
    /// One goal given two scorers in one correction: which one was meant cannot be told.
    case goalGivenTwice(number: Int)
}

extension ScorerError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .wouldDropScorers(let score, let scorers):
            "the score \(score.text) would leave recorded scorers without their goals (\(PlainList.joined(scorers)))"
        case .noSuchGoal(let number, 0):
            "there is no goal \(number) (the match has no goals)"
        case .noSuchGoal(let number, let count):
            "there is no goal \(number) (the match has \(PlainList.counted(count, "goal")), numbered 1 to \(count))"
        case .goalGivenTwice(let number):
            "goal \(number) was given more than one scorer in one correction"
        }
    }

    public var failureKind: FailureKind { .invalidData }

    public var nextStep: NextStep? {
        switch self {
        case .wouldDropScorers: .dropScorers
        case .noSuchGoal, .goalGivenTwice: .listGoals
        }
    }
}
