import Foundation
import Synchronization

/// The connections of one transport: at most `limit` open to each endpoint, idle ones
/// kept alive for the next request (the most recently used first), and requests past the
/// limit waiting, in order, for one to be given back. A connection idle longer than
/// `maxIdle` is not used again: a router may have forgotten it without a word, and a
/// request sent on it would wait its whole timeout (libcurl's limit, 118 s, is the same).
final class ConnectionPool: Sendable {
    /// The right to use one of an endpoint's connections: an idle one, or nil to open one.
    struct Lease: Sendable {
        let endpoint: Endpoint
        let connection: SocketConnection?
    }

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Lease, any Error>
    }

    private struct Slots {
        var open = 0
        var idle: [(connection: SocketConnection, since: ContinuousClock.Instant)] = []
        var waiters: [Waiter] = []
    }

    private struct State {
        var slots: [Endpoint: Slots] = [:]
        var nextID: UInt64 = 0
    }

    let limit: Int
    let maxIdle: Duration
    private let state = Mutex(State())

    init(limit: Int, maxIdle: Duration = .seconds(118)) {
        self.limit = max(1, limit)
        self.maxIdle = maxIdle
    }

    /// An idle connection that still looks alive, else the right to open one, else a
    /// wait for either; a wait cancelled throws `CancellationError`.
    func lease(_ endpoint: Endpoint) async throws -> Lease {
        if let lease = grant(endpoint) { return lease }
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if let lease = grant(endpoint, orQueue: Waiter(id: id, continuation: continuation)) {
                    continuation.resume(returning: lease)
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.slots[endpoint]?.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.slots[endpoint]?.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Gives back the connection of a lease once its exchange is over: kept for the next
    /// request when `reusable`, else closed. Its slot goes to the longest waiter, if any.
    func release(_ lease: Lease, connection: SocketConnection?, reusable: Bool) {
        let kept = reusable ? connection : nil
        let handoff = state.withLock { state -> Waiter? in
            var slots = state.slots[lease.endpoint, default: Slots()]
            defer { state.slots[lease.endpoint] = slots }
            guard slots.waiters.isEmpty else { return slots.waiters.removeFirst() }
            if let kept { slots.idle.append((kept, .now)) } else { slots.open -= 1 }
            return nil
        }
        if !reusable { connection?.close() }
        handoff?.continuation.resume(returning: Lease(endpoint: lease.endpoint, connection: kept))
    }

    /// A lease if one is free now; else `waiter` (when given) joins the queue, in the same
    /// lock, so that no release can pass between the look and the wait.
    private func grant(_ endpoint: Endpoint, orQueue waiter: Waiter? = nil) -> Lease? {
        var stale: [SocketConnection] = []
        defer { stale.forEach { $0.close() } }
        return state.withLock { state -> Lease? in
            var slots = state.slots[endpoint, default: Slots()]
            defer { state.slots[endpoint] = slots }
            let now = ContinuousClock.now
            while let (connection, since) = slots.idle.popLast() {
                if now - since <= maxIdle, connection.isReusable { return Lease(endpoint: endpoint, connection: connection) }
                stale.append(connection)
                slots.open -= 1
            }
            if slots.open < limit {
                slots.open += 1
                return Lease(endpoint: endpoint, connection: nil)
            }
            if let waiter {
                if Task.isCancelled {
                    waiter.continuation.resume(throwing: CancellationError())
                } else {
                    slots.waiters.append(waiter)
                }
            }
            return nil
        }
    }
}
