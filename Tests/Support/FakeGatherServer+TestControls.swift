// Debug builds only: the fake server's controls that only tests use, reached with @testable.
#if DEBUG
@testable import FakeGatherServer
import Foundation

extension FakeGatherServer {
    /// The most requests handled at the same moment since start or the last reset.
    public var maxConcurrentRequests: Int {
        core.state.withLock { $0.maxInFlight }
    }

    public var requestsInFlight: Int { core.state.withLock { $0.inFlight } }  // a released one whose client is gone still lands

    public func resetMaxConcurrentRequests() {
        core.state.withLock { $0.maxInFlight = $0.inFlight }
    }
}

extension FakeGatherServer {
    public func hold(_ method: String, pathPrefix: String) {
        core.state.withLock { $0.holding = HeldRequests(method: method, pathPrefix: pathPrefix) }
    }

    /// Answers the held requests, and holds no more.
    public func releaseHeld() {
        core.state.withLock { $0.holding = nil }
    }

    /// How many requests have been held so far (a test waits for its request to arrive).
    public var heldRequestCount: Int { core.state.withLock { $0.heldCount } }

    /// Returns once `count` requests have been held in all: told by the server as each arrives, not polled.
    public func waitUntilHeld(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let now = core.state.withLock { state in
                guard state.heldCount < count else { return true }
                state.heldWaiters.append((count, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }
}

extension FakeGatherServer {
    /// Forgets every account, player and gather, as a server whose database was lost; the address stays.
    public func loseEverything() {
        core.state.withLock { $0.store = Store() }
    }
}
#endif
