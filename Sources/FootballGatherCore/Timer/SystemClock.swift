import Foundation

/// The machine's clocks: the boot clock (`CLOCK_BOOTTIME` on Linux), the kernel's boot id and the wall clock.
public struct SystemClock: GatherClock {
    public init() {}

    public func now() -> ClockReading {
        ClockReading(
            monotonic: Self.seconds(on: Self.monotonicClock),
            bootID: Self.bootID,
            wall: Self.seconds(on: CLOCK_REALTIME)
        )
    }

    #if os(Linux)
    private static let monotonicClock = CLOCK_BOOTTIME
    #else
    private static let monotonicClock = CLOCK_MONOTONIC
    #endif

    /// Read once per process; unreadable leaves it empty, and the countdown then trusts only the wall clock.
    static let bootID: String = {
        let path = "/proc/sys/kernel/random/boot_id"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    private static func seconds(on clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
