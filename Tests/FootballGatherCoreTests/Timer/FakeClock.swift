@testable import FootballGatherCore

/// A clock the test moves by hand. The start values are deliberately not round, so
/// the tests see the same float noise as real readings.
struct FakeClock: GatherClock {
    var monotonic = 1_234.567
    var bootID = "boot-1"
    var wall = 1_700_000_000.123

    func now() -> ClockReading {
        ClockReading(monotonic: monotonic, bootID: bootID, wall: wall)
    }

    /// Real time passes: both clocks move together.
    mutating func advance(by seconds: Double) {
        monotonic += seconds
        wall += seconds
    }

    /// Someone sets the wall clock (NTP, by hand): only the wall clock moves.
    mutating func jumpWallClock(by seconds: Double) {
        wall += seconds
    }

    /// The machine restarts after `downtime`: a new boot id and a monotonic clock
    /// that starts again near zero.
    mutating func reboot(after downtime: Double, newBootID: String = "boot-2") {
        wall += downtime
        monotonic = 3.5
        bootID = newBootID
    }
}
