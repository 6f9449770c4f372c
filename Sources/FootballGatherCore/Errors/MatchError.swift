import Foundation

/// Match-day failures that are the user's to fix.
public enum MatchError: Error, Equatable, Sendable {
    case noActiveMatch
    case matchAlreadyActive(UUID)
    /// The players a start could not add, and why the first of them was not.
    case playersNotAdded(names: [String], cause: ErrorCause)
    case nothingToResume
    /// A start saved its intent, but the backend has not confirmed the gather yet.
    case startUnconfirmed
    /// The create timed out or the connection dropped: the gather may or may not exist.
    case gatherNotConfirmed(cause: APIError)
    /// `start --resume` found no gather made by the interrupted start; the intent is gone.
    case noGatherWasMade
    /// `start --resume` found more than one gather that the interrupted start could have made.
    case severalCandidates([UUID])
    /// The gather is the running match's: `cancel` deletes it and forgets the match.
    case deletingRunningMatch(UUID)
    case noGoalToUndo(Team)
    /// A goal for a side at 99, the most a score holds (as the app's steppers).
    case noGoalPast99(Team)
    /// Yes to the full-time question came after that match had ended (another shell ended it, maybe started
    /// another): the question was not about the match running now.
    case offeredMatchEnded(UUID)
}

extension MatchError: GatherFailure {
    public var failureKind: FailureKind {
        switch self {
        case .noActiveMatch, .matchAlreadyActive, .nothingToResume, .startUnconfirmed, .noGatherWasMade,
            .severalCandidates, .deletingRunningMatch, .noGoalToUndo, .noGoalPast99, .offeredMatchEnded:
            .refused
        case .playersNotAdded(_, let cause): cause.failureKind
        case .gatherNotConfirmed(let cause): cause.failureKind
        }
    }

    public var nextStep: NextStep? {
        switch self {
        case .noActiveMatch: .startMatch
        case .matchAlreadyActive: .endOrCancelFirst
        case .playersNotAdded: .resumeToRetry
        case .startUnconfirmed: .resumeToFinish
        case .gatherNotConfirmed: .resumeToFindGather
        case .noGatherWasMade: .startAgain
        case .severalCandidates: .deleteExtraGathersThenResume
        case .deletingRunningMatch: .cancelToDelete
        case .nothingToResume, .noGoalToUndo, .noGoalPast99, .offeredMatchEnded: nil
        }
    }
}
