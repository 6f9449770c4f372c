/// Requests held unanswered until the test releases them: a server slow on one kind of request, untimed.
struct HeldRequests: Sendable, Equatable {
    let method: String
    let pathPrefix: String

    func matches(_ request: HTTPRequest) -> Bool {
        request.method == method && request.target.hasPrefix(pathPrefix)
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

extension ServerCore {
    func waitWhileHeld(_ request: HTTPRequest) {
        let (held, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
            guard state.holding?.matches(request) == true else { return (false, []) }
            state.heldCount += 1
            let count = state.heldCount
            let ready = state.heldWaiters.filter { $0.count <= count }.map(\.continuation)
            state.heldWaiters.removeAll { $0.count <= count }
            return (true, ready)
        }
        ready.forEach { $0.resume() }
        guard held else { return }
        while state.withLock({ $0.holding?.matches(request) == true }), !stopped.load(ordering: .acquiring) {
            pause(.milliseconds(5))
        }
    }
}
