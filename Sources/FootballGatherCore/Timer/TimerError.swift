import Foundation

/// What the countdown refuses. A bad time is a usage error (64); a command that does not
/// fit the timer's state is a refusal (1), like a conflict on the server.
public enum TimerError: Error, Equatable, Sendable {
    /// The text as the user typed it.
    case invalidTime(String)
    /// `pause` while stopped or paused.
    case cannotPause(TimerState)
    /// `resume` while stopped or running.
    case cannotResume(TimerState)
    /// `pause` on a running countdown that has already reached 00:00.
    case timeIsUp
}

extension TimerError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .invalidTime(let input):
            let given = input.trimmingCharacters(in: .whitespacesAndNewlines)
            let problem = given.isEmpty ? "no time given" : "'\(given)' is not a valid time"
            return "\(problem): use \(GatherTime.acceptedForms)"
        case .cannotPause(.paused):
            return "the timer is already paused: resume it with 'gather timer resume'"
        case .cannotPause:
            return "the timer is not running, so there is nothing to pause: start it with 'gather timer start'"
        case .cannotResume(.running):
            return "the timer is already running: pause it with 'gather timer pause'"
        case .cannotResume:
            return "the timer is not paused, so there is nothing to resume: start it with 'gather timer start'"
        case .timeIsUp:
            return "the time is already up: run 'gather timer start' to count down again"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .invalidTime: .usage
        case .cannotPause, .cannotResume, .timeIsUp: .refused
        }
    }
}
