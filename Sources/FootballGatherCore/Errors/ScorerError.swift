/// Why a score or a scorer cannot be set as asked: one rule for the running match
/// (`score`, `end --score`), a recorded match and the history (`history edit`).
public enum ScorerError: Error, Equatable, Sendable {
    /// A score with room for fewer goals than have recorded scorers (named once each), unless they may go.
    case wouldDropScorers(score: Score, scorers: [String])
    /// Below the goals recorded one by one (`recorded`, with or without a scorer); `standing`: the score now.
    case wouldDropGoals(score: Score, standing: Score, recorded: Int)
    /// A goal number beyond the match's goals (`count` of them, numbered from 1).
    case noSuchGoal(number: Int, count: Int)
    /// One goal given two scorers in one correction: which one was meant cannot be told.
    case goalGivenTwice(number: Int)
    /// Credited to a player of the wrong side (`playsFor`, nil when they play for neither).
    case scorerOnWrongSide(name: String, playsFor: Team?, goalFor: Team, isOwnGoal: Bool)
    case moreGoalsThanScore(given: Int, team: Team, scored: Int)
}

extension ScorerError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }

    public var nextStep: NextStep? {
        switch self {
        case .wouldDropScorers: .dropScorers
        case .wouldDropGoals: .dropGoals
        case .noSuchGoal, .goalGivenTwice: .listGoals
        case .scorerOnWrongSide, .moreGoalsThanScore: nil
        }
    }
}
