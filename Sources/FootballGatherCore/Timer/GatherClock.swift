/// One look at the clocks, taken at a single instant.
public struct ClockReading: Sendable, Equatable {
    /// Seconds on a clock that wall-clock changes do not move and that keeps counting
    /// through suspend; its origin is the boot, so compare only within one `bootID`.
    var monotonic: Double
    /// Tells boots apart; empty when the system does not say.
    var bootID: String
    /// Seconds since 1970 on the wall clock.
    var wall: Double
}

/// The seam through which the countdown reads the time, so tests can drive it.
public protocol GatherClock: Sendable {
    func now() -> ClockReading
}
