import FootballGatherCore

enum TimerErrorWording {
    static func text(_ error: TimerError) -> String {
        switch error {
        case .invalidTime(let input):
            let given = input.trimmingCharacters(in: .whitespacesAndNewlines)
            let problem = given.isEmpty ? "no time given" : "'\(given)' is not a valid time"
            return "\(problem): use \(GatherTime.acceptedForms)"
        case .timeOutOfRange(let input):
            return "'\(input.trimmingCharacters(in: .whitespacesAndNewlines))' is outside the times a clock keeps: from 0:01 to 99:59"
        case .invalidMatchLength(let input):
            return "'\(input.trimmingCharacters(in: .whitespacesAndNewlines))' is not a valid match length: use \(MatchLength.acceptedForms)"
        case .missingHalfTime(let input):
            let given = input.trimmingCharacters(in: .whitespacesAndNewlines)
            return "'\(given)' gives no time for each half: put it after the x, like 2x25:00"
        case .invalidStoppage(let input):
            let given = input.trimmingCharacters(in: .whitespacesAndNewlines)
            let problem = given.isEmpty ? "no time given" : "'\(given)' is not a valid stoppage time"
            return "\(problem): use a time like 2m, 90s or 1:30, with - in front to take time off"
        case .cannotAddWhileReady:
            return "the timer has not started, so there is no stoppage time to add"
        case .stoppageBelowZero(let shown, let taking):
            return "cannot take \(GatherTime.text(wholeSeconds: taking)) off: the clock shows only \(GatherTime.text(wholeSeconds: shown))"
        case .stoppageAboveMaximum(let shown, let adding):
            return "cannot add \(GatherTime.text(wholeSeconds: adding)) to \(GatherTime.text(wholeSeconds: shown)): the clock shows at most 99:59"
        case .cannotPauseAtHalfTime:
            return "it is half-time, so there is nothing to pause"
        case .cannotSetWhileRunning:
            return "the timer is running"
        case .cannotPause:
            return "the timer is not running, so there is nothing to pause"
        case .timeIsUp:
            return "the time is already up"
        case .notRunning(let state):
            return "the timer is \(state.rawValue), not running"
        }
    }
}
