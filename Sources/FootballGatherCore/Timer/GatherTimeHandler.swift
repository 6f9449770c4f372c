/// The match countdown: a plain value saved between processes. Every question about time takes a
/// `ClockReading`, so the remaining time always comes from the deadline and never drifts.
public struct GatherTimeHandler: Sendable, Equatable {
    /// The length of one half (of the whole match when it has one half).
    var selectedTime: GatherTime
    /// 1, or 2 for a match played in two halves.
    var halves: Int
    var half: Int
    /// Stoppage time added to (or, when negative, taken off) the current half.
    var addedSeconds: Int
    var phase: Phase

    /// What is saved; each case carries only what it needs, so no field can go stale.
    /// Finished is not a phase: it is a running phase whose deadline has passed.
    enum Phase: Sendable, Equatable {
        case ready
        case running(TimerDeadline)
        case paused(remaining: Double)
    }

    init(selectedTime: GatherTime = .defaultTime) {
        self.init(length: MatchLength(selectedTime))
    }

    init(length: MatchLength) {
        self.selectedTime = length.halfTime
        self.halves = length.halves
        self.half = 1
        self.addedSeconds = 0
        self.phase = .ready
    }

    func state(at reading: ClockReading) -> TimerState {
        switch phase {
        case .ready: .ready
        case .running(let deadline):
            if deadline.secondsLeft(at: reading) > 0 { .running } else if half < halves { .halfTime } else { .finished }
        case .paused: .paused
        }
    }

    /// Set only while running, at half-time or finished.
    var deadline: TimerDeadline? {
        if case .running(let deadline) = phase { deadline } else { nil }
    }

    /// Set only while paused.
    var remainingWhenPaused: Double? {
        if case .paused(let remaining) = phase { remaining } else { nil }
    }
}
