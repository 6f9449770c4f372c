import Foundation
import Synchronization

// In-memory twins of the file stores, for view-model tests that never touch the disk.
// Each `update` runs under a mutex: as atomic as the file stores' lock.

/// One value behind a mutex whose `update` is all-or-nothing: a body that throws leaves
/// the value as it was, like a file store's locked read-modify-write.
public final class MemoryCell<Value: Sendable>: Sendable {
    private let stored: Mutex<Value>

    public init(_ value: Value) { stored = Mutex(value) }

    public func value() -> Value { stored.withLock { $0 } }

    public func update<T>(_ body: (inout Value) throws -> T) throws -> T {
        try stored.withLock { value in
            var changed = value
            let result = try body(&changed)
            value = changed
            return result
        }
    }
}

public final class MemoryMatchStore: MatchStore {
    private let cell: MemoryCell<MatchSlot>

    public init(_ slot: MatchSlot = MatchSlot()) { cell = MemoryCell(slot) }

    public func slot() throws -> MatchSlot { cell.value() }

    public func update<T>(_ body: (inout MatchSlot) throws -> T) throws -> T { try cell.update(body) }
}

public final class MemoryClockStore: ClockStore {
    private let cell: MemoryCell<GatherTimeHandler>

    public init(_ clock: GatherTimeHandler = GatherTimeHandler()) { cell = MemoryCell(clock) }

    public func load() throws -> GatherTimeHandler { cell.value() }

    public func update<T>(_ body: (inout GatherTimeHandler) throws -> T) throws -> T { try cell.update(body) }
}

public final class MemoryGatherDetails: GatherDetailsStore {
    private let stored: Mutex<[UUID: GatherDetails]>

    public init(_ details: [UUID: GatherDetails] = [:]) { stored = Mutex(details) }

    public func details() throws -> [UUID: GatherDetails] { stored.withLock { $0 } }

    public func kickOffs() throws -> [UUID: GatherKickOff] { try details().mapValues(GatherKickOff.init) }

    public func remember(_ details: GatherDetails, of gatherID: UUID) throws {
        stored.withLock { $0[gatherID] = details }
    }

    public func forget(_ gatherID: UUID) throws {
        stored.withLock { $0[gatherID] = nil }
    }
}

public final class MemorySquadStore: SquadStore {
    private let cell: MemoryCell<[String: [Int]]>

    public init(_ squads: [String: [Int]] = [:]) { cell = MemoryCell(squads) }

    public func squad(of backend: Backend) throws -> [Int] { cell.value()[FileSquadStore.key(of: backend)] ?? [] }

    public func update<T>(of backend: Backend, _ body: (inout [Int]) throws -> T) throws -> T {
        try cell.update { squads in
            let key = FileSquadStore.key(of: backend)
            var squad = squads[key] ?? []
            let result = try body(&squad)
            squads[key] = squad.isEmpty ? nil : squad
            return result
        }
    }
}

public final class MemoryConfigStore: ConfigStorage {
    private let stored: Mutex<Config>

    public init(_ config: Config = Config()) { stored = Mutex(config) }

    public func load() throws -> Config { stored.withLock { $0 } }

    @discardableResult
    public func set(_ key: String, to value: String) throws -> String {
        let configKey = try ConfigKey(parsing: key)
        let validated = try ConfigStore.validated(value, for: configKey)
        stored.withLock { $0[configKey] = validated }
        return validated
    }

    public func unset(_ key: String) throws {
        let configKey = try ConfigKey(parsing: key)
        stored.withLock { $0[configKey] = nil }
    }
}

public final class MemoryCredentialStore: CredentialStorage {
    private let stored: Mutex<[String: Credential]>

    public init(_ credentials: [String: Credential] = [:]) { stored = Mutex(credentials) }

    public func token(for server: URL) throws -> Credential? {
        stored.withLock { $0[ServerAddress.storageKey(for: server)] }
    }

    public func save(_ credential: Credential, for server: URL) throws {
        stored.withLock { $0[ServerAddress.storageKey(for: server)] = credential }
    }

    @discardableResult
    public func remove(for server: URL) throws -> Bool {
        stored.withLock { $0.removeValue(forKey: ServerAddress.storageKey(for: server)) != nil }
    }
}

public final class MemoryDocuments: DocumentFiles {
    private let files: Mutex<[String: Data]>

    public init(_ files: [String: Data] = [:]) { self.files = Mutex(files) }

    public func read(_ path: String) throws -> Data {
        guard let data = files.withLock({ $0[path] }) else { throw StorageError.missingFile(path: path) }
        return data
    }

    public func write(_ data: Data, to path: String) throws {
        files.withLock { $0[path] = data }
    }
}
