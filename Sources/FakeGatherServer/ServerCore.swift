import Foundation
import Synchronization

/// Everything the server threads share. Kept apart from `FakeGatherServer` so that the
/// threads do not keep the public object alive and its `deinit` can stop them.
final class ServerCore: Sendable {
    struct State {
        var store = Store()
        var fault: Fault?
        var requests: [RecordedRequest] = []
        var inFlight = 0
        var maxInFlight = 0
        var connections: Set<Int32> = []
        /// Requests matching this wait until it is cleared (`FakeGatherServer.hold`).
        var holding: HeldRequests?
        var heldCount = 0
        var heldWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    let port: UInt16
    let latency: Duration
    let state = Mutex(State())
    let stopped = Atomic<Bool>(false)
    /// Only touched while starting or closing the listener; never taken by server threads.
    private let listener = Mutex<Listener?>(nil)
    /// While connections are refused: a bound socket that keeps the port from anyone else.
    private let reserved = Mutex<Int32?>(nil)

    init(port: UInt16, latency: Duration) throws {
        let socket = try Sockets.openListener(port: port)
        self.port = socket.port
        self.latency = latency
        try startListening { socket }
    }

    /// Listens again on the same port (after `refuseConnections`); no-op if listening or stopped.
    func resumeListening() throws {
        try startListening {
            guard let fd = reserved.withLock({ $0.take() }) else { return try Sockets.openListener(port: port) }
            return try Sockets.listen(on: (fd, port))
        }
    }

    private func startListening(_ openSocket: () throws -> (fd: Int32, port: UInt16)) throws {
        try listener.withLock { current in
            guard current == nil, !stopped.load(ordering: .acquiring) else { return }
            current = try Listener(socket: openSocket()) { [self] fd in accepted(fd) }
        }
    }

    /// `keepingPort` binds the port again at once, not listening: connections are refused, no one takes it.
    func stopListening(keepingPort: Bool = false) {
        listener.withLock { current in
            current?.close()
            current = nil
            guard keepingPort else { return }
            reserved.withLock { fd in
                if fd == nil { fd = try? Sockets.bindSocket(port: port).fd }
            }
        }
    }

    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        stopListening()
        reserved.withLock { fd in
            if let open = fd.take() { close(open) }
        }
        shutDownConnections()
    }

    /// Wakes every connection thread; each closes its own socket.
    func shutDownConnections() {
        state.withLock { state in
            for fd in state.connections { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    private func accepted(_ fd: Int32) {
        let admitted = state.withLock { state -> Bool in
            guard !stopped.load(ordering: .acquiring) else { return false }
            state.connections.insert(fd)
            return true
        }
        guard admitted else {
            close(fd)
            return
        }
        let thread = Thread { [self] in serve(fd) }
        thread.name = "FakeGatherServer.connection"
        thread.start()
    }

    /// Sleeps in short steps so that `stop()` is not held up by a long fault delay.
    func pause(_ duration: Duration) {
        let deadline = ContinuousClock.now + duration
        while !stopped.load(ordering: .acquiring) {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return }
            let (seconds, attoseconds) = min(remaining, .milliseconds(20)).components
            usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        }
    }
}
