import Foundation

// One protocol per kind of state a view model keeps. The CLI passes the file-backed
// stores of `StorageRoot`; tests pass the in-memory twins under `Storage/Memory`.
// Every `update` is one atomic read-modify-write: under the directory's lock for files.

/// The running match, and a start still waiting for its gather.
public protocol MatchStore: Sendable {
    func slot() throws -> MatchSlot
    /// Do not call another store's `update` inside `body`, nor anything that waits on the
    /// network: the file store holds its directory's lock meanwhile.
    func update<T>(_ body: (inout MatchSlot) throws -> T) throws -> T
}

/// The match clock, kept between invocations.
public protocol ClockStore: Sendable {
    /// The saved clock; a ready one at the default time when none was saved.
    func load() throws -> GatherTimeHandler
    func update<T>(_ body: (inout GatherTimeHandler) throws -> T) throws -> T
}

/// What a backend does not return about its gathers (sides, start date, import origin).
/// The offline store answers from its own data file; for a server, this machine's memory does.
public protocol GatherDetailsStore: Sendable {
    func details() throws -> [UUID: GatherDetails]
    /// When each gather started and the chances kept at its kick-off: what a list of
    /// gathers shows, without building every gather's sides.
    func kickOffs() throws -> [UUID: GatherKickOff]
    func remember(_ details: GatherDetails, of gatherID: UUID) throws
    /// Lets go of what is known of a gather that was deleted.
    func forget(_ gatherID: UUID) throws
}

/// Who is in for the next match (`gather squad`): player ids in the order they joined,
/// one list per backend (offline, and each server address).
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
    /// The running match, or an error saying why there is none.
    func requireMatch() throws -> ActiveMatch {
        let slot = try slot()
        guard let match = slot.match else {
            throw slot.start == nil ? MatchError.noActiveMatch : MatchError.startUnconfirmed
        }
        return match
    }

    /// Changes the running match; fails when there is none.
    @discardableResult
    func updateMatch<T>(_ body: (inout ActiveMatch) throws -> T) throws -> T {
        try update { slot in
            guard var match = slot.match else {
                throw slot.start == nil ? MatchError.noActiveMatch : MatchError.startUnconfirmed
            }
            let result = try body(&match)
            slot.match = match
            return result
        }
    }
}

/// The real passing of time.
public struct TaskSleeper: Sleeper {
    public init() {}

    public func sleep(seconds: Double) async throws {
        try await Task.sleep(for: .seconds(max(0, seconds)))
    }
}

/// Writes of one intent that belong together. On a server the running match, its details,
/// the squad, the notes and the clock are all `state.json`: written once, at the end
/// (`StateFile.together`). Offline they are files of their own, each written by its store.
public protocol WritesTogether: Sendable {
    func together<T>(_ body: () throws -> T) throws -> T
}

/// Each store writes its own file as it goes.
struct SeparateWrites: WritesTogether {
    func together<T>(_ body: () throws -> T) throws -> T { try body() }
}

extension StateFile: WritesTogether {}
