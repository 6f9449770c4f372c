import Foundation
import Synchronization

/// `state.json`, the one file of `MachineState`, shared by every store of one command.
///
/// Outside an intent each `update` is one locked read-modify-write. Inside one
/// (`batching`, opened by `RecordedIntents`), changes are kept in memory and written once,
/// when the intent ends or asks to (`commitSoFar`, before a start's create), carried onto
/// whatever other processes wrote meanwhile (`MachineState.merging`). So an intent writes
/// the file at most once per step it must survive a crash in, and a crash leaves the state
/// before it, as reserved, or after it. Reads write nothing.
public final class StateFile: Sendable {
    let file: JSONFileStore<MachineState>
    let legacy: LegacyStateFiles
    private let reads = StampedReads<MachineState>()
    private let batch = Mutex<Batch?>(nil)
    private let written = Atomic(0)

    /// How many times this command has written the file: what an intent costs.
    public var writes: Int { written.load(ordering: .relaxed) }

    /// The intent's changes: `working` is `base`, as read from the file, with them made.
    private struct Batch {
        var depth = 1
        var base: MachineState?
        var working: MachineState?
    }

    public static let fileName = "state.json"

    public init(stateDirectory: URL, dataDirectory: URL, stateLock: FileLock, dataLock: FileLock) {
        file = JSONFileStore(
            url: stateDirectory.appendingPathComponent(Self.fileName), kind: .matchState, lock: stateLock, compact: true)
        legacy = LegacyStateFiles(stateDirectory: stateDirectory, dataDirectory: dataDirectory, dataLock: dataLock)
    }

    /// The state with this intent's changes, written or not.
    public func read() throws -> MachineState {
        if isBatching { return try rebased() }
        return try stored()
    }

    /// Changes the state: at once under the lock, or within the intent's one write.
    public func update<T>(_ body: (inout MachineState) throws -> T) throws -> T {
        guard isBatching else { return try locked(body).result }
        var working = try rebased()
        let before = working
        let result = try body(&working)
        if working != before { batch.withLock { $0?.working = working } }
        return result
    }

    /// Changes the state at once under the lock, even within an intent: for what must be
    /// unique across processes, such as a temporary id. The intent's later write carries
    /// its own changes onto it.
    public func updateNow<T>(_ body: (inout MachineState) throws -> T) throws -> T {
        try locked(body).result
    }

    /// A change that is most often none (a list just read, what a cache keeps): tried on the
    /// state as read, and only when it changes something made as `update`, lock and all.
    public func refresh(_ body: (inout MachineState) -> Void) throws {
        var probe = try read()
        let before = probe
        body(&probe)
        guard probe != before else { return }
        try update(body)
    }

    /// Runs `body` as one intent's worth of changes, written once when it ends (even when
    /// it fails: what was sent before the failure is recorded). Re-entrant.
    public func batching<T>(_ body: () async throws -> T) async throws -> T {
        let outermost = batch.withLock { batch -> Bool in
            guard batch == nil else {
                batch?.depth += 1
                return false
            }
            batch = Batch()
            return true
        }
        guard outermost else {
            defer { batch.withLock { $0?.depth -= 1 } }
            return try await body()
        }
        defer { batch.withLock { $0 = nil } }
        let result: T
        do {
            result = try await body()
        } catch {
            try? commitSoFar()
            throw error
        }
        try commitSoFar()
        return result
    }

    /// Writes the intent's changes so far, so that a crash from here on keeps them.
    public func commitSoFar() throws {
        guard let (base, working) = batch.withLock({ batch in batch.flatMap { b in b.base.flatMap { base in b.working.map { (base, $0) } } } }),
              base != working else { return }
        let written = try locked { state in state = MachineState.merging(working, madeOn: base, onto: state) }.state
        batch.withLock { batch in
            batch?.base = written
            batch?.working = written
        }
    }

    private var isBatching: Bool { batch.withLock { $0 != nil } }

    /// The intent's view: its changes carried onto the file as it is now.
    private func rebased() throws -> MachineState {
        let fresh = try stored()
        return batch.withLock { batch -> MachineState in
            guard let base = batch?.base, let working = batch?.working else {
                batch?.base = fresh
                batch?.working = fresh
                return fresh
            }
            guard fresh != base else { return working }
            let carried = MachineState.merging(working, madeOn: base, onto: fresh)
            batch?.base = fresh
            batch?.working = carried
            return carried
        }
    }

    /// The file as it is, the files of an earlier layout moved in first.
    private func stored() throws -> MachineState {
        try legacy.moveIn(to: self)
        return try known(reads.value(of: file.url) { try load() } ?? MachineState())
    }

    /// One locked read-modify-write, written only when it changed something.
    func locked<T>(_ body: (inout MachineState) throws -> T) throws -> (result: T, state: MachineState) {
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

extension StateFile {
    /// A state file in `folder`, which is both the state and the data directory (tests).
    convenience init(folder: URL) {
        let lock = FileLock(url: folder.standardizedFileURL.appendingPathComponent("gather.lock"), guarding: .matchState)
        self.init(stateDirectory: folder, dataDirectory: folder, stateLock: lock, dataLock: lock)
    }
}
