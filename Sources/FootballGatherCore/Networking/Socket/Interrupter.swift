import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Lets a task's cancellation reach the socket its exchange is blocked on: `cancel()`
/// shuts the attached socket down, which wakes a `poll` or `connect` waiting on it at
/// once. Shutting down is only done until `finish()`, under the same lock, so a socket
/// closed or handed to another exchange afterwards is never touched.
final class Interrupter: Sendable {
    private struct State {
        var socket: Int32?
        var cancelled = false
        var finished = false
    }

    private let state = Mutex(State())

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// The socket the exchange now waits on; false (and nothing attached) once cancelled.
    func attach(_ socket: Int32) -> Bool {
        state.withLock { state in
            guard !state.cancelled else { return false }
            state.socket = socket
            return true
        }
    }

    /// `socket` is about to be closed: no cancellation may shut its number down after.
    func detach(_ socket: Int32) {
        state.withLock { state in
            if state.socket == socket { state.socket = nil }
        }
    }

    func cancel() {
        state.withLock { state in
            state.cancelled = true
            if !state.finished, let socket = state.socket { _ = shutdown(socket, Int32(SHUT_RDWR)) }
        }
    }

    /// The exchange is over: no later cancellation touches its socket. Answers whether
    /// one came before (the socket may then have been shut down).
    func finish() -> Bool {
        state.withLock { state in
            state.finished = true
            return state.cancelled
        }
    }
}
