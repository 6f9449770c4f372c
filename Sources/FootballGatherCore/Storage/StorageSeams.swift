import Foundation

// One protocol per kind of state a view model keeps: the CLI passes `StorageRoot`'s file stores, tests
// the in-memory twins (`Storage/Memory`). Every `update` is one atomic read-modify-write.

/// The running match, and a start still waiting for its gather.
public protocol MatchStore: Sendable {
    func slot() throws -> MatchSlot
    /// Call no other store's `update` inside `body`, nor anything that waits on the network: a lock is held.
    func update<T>(_ body: (inout MatchSlot) throws -> T) throws -> T
}

public protocol ClockStore: Sendable {
    /// The saved clock; a ready one at the default time when none was saved.
    func load() throws -> GatherTimeHandler
    func update<T>(_ body: (inout GatherTimeHandler) throws -> T) throws -> T
}

/// What a backend does not return about its gathers (sides, start date, import origin): offline the data file
/// answers, for a server this machine's memory.
public protocol GatherDetailsStore: Sendable {
    func details() throws -> [UUID: GatherDetails]
    /// When each gather started and its kick-off chances: what a list shows, without every gather's sides.
    func kickOffs() throws -> [UUID: GatherKickOff]
    func remember(_ details: GatherDetails, of gatherID: UUID) throws
    func forget(_ gatherID: UUID) throws
}

/// Who is in for the next match: player ids in the order they joined, one list per backend.
public protocol SquadStore: Sendable {
    func squad(of backend: Backend) throws -> [Int]
    /// Do not call another store's `update` inside `body`, nor anything that waits on the network.
    func update<T>(of backend: Backend, _ body: (inout [Int]) throws -> T) throws -> T
}

/// `config.json`: the saved server and username.
public protocol ConfigStorage: Sendable {
    func load() throws -> Config
    /// Validates and stores `value`; returns what was stored (a server URL is normalized).
    @discardableResult func set(_ key: String, to value: String) throws -> String
    func unset(_ key: String) throws
}

/// `credentials.json`: one credential per server.
public protocol CredentialStorage: Sendable {
    func token(for server: URL) throws -> Credential?
    func save(_ credential: Credential, for server: URL) throws
    @discardableResult func remove(for server: URL) throws -> Bool
}

/// Waiting, so that a countdown's tests can let time pass without sleeping.
public protocol Sleeper: Sendable {
    func sleep(seconds: Double) async throws
}

/// Files the user names on the command line (exports, imports).
public protocol DocumentFiles: Sendable {
    /// The file's contents; `StorageError.missingFile` when it does not exist.
    func read(_ path: String) throws -> Data
    /// Replaces the file, readable by everyone (an export is meant to be shared).
    func write(_ data: Data, to path: String) throws
}

extension MatchStore {
    func requireMatch() throws -> ActiveMatch { try slot().requiredMatch() }

    @discardableResult
    func updateMatch<T>(_ body: (inout ActiveMatch) throws -> T) throws -> T {
        try update { slot in
            var match = try slot.requiredMatch()
            let result = try body(&match)
            slot.match = match
            return result
        }
    }
}

public struct TaskSleeper: Sleeper {
    public init() {}

    public func sleep(seconds: Double) async throws {
        try await Task.sleep(for: .seconds(max(0, seconds)))
    }
}

/// Writes of one intent that belong together. On a server the running match, details, squad, notes and
/// clock are all `state.json`, written once at the end (`StateFile.together`); offline, files of their own,
/// which an early end (Ctrl-C) waits for all of.
public protocol WritesTogether: Sendable {
    func together<T>(_ body: () throws -> T) throws -> T
}

struct SeparateWrites: WritesTogether {
    func together<T>(_ body: () throws -> T) throws -> T { try ExitGate.together(body) }
}

extension StateFile: WritesTogether {}
