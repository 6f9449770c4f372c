import Synchronization

@testable import FootballGatherCore

/// A clock the test moves by hand; shared by every invocation of one test.
final class FakeClock: GatherClock {
    private let reading = Mutex(ClockReading(monotonic: 5_000.25, bootID: "test-boot", wall: 1_700_000_000.5))

    func now() -> ClockReading { reading.withLock { $0 } }

    /// Time passes: both clocks move together.
    func advance(by seconds: Double) {
        reading.withLock { reading in
            reading.monotonic += seconds
            reading.wall += seconds
        }
    }
}
