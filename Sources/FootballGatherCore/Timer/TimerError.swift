import Foundation

/// What the countdown refuses. A bad time is a usage error (64); a command that does not
/// fit the timer's state is a refusal (1), like a conflict on the server; `timer wait`
/// on a clock that is not running is exit 3.
public enum TimerError: Error, Equatable, Sendable {
    /// The text as the user typed it.
    case invalidTime(String)
    /// `set` while running.
    case cannotSetWhileRunning
    /// `pause` while ready.
    case cannotPause
    /// `start`, `resume`, `pause` or `toggle` once the clock reached zero.
    case timeIsUp
    /// `wait` (or a live countdown) on a clock that is ready or paused, or became so.
    case notRunning(TimerState)
}

extension TimerError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .invalidTime(let input):
            let given = input.trimmingCharacters(in: .whitespacesAndNewlines)
            let problem = given.isEmpty ? "no time given" : "'\(given)' is not a valid time"
            return "\(problem): use \(GatherTime.acceptedForms)"
        case .cannotSetWhileRunning:
            return "the timer is running: pause it ('gather timer pause') or reset it ('gather timer reset') before setting a time"
        case .cannotPause:
            return "the timer is not running, so there is nothing to pause: start it with 'gather timer start'"
        case .timeIsUp:
            return "the time is already up: run 'gather timer reset' to count down again"
        case .notRunning(.paused):
            return "the timer is paused, not running: resume it with 'gather timer resume'"
        case .notRunning(let state):
            return "the timer is \(state.rawValue), not running: start it with 'gather timer start'"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .invalidTime: .usage
        case .cannotSetWhileRunning, .cannotPause, .timeIsUp: .refused
        case .notRunning: .timerNotRunning
        }
    }
}
