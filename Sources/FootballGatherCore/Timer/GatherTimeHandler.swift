/// The match countdown. A plain value: the CLI saves it between processes, and every
/// question about time takes a `ClockReading`, so the remaining time always comes from
/// the deadline and never drifts.
public struct GatherTimeHandler: Sendable, Equatable {
    public internal(set) var selectedTime: GatherTime
    var phase: Phase

    /// Each state carries only what it needs, so no field can go stale.
    enum Phase: Sendable, Equatable {
        case stopped
        case running(TimerDeadline)
        case paused(remaining: Double)
    }

    public init(selectedTime: GatherTime = .defaultTime) {
        self.selectedTime = selectedTime
        self.phase = .stopped
    }

    public var state: TimerState {
        switch phase {
        case .stopped: .stopped
        case .running: .running
        case .paused: .paused
        }
    }

    /// Set only while running.
    public var deadline: TimerDeadline? {
        if case .running(let deadline) = phase { deadline } else { nil }
    }

    /// Set only while paused.
    public var remainingWhenPaused: Double? {
        if case .paused(let remaining) = phase { remaining } else { nil }
    }
}
