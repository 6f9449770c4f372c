/// Every change is pure: it takes the reading it happens at and does no I/O.
extension GatherTimeHandler {
    /// Stopped: counts down from the selected time. Paused: resumes. Running: nothing,
    /// so scripts can repeat it, unless the time is up, when it counts down afresh.
    public mutating func start(at reading: ClockReading) {
        switch phase {
        case .stopped:
            run(for: Double(selectedTime.totalSeconds), from: reading)
        case .paused(let remaining):
            run(for: remaining, from: reading)
        case .running:
            if isFinished(at: reading) { run(for: Double(selectedTime.totalSeconds), from: reading) }
        }
    }

    public mutating func pause(at reading: ClockReading) throws(TimerError) {
        guard state == .running else { throw .cannotPause(state) }
        let left = remaining(at: reading)
        guard left > 0 else { throw .timeIsUp }
        phase = .paused(remaining: left)
    }

    public mutating func resume(at reading: ClockReading) throws(TimerError) {
        guard case .paused(let remaining) = phase else { throw .cannotResume(state) }
        run(for: remaining, from: reading)
    }

    /// The app's single button: pauses a running countdown, otherwise starts or resumes
    /// it; a finished countdown starts again.
    public mutating func toggle(at reading: ClockReading) {
        if state == .running, !isFinished(at: reading) {
            phase = .paused(remaining: remaining(at: reading))
        } else {
            start(at: reading)
        }
    }

    /// Back to the selected time, stopped.
    public mutating func stop() {
        phase = .stopped
    }

    /// The same as `stop`: in the app, reset restores the time the countdown had eaten
    /// into; here the selected time is never eaten into, so only the state goes.
    public mutating func reset() {
        stop()
    }

    /// Selects a new time. Running: counts down from it at once. Paused: it becomes the
    /// remaining time. Stopped: it is the next start's time.
    public mutating func set(_ time: GatherTime, at reading: ClockReading) {
        selectedTime = time
        switch phase {
        case .stopped: break
        case .running: run(for: Double(time.totalSeconds), from: reading)
        case .paused: phase = .paused(remaining: Double(time.totalSeconds))
        }
    }

    private mutating func run(for seconds: Double, from reading: ClockReading) {
        phase = .running(TimerDeadline(after: seconds, from: reading))
    }
}
