import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

/// `firstOf`: the request's hard deadline does not wait for a transfer that ignores
/// cancellation (FoundationNetworking reading a 3xx body whole).
@Suite struct DeadlineTests {
    struct Expired: Error {}

    final class Flag: Sendable {
        private let state = Mutex(false)
        var isSet: Bool { state.withLock { $0 } }
        func set() { state.withLock { $0 = true } }
    }

    /// Finishes after `seconds` on a dispatch thread, whatever cancellation says.
    private static func stuck(for seconds: Double, finished: Flag) -> @Sendable () async throws -> Int {
        {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    finished.set()
                    continuation.resume(returning: 1)
                }
            }
        }
    }

    @Test func deadline_answersWithoutWaitingForAnOperationThatIgnoresCancellation() async throws {
        let finished = Flag()
        await #expect(throws: Expired.self) {
            try await firstOf(Self.stuck(for: 3600, finished: finished), orAfter: 0.1) { Expired() }
        }
        #expect(!finished.isSet, "the deadline waited for the stuck operation")
    }

    @Test func result_beforeTheDeadline_wins() async throws {
        let value = try await firstOf({ 42 }, orAfter: 30) { Expired() }
        #expect(value == 42)
    }

    @Test func error_beforeTheDeadline_isThrownAsItIs() async throws {
        await #expect(throws: APIError.notFound(reason: nil)) {
            try await firstOf({ () async throws -> Int in throw APIError.notFound(reason: nil) }, orAfter: 30) { Expired() }
        }
    }

    @Test func cancellingTheCaller_endsTheWaitWithCancellation() async throws {
        let finished = Flag()
        let waiting = Task<Int, any Error> {
            try await firstOf(Self.stuck(for: 10, finished: finished), orAfter: 30) { Expired() }
        }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(!finished.isSet)
    }
}
