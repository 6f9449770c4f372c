/// Requests held unanswered until the test releases them: a server slow on one kind of request, untimed.
struct HeldRequests: Sendable, Equatable {
    let method: String
    let pathPrefix: String

    func matches(_ request: HTTPRequest) -> Bool {
        request.method == method && request.target.hasPrefix(pathPrefix)
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
