extension GatherTimeHandler {
    /// Seconds left, from 0 up to the selected time.
    public func remaining(at reading: ClockReading) -> Double {
        let selected = Double(selectedTime.totalSeconds)
        let left = switch phase {
        case .stopped: selected
        case .running(let deadline): deadline.secondsLeft(at: reading)
        case .paused(let remaining): remaining
        }
        return min(max(left, 0), selected)
    }

    /// Running and at 00:00: the state stays `running` until someone stops or restarts it.
    public func isFinished(at reading: ClockReading) -> Bool {
        state == .running && remaining(at: reading) == 0
    }

    /// How long to sleep until the time is up; `nil` unless running.
    public func secondsUntilDeadline(at reading: ClockReading) -> Double? {
        state == .running ? remaining(at: reading) : nil
    }

    /// How long until `timeText` shows the next second, for a display that redraws
    /// exactly when the text changes; `nil` unless running and not yet finished.
    public func secondsUntilTextChanges(at reading: ClockReading) -> Double? {
        guard let left = secondsUntilDeadline(at: reading), left > 0 else { return nil }
        return left - Double(GatherTime.wholeSecondsShown(remaining: left) - 1)
    }

    /// The remaining time as `MM:SS`.
    public func timeText(at reading: ClockReading) -> String {
        GatherTime.text(remaining: remaining(at: reading))
    }

    /// The title of the app's start button for this state.
    public var actionTitle: String {
        switch state {
        case .stopped: "Start"
        case .running: "Pause"
        case .paused: "Resume"
        }
    }
}
