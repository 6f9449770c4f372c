// Debug builds only: the twins reach Core through @testable, which a release build does not allow.
#if DEBUG
@testable import FootballGatherCore
import Foundation
import Synchronization

// In-memory twins of the file stores, for view-model tests that never touch the disk.

/// `update` is all-or-nothing: a body that throws leaves the value as it was, like a file store's.
final class MemoryCell<Value: Sendable>: Sendable {
    private let stored: Mutex<Value>

    init(_ value: Value) { stored = Mutex(value) }

    func value() -> Value { stored.withLock { $0 } }

    func update<T>(_ body: (inout Value) throws -> T) throws -> T {
        try stored.withLock { value in
            var changed = value
            let result = try body(&changed)
            value = changed
            return result
        }
    }
}

final class MemoryGatherDetails: GatherDetailsStore {
    private let stored: Mutex<[UUID: GatherDetails]>

    init(_ details: [UUID: GatherDetails] = [:]) { stored = Mutex(details) }

    func details() throws -> [UUID: GatherDetails] { stored.withLock { $0 } }

    func kickOffs() throws -> [UUID: GatherKickOff] { try details().mapValues(GatherKickOff.init) }

    func remember(_ details: GatherDetails, of gatherID: UUID) throws {
        stored.withLock { $0[gatherID] = details }
    }

    func forget(_ gatherID: UUID) throws {
        stored.withLock { $0[gatherID] = nil }
    }
}
#endif
