import Synchronization

/// Runs the intents of one backend so that two touching the same thing never overlap:
/// offline the file lock of `IntentLock` across processes (`MemoryIntentLock` within one
/// process for the in-memory twins), on a server reservations (`ServerIntents`).
public protocol IntentSerializer: Sendable {
    /// Runs `body` as an intent touching `subjects`, doing `action`; re-entrant within one
    /// task. Offline, where no intent waits on the network, it is one intent alone among
    /// the others; on a server, a reservation of those subjects.
    func reserving<T>(_ subjects: [ReservedSubject], for action: ReservedAction, _ body: () async throws -> T) async throws -> T
}

extension IntentLock: IntentSerializer {
    /// Offline, intents wait on no network: each is alone, whatever it touches.
    func reserving<T>(_: [ReservedSubject], for _: ReservedAction, _ body: () async throws -> T) async throws -> T {
        try await exclusively(body)
    }
}

/// The in-memory twin of `IntentLock`: intents of one process wait their turn, in order.
final class MemoryIntentLock: IntentSerializer {
    private struct State {
        var busy = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    init() {}

    func exclusively<T>(_ body: () async throws -> T) async throws -> T {
        if Self.held.contains(ObjectIdentifier(self)) { return try await body() }
        await acquire()
        defer { release() }
        return try await Self.$held.withValue(Self.held.union([ObjectIdentifier(self)])) { try await body() }
    }

    func reserving<T>(_: [ReservedSubject], for _: ReservedAction, _ body: () async throws -> T) async throws -> T {
        try await exclusively(body)
    }

    @TaskLocal private static var held: Set<ObjectIdentifier> = []

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = state.withLock { state -> Bool in
                guard state.busy else {
                    state.busy = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if free { continuation.resume() }
        }
    }

    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.busy = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
