/// The clock as the screen shows it, and as `timer status --json` prints it.
public struct ClockStatus: Sendable, Equatable, Encodable {
    public var state: TimerState
    public var remainingSeconds: Int
    public var selectedSeconds: Int
    /// `MM:SS`.
    public var text: String
    /// The half being played (1 or 2) and how many there are; both absent for a one-period match.
    public var half: Int?
    public var halves: Int?
}

extension ClockStatus {
    public init(_ clock: GatherTimeHandler, at reading: ClockReading) {
        let remaining = clock.remaining(at: reading)
        state = clock.state(at: reading)
        remainingSeconds = GatherTime.wholeSecondsShown(remaining: remaining)
        selectedSeconds = clock.selectedTime.totalSeconds
        text = GatherTime.text(remaining: remaining)
        if clock.halves > 1 {
            half = clock.half
            halves = clock.halves
        }
    }

    /// Whether the countdown stopped by itself: at half-time or at full time.
    public var reachedZero: Bool { state == .halfTime || state == .finished }
}

/// What a clock command did: the clock after it, and a note when there was nothing to do (not an error).
public struct ClockChange: Sendable, Equatable {
    public var status: ClockStatus
    public var note: String?
}
