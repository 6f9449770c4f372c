// Debug builds only: the twins reach Core through @testable, which a release build does not allow.
#if DEBUG
@testable import FootballGatherCore
import Synchronization

/// A clock that moves only when told, and a sleeper that moves it instead of waiting:
/// a countdown driven by it runs in no time and always the same way.
final class ManualClock: GatherClock, Sleeper {
    private let reading: Mutex<ClockReading>
    private let sleeps = Mutex<[Double]>([])
    private let onSleep: @Sendable (Int) async throws -> Void

    /// `onSleep` runs after each sleep with the number of sleeps so far, for a test to act
    /// while someone waits (pause the clock from "another shell", say).
    public init(
        _ start: ClockReading = ClockReading(monotonic: 5_000.25, bootID: "manual", wall: 1_700_000_000.5),
        onSleep: @escaping @Sendable (Int) async throws -> Void = { _ in }
    ) {
        reading = Mutex(start)
        self.onSleep = onSleep
    }

    func now() -> ClockReading { reading.withLock { $0 } }

    func advance(by seconds: Double) {
        reading.withLock { reading in
            reading.monotonic += seconds
            reading.wall += seconds
        }
    }

    var sleptSeconds: [Double] { sleeps.withLock { $0 } }

    func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        advance(by: seconds)
        let count = sleeps.withLock { sleeps in
            sleeps.append(seconds)
            return sleeps.count
        }
        try await onSleep(count)
    }
}
#endif
