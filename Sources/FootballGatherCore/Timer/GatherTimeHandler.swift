/// The match countdown. A plain value: the CLI saves it between processes, and every
/// question about time takes a `ClockReading`, so the remaining time always comes from
/// the deadline and never drifts.
public struct GatherTimeHandler: Sendable, Equatable {
    public internal(set) var selectedTime: GatherTime
    var phase: Phase

    /// What is saved; each case carries only what it needs, so no field can go stale.
    /// Finished is not a phase: it is a running phase whose deadline has passed.
    enum Phase: Sendable, Equatable {
        case ready
        case running(TimerDeadline)
        case paused(remaining: Double)
    }

    public init(selectedTime: GatherTime = .defaultTime) {
        self.selectedTime = selectedTime
        self.phase = .ready
    }

    public func state(at reading: ClockReading) -> TimerState {
        switch phase {
        case .ready: .ready
        case .running(let deadline): deadline.secondsLeft(at: reading) > 0 ? .running : .finished
        case .paused: .paused
        }
    }

    /// Set only while running or finished.
    public var deadline: TimerDeadline? {
        if case .running(let deadline) = phase { deadline } else { nil }
    }

    /// Set only while paused.
    public var remainingWhenPaused: Double? {
        if case .paused(let remaining) = phase { remaining } else { nil }
    }
}
