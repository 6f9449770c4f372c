import Foundation

/// Match-day failures that are the user's to fix.
public enum MatchError: Error, Equatable, Sendable {
    case noActiveMatch
    case matchAlreadyActive(UUID)
    case playersNotAdded(names: [String], cause: String, status: ExitStatus)
    case nothingToResume
}

extension MatchError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .noActiveMatch:
            "no match is running: start one with 'gather start --teams A/B'"
        case .matchAlreadyActive(let id):
            "a match is already running (gather \(id.uuidString)): end it with 'gather end' or 'gather cancel' first"
        case .playersNotAdded(let names, let cause, _):
            "\(names.count) player(s) could not be added (\(names.joined(separator: ", "))): \(cause); run 'gather start --resume' to retry"
        case .nothingToResume:
            "every player of the running match is already added: nothing to resume"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .noActiveMatch, .matchAlreadyActive, .nothingToResume: .refused
        case .playersNotAdded(_, _, let status): status
        }
    }
}
