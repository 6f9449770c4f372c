/// Every change is pure (no I/O, at a given reading); those that may do nothing return whether they did.
extension GatherTimeHandler {
    /// Ready or paused: runs. Half-time: the second half. Running: nothing. Finished: refused (reset first).
    @discardableResult
    mutating func start(at reading: ClockReading) throws(TimerError) -> Bool {
        switch (phase, state(at: reading)) {
        case (.ready, _):
            run(for: Double(selectedTime.totalSeconds), from: reading)
        case (.paused(let remaining), _):
            run(for: remaining, from: reading)
        case (_, .halfTime):
            half += 1
            addedSeconds = 0
            run(for: Double(selectedTime.totalSeconds), from: reading)
        case (_, .finished):
            throw .timeIsUp
        default:
            return false
        }
        return true
    }

    /// Running: pauses. Paused: nothing. Ready or finished: refused.
    @discardableResult
    mutating func pause(at reading: ClockReading) throws(TimerError) -> Bool {
        switch state(at: reading) {
        case .running: phase = .paused(remaining: remaining(at: reading))
        case .paused: return false
        case .ready: throw .cannotPause
        case .halfTime: throw .cannotPauseAtHalfTime
        case .finished: throw .timeIsUp
        }
        return true
    }

    /// The app's single button: pauses a running countdown, otherwise starts or resumes it.
    mutating func toggle(at reading: ClockReading) throws(TimerError) {
        if state(at: reading) == .running {
            try pause(at: reading)
        } else {
            try start(at: reading)
        }
    }

    /// Back to ready for the first half at the selected length (or `length`, when given), from any state.
    mutating func reset(selecting length: MatchLength? = nil) {
        if let length {
            selectedTime = length.halfTime
            halves = length.halves
        }
        half = 1
        addedSeconds = 0
        phase = .ready
    }

    /// A new match length, ready to start; refused while running, so a typo never cuts a live match short.
    mutating func set(_ length: MatchLength, at reading: ClockReading) throws(TimerError) {
        guard state(at: reading) != .running else { throw .cannotSetWhileRunning }
        reset(selecting: length)
    }

    /// Stoppage time (negative takes it off). A running clock keeps running; a finished or half-time one is
    /// paused with the time added. Refused on a ready clock, and beyond 00:00...99:59 shown.
    mutating func add(seconds: Int, at reading: ClockReading) throws(TimerError) {
        let current = state(at: reading)
        guard current != .ready else { throw .cannotAddWhileReady }
        let left = remaining(at: reading)
        let shown = GatherTime.wholeSecondsShown(remaining: left)
        guard shown + seconds >= 0 else { throw .stoppageBelowZero(shown: shown, taking: -seconds) }
        guard shown + seconds <= GatherTime.allowedSeconds.upperBound else {
            throw .stoppageAboveMaximum(shown: shown, adding: seconds)
        }
        // The display rounds up, so taking off all it shows ends the half now.
        let newLeft = max(left + Double(seconds), 0)
        switch current {
        case .running: run(for: newLeft, from: reading)
        case .paused, .halfTime, .finished: phase = .paused(remaining: newLeft)
        case .ready: break
        }
        addedSeconds = min(addedSeconds + seconds, GatherTime.allowedSeconds.upperBound - selectedTime.totalSeconds)
    }

    private mutating func run(for seconds: Double, from reading: ClockReading) {
        phase = .running(TimerDeadline(after: seconds, from: reading))
    }
}
