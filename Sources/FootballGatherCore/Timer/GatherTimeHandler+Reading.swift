extension GatherTimeHandler {
    /// Seconds left, from 0 up to the selected time plus the stoppage time.
    func remaining(at reading: ClockReading) -> Double {
        let selected = Double(selectedTime.totalSeconds + addedSeconds)
        let left = switch phase {
        case .ready: selected
        case .running(let deadline): deadline.secondsLeft(at: reading)
        case .paused(let remaining): remaining
        }
        return max(min(left, selected), 0)
    }

    /// How long until the shown second changes, for a display that redraws exactly then; nil unless running.
    func secondsUntilTextChanges(at reading: ClockReading) -> Double? {
        guard state(at: reading) == .running else { return nil }
        let left = remaining(at: reading)
        return left - Double(GatherTime.wholeSecondsShown(remaining: left) - 1)
    }
}
