// Debug builds only: the twins reach Core through @testable, which a release build does not allow.
#if DEBUG
@testable import FootballGatherCore
import Foundation
import Synchronization

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

final class MemoryPlayerNotes: PlayerNotesStore {
    private let cell: MemoryCell<PlayerNotes>

    init(_ notes: PlayerNotes = PlayerNotes()) { cell = MemoryCell(notes) }

    func notes() throws -> PlayerNotes { cell.value() }

    func update<T>(_ body: (inout PlayerNotes) throws -> T) throws -> T { try cell.update(body) }
}
#endif
