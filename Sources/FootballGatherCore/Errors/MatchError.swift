import Foundation

/// Match-day failures that are the user's to fix.
public enum MatchError: Error, Equatable, Sendable {
    case noActiveMatch
    case matchAlreadyActive(UUID)
    case playersNotAdded(names: [String], cause: String, status: FailureKind)
    case nothingToResume
    /// A start saved its intent, but the backend has not confirmed the gather yet.
    case startUnconfirmed
    /// The create timed out or the connection dropped: the gather may or may not exist.
    case gatherNotConfirmed(cause: String, status: FailureKind)
    /// `start --resume` found no gather made by the interrupted start; the intent is gone.
    case noGatherWasMade
    /// `start --resume` found more than one gather that the interrupted start could have made.
    case severalCandidates([UUID])
    /// The gather is the running match's: `cancel` deletes it and forgets the match.
    case deletingRunningMatch(UUID)
    /// `goal --undo` for a team that has no goal to take back.
    case noGoalToUndo(Team)
}

extension MatchError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .noActiveMatch:
            "no match is running"
        case .matchAlreadyActive(let id):
            "a match is already running (gather \(id.uuidString))"
        case .playersNotAdded(let names, let cause, _):
            "\(names.count) player(s) could not be added (\(names.joined(separator: ", "))): \(cause)"
        case .nothingToResume:
            "every player of the running match is already added: nothing to resume"
        case .startUnconfirmed:
            "a start is waiting for the server to confirm its gather"
        case .gatherNotConfirmed(let cause, _):
            "the gather may or may not have been created (\(cause.firstClause))"
        case .noGatherWasMade:
            "the interrupted start made no gather, so there is nothing to resume"
        case .severalCandidates(let ids):
            "\(ids.count) new gathers without a score could be the one the interrupted start made (\(ids.map(\.uuidString).joined(separator: ", ")))"
        case .deletingRunningMatch(let id):
            "gather \(id.uuidString) is the running match"
        case .noGoalToUndo(let team):
            "\(team.rawValue) has no goal to take back"
        }
    }

    public var failureKind: FailureKind {
        switch self {
        case .noActiveMatch, .matchAlreadyActive, .nothingToResume, .startUnconfirmed, .noGatherWasMade,
            .severalCandidates, .deletingRunningMatch, .noGoalToUndo:
            .refused
        case .playersNotAdded(_, _, let status), .gatherNotConfirmed(_, let status): status
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
        case .nothingToResume, .noGoalToUndo: nil
        }
    }
}

extension String {
    /// The sentence up to its hint (the part after ": "), to quote it inside another one.
    var firstClause: String {
        components(separatedBy: ": ").first ?? self
    }
}
