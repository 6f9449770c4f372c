/// What the countdown refuses: a bad time is a usage error (64), a command that does not fit the state a
/// refusal (1), and `timer wait` on a clock that is not running exits 3.
public enum TimerError: Error, Equatable, Sendable {
    case invalidTime(String)
    /// A time written right but outside 0:01 to 99:59.
    case timeOutOfRange(String)
    /// A match length with an `x` that is not `2x` followed by a time.
    case invalidMatchLength(String)
    case missingHalfTime(String)
    /// A stoppage time that is not a time with an optional sign.
    case invalidStoppage(String)
    case cannotAddWhileReady
    /// `add` taking off more than the clock shows.
    case stoppageBelowZero(shown: Int, taking: Int)
    /// `add` past 99:59.
    case stoppageAboveMaximum(shown: Int, adding: Int)
    case cannotPauseAtHalfTime
    case cannotSetWhileRunning
    /// `pause` while ready.
    case cannotPause
    /// `start`, `resume`, `pause` or `toggle` once the clock reached zero.
    case timeIsUp
    /// `wait` (or a live countdown) on a clock that is ready or paused, or became so.
    case notRunning(TimerState)
}

extension TimerError: GatherFailure {
    public var failureKind: FailureKind {
        switch self {
        case .invalidTime, .invalidMatchLength, .missingHalfTime, .invalidStoppage: .malformedInput
        case .stoppageBelowZero, .stoppageAboveMaximum, .timeOutOfRange: .invalidData
        case .cannotSetWhileRunning, .cannotPause, .timeIsUp, .cannotAddWhileReady, .cannotPauseAtHalfTime: .refused
        case .notRunning: .timerNotRunning
        }
    }

    public var nextStep: NextStep? {
        switch self {
        case .cannotAddWhileReady: .setMatchLength
        case .cannotPauseAtHalfTime: .startSecondHalf
        case .cannotSetWhileRunning: .pauseOrResetBeforeSetting
        case .cannotPause, .notRunning(.ready), .notRunning(.finished), .notRunning(.halfTime): .startTimer
        case .timeIsUp: .resetTimer
        case .notRunning(.paused): .resumeTimer
        default: nil
        }
    }
}
