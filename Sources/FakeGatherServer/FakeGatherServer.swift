import Foundation
import FootballGatherCore

/// An in-memory Football Gather server on 127.0.0.1 for tests and benchmarks, answering the real server's
/// routes and JSON shapes (see `Router` and `Wire`); each connection has its own thread, with keep-alive.
public final class FakeGatherServer: Sendable {
    let core: ServerCore

    private init(core: ServerCore) {
        self.core = core
    }

    deinit {
        core.stop()
    }

    /// `port` 0 lets the OS choose; `latency` is slept before each answer, to imitate a network round trip.
    public static func start(port: UInt16 = 0, latency: Duration = .zero) throws -> FakeGatherServer {
        FakeGatherServer(core: try ServerCore(port: port, latency: latency))
    }

    public var port: UInt16 { core.port }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(core.port)") ?? URL(fileURLWithPath: "/") }

    /// Idempotent; returns promptly.
    public func stop() {
        core.stop()
    }

    /// Simulates `fault` from the next request on; nil restores normal service.
    public func setFault(_ fault: Fault?) {
        core.state.withLock { $0.fault = fault }
        if fault == .refuseConnections {
            core.stopListening(keepingPort: true)
            // Idle keep-alive connections would otherwise still be served.
            core.shutDownConnections()
        } else {
            resumeListening()
        }
    }

    /// In arrival order.
    public var requests: [RecordedRequest] {
        core.state.withLock { $0.requests }
    }

    /// Creates a user whose stored password is the SHA-256 hex of `password` (what clients
    /// send), and a bearer token for them. An existing username just gets a new token.
    @discardableResult
    public func seedUser(username: String, password: String) -> (id: UUID, token: String) {
        core.state.withLock { state in
            let id = state.store.users.first { $0.username == username }?.id
                ?? state.store.addUser(username: username, passwordHash: SHA256.hexDigest(password)).id
            return (id, state.store.issueToken(for: id))
        }
    }

    /// Binding again can briefly fail while the old socket is torn down; retry for up to a second.
    private func resumeListening() {
        for attempt in 0..<50 {
            if (try? core.resumeListening()) != nil { return }
            if attempt < 49 { usleep(20_000) }
        }
    }
}
