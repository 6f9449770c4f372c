/// Every change is pure: it takes the reading it happens at and does no I/O.
/// The ones that may find nothing to do return whether they changed the clock.
extension GatherTimeHandler {
    /// Ready or paused: runs. Running: nothing. Finished: refused (reset first).
    @discardableResult
    public mutating func start(at reading: ClockReading) throws(TimerError) -> Bool {
        switch (phase, state(at: reading)) {
        case (.ready, _):
            run(for: Double(selectedTime.totalSeconds), from: reading)
        case (.paused(let remaining), _):
            run(for: remaining, from: reading)
        case (_, .finished):
            throw .timeIsUp
        default:
            return false
        }
        return true
    }

    /// Running: pauses. Paused: nothing. Ready or finished: refused.
    @discardableResult
    public mutating func pause(at reading: ClockReading) throws(TimerError) -> Bool {
        switch state(at: reading) {
        case .running: phase = .paused(remaining: remaining(at: reading))
        case .paused: return false
        case .ready: throw .cannotPause
        case .finished: throw .timeIsUp
        }
        return true
    }

    /// The app's single button: pauses a running countdown, otherwise starts or resumes it.
    public mutating func toggle(at reading: ClockReading) throws(TimerError) {
        if state(at: reading) == .running {
            try pause(at: reading)
        } else {
            try start(at: reading)
        }
    }

    /// Back to ready with the selected time (or `time`, when given), from any state.
    public mutating func reset(selecting time: GatherTime? = nil) {
        if let time { selectedTime = time }
        phase = .ready
    }

    /// A new match length, ready to start; refused while running, so a live match is
    /// never cut short by a typo.
    public mutating func set(_ time: GatherTime, at reading: ClockReading) throws(TimerError) {
        guard state(at: reading) != .running else { throw .cannotSetWhileRunning }
        reset(selecting: time)
    }

    private mutating func run(for seconds: Double, from reading: ClockReading) {
        phase = .running(TimerDeadline(after: seconds, from: reading))
    }
}
