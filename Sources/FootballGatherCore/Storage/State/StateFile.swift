import Foundation
import Synchronization

/// `state.json`, the one file of `MachineState`, shared by every store of one command. Every `update` is one
/// locked read-modify-write of the file as it is then: nothing read outside the lock is ever written back,
/// so two commands never lose each other's changes (a goal beside a swap). Reads write nothing.
public final class StateFile: Sendable {
    let file: JSONFileStore<MachineState>
    let legacy: LegacyStateFiles
    private let reads = StampedReads<MachineState>()
    private let written = Atomic(0)

    /// How many times this command has written the file: what an intent costs.
    var writes: Int { written.load(ordering: .relaxed) }

    static let fileName = "state.json"

    init(stateDirectory: URL, dataDirectory: URL, stateLock: FileLock, dataLock: FileLock) {
        file = JSONFileStore(
            url: stateDirectory.appendingPathComponent(Self.fileName), kind: .matchState, lock: stateLock, compact: true)
        legacy = LegacyStateFiles(stateDirectory: stateDirectory, dataDirectory: dataDirectory, dataLock: dataLock)
    }

    func update<T>(_ body: (inout MachineState) throws -> T) throws -> T {
        try locked(body).result
    }

    /// One locked read-modify-write: the updates in it see each other and are written once when it
    /// returns, or not at all when it throws. Only this file may be written in it (`NestedLockError`).
    public func together<T>(_ body: () throws -> T) throws -> T {
        if let open = Self.open, open.file === self { return try body() }
        return try locked { state in
            let open = OpenUpdate(file: self, state: state)
            let result = try Self.$open.withValue(open) { try body() }
            state = open.state.withLock { $0 }
            return result
        }.result
    }

    /// The update `together` holds open in this task: what it has changed so far.
    @TaskLocal private static var open: OpenUpdate?

    private final class OpenUpdate: Sendable {
        let file: StateFile
        let state: Mutex<MachineState>

        init(file: StateFile, state: MachineState) {
            self.file = file
            self.state = Mutex(state)
        }
    }

    /// A change that is most often none (a list just read, what a cache keeps): tried on the
    /// state as read, and only when it changes something made as `update`, lock and all.
    func refresh(_ body: (inout MachineState) -> Void) throws {
        var probe = try read()
        let before = probe
        body(&probe)
        guard probe != before else { return }
        try update(body)
    }

    /// The file as it is, the files of an earlier layout moved in first.
    func read() throws -> MachineState {
        if let open = Self.open, open.file === self { return open.state.withLock { $0 } }
        try legacy.moveIn(to: self)
        return try known(reads.value(of: file.url) { try load() } ?? MachineState())
    }

    /// One locked read-modify-write, written only when it changed something.
    func locked<T>(_ body: (inout MachineState) throws -> T) throws -> (result: T, state: MachineState) {
        if let open = Self.open, open.file === self {
            var state = open.state.withLock { $0 }
            let result = try body(&state)
            state.renumberMadePlayers()
            open.state.withLock { [state] in $0 = state }
            return (result, state)
        }
        try legacy.moveIn(to: self)
        try GatherPaths.createDirectory(file.url.deletingLastPathComponent())
        return try file.lock.withLock {
            let stored = try known(load() ?? MachineState())
            var state = stored
            let result = try body(&state)
            state.renumberMadePlayers()
            if state != stored {
                try file.save(state)
                written.add(1, ordering: .relaxed)
            }
            return (result, state)
        }
    }

    /// An offline match saved without its data directory is the configured one's.
    private func load() throws -> MachineState? {
        try Backend.$legacyDataDirectory.withValue(legacy.dataDirectory) { try file.load() }
    }

    /// A file from a newer gather may hold what this one would drop on rewriting it.
    private func known(_ state: MachineState) throws(StorageError) -> MachineState {
        guard state.version <= MachineState.layoutVersion else {
            throw .madeByNewerGather(path: file.url.path, version: state.version, kind: .matchState)
        }
        return state
    }
}
