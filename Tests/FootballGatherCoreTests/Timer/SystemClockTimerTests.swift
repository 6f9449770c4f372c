import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct SystemClockTimerTests {
    @Test func now_readsTheMachineClocks() {
        let first = SystemClock().now()
        let second = SystemClock().now()
        #expect(first.monotonic > 0)
        #expect(second.monotonic >= first.monotonic)
        #expect(abs(first.wall - Date().timeIntervalSince1970) < 5)
        #expect(first.bootID == second.bootID)
    }

    #if os(Linux)
    @Test func bootID_isTheKernelsBootID() throws {
        let text = try String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
        #expect(SystemClock().now().bootID == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(SystemClock().now().bootID.count == 36)
    }
    #endif
}
