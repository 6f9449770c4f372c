import Foundation
import Synchronization
@testable import FootballGatherCore
@testable import GatherTestSupport

// In-memory twins of the file stores, for view-model tests that never touch the disk.

final class MemoryMatchStore: MatchStore {
    private let cell: MemoryCell<MatchSlot>

    init(_ slot: MatchSlot = MatchSlot()) { cell = MemoryCell(slot) }

    func slot() throws -> MatchSlot { cell.value() }

    func update<T>(_ body: (inout MatchSlot) throws -> T) throws -> T { try cell.update(body) }
}

final class MemoryClockStore: ClockStore {
    private let cell: MemoryCell<GatherTimeHandler>

    init(_ clock: GatherTimeHandler = GatherTimeHandler()) { cell = MemoryCell(clock) }

    func load() throws -> GatherTimeHandler { cell.value() }

    func update<T>(_ body: (inout GatherTimeHandler) throws -> T) throws -> T { try cell.update(body) }
}

final class MemorySquadStore: SquadStore {
    private let cell: MemoryCell<[String: [Int]]>

    init(_ squads: [String: [Int]] = [:]) { cell = MemoryCell(squads) }

    func squad(of backend: Backend) throws -> [Int] { cell.value()[FileSquadStore.key(of: backend)] ?? [] }

    func update<T>(of backend: Backend, _ body: (inout [Int]) throws -> T) throws -> T {
        try cell.update { squads in
            let key = FileSquadStore.key(of: backend)
            var squad = squads[key] ?? []
            let result = try body(&squad)
            squads[key] = squad.isEmpty ? nil : squad
            return result
        }
    }
}

final class MemoryConfigStore: ConfigStorage {
    private let stored: Mutex<Config>

    init(_ config: Config = Config()) { stored = Mutex(config) }

    func load() throws -> Config { stored.withLock { $0 } }

    @discardableResult
    func set(_ key: String, to value: String) throws -> String {
        let configKey = try ConfigKey(parsing: key)
        let validated = try ConfigStore.validated(value, for: configKey)
        stored.withLock { $0[configKey] = validated }
        return validated
    }

    func unset(_ key: String) throws {
        let configKey = try ConfigKey(parsing: key)
        stored.withLock { $0[configKey] = nil }
    }
}

final class MemoryCredentialStore: CredentialStorage {
    private let stored: Mutex<[String: Credential]>

    init(_ credentials: [String: Credential] = [:]) { stored = Mutex(credentials) }

    func token(for server: URL) throws -> Credential? {
        stored.withLock { $0[ServerAddress.storageKey(for: server)] }
    }

    func save(_ credential: Credential, for server: URL) throws {
        stored.withLock { $0[ServerAddress.storageKey(for: server)] = credential }
    }

    @discardableResult
    func remove(for server: URL) throws -> Bool {
        stored.withLock { $0.removeValue(forKey: ServerAddress.storageKey(for: server)) != nil }
    }
}

final class MemoryDocuments: DocumentFiles {
    private let files: Mutex<[String: Data]>

    init(_ files: [String: Data] = [:]) { self.files = Mutex(files) }

    func read(_ path: String) throws -> Data {
        guard let data = files.withLock({ $0[path] }) else { throw StorageError.missingFile(path: path) }
        return data
    }

    func write(_ data: Data, to path: String) throws {
        files.withLock { $0[path] = data }
    }
}
