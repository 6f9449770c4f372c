import Foundation

/// The layout before `state.json`: `match.json`, `start.json`, `timer.json`, `history.json` and
/// `player-names.json` in the state directory, each server's entries of `squad.json` and `players-kept.json`
/// in the data directory. The first command to find them without a `state.json` moves them in under the
/// state lock, keeping backups (`match.v1.json`, `squad.v1.json`…); a damaged one stops the move, named.
struct LegacyStateFiles: Sendable {
    let stateDirectory: URL
    let dataDirectory: URL
    let dataLock: FileLock

    static let stateFileNames = ["match", "start", "timer", "history", "player-names"]

    func moveIn(to state: StateFile) throws {
        guard !exists(state.file.url), hasAny else { return }
        let moved = try state.file.lock.withLock { () throws -> Bool in
            guard !exists(state.file.url) else { return false }
            try state.file.save(try read())
            for name in Self.stateFileNames { try retire(stateDirectory.appendingPathComponent("\(name).json"), as: "\(name).v1") }
            return true
        }
        if moved { try keepOnlyOffline() }
    }

    private var hasAny: Bool {
        Self.stateFileNames.contains { exists(stateDirectory.appendingPathComponent("\($0).json")) }
            || serverEntriesMayBe(in: "squad") || serverEntriesMayBe(in: "players-kept")
    }

    /// A server's address as a key: a file that does not hold one has only the offline entry.
    private func serverEntriesMayBe(in name: String) -> Bool {
        guard let data = try? RegularFile.read(dataDirectory.appendingPathComponent("\(name).json"), as: .squad) else { return false }
        return data.range(of: Data("\"http".utf8)) != nil
    }

    private func store<Value: Codable>(_ name: String, in directory: URL, kind: StoredFileKind) -> JSONFileStore<Value> {
        JSONFileStore(url: directory.appendingPathComponent("\(name).json"), kind: kind, lock: dataLock)
    }

    func read() throws -> MachineState {
        var state = MachineState()
        let match: JSONFileStore<ActiveMatch> = store("match", in: stateDirectory, kind: .matchState)
        let start: JSONFileStore<StartIntent> = store("start", in: stateDirectory, kind: .matchState)
        try Backend.$legacyDataDirectory.withValue(dataDirectory) {
            state.slot = MatchSlot(match: try match.load(), start: try start.load())
        }
        let clock: JSONFileStore<GatherTimeHandler> = store("timer", in: stateDirectory, kind: .matchState)
        state.clock = try clock.load()
        let history: JSONFileStore<[String: GatherDetails]> = store("history", in: stateDirectory, kind: .matchState)
        for (key, details) in try history.load() ?? [:] {
            if let id = UUID(uuidString: key), state.gathers[id] == nil { state.gathers[id] = details }
        }
        let names: JSONFileStore<[String: [Player]]> = store("player-names", in: stateDirectory, kind: .playerNames)
        // Only a cache: one that cannot be read is left behind.
        for (key, entries) in (try? names.load()) ?? [:] where key != Self.offlineKey { state[server: key].roster = entries }
        let squads: JSONFileStore<[String: [Int]]> = store("squad", in: dataDirectory, kind: .squad)
        for (key, squad) in try squads.load() ?? [:] where key != Self.offlineKey { state[server: key].squad = squad }
        let notes: JSONFileStore<[String: PlayerNotes]> = store("players-kept", in: dataDirectory, kind: .playerNotes)
        for (key, kept) in try notes.load() ?? [:] where key != Self.offlineKey { state[server: key].notes = kept }
        return state
    }

    static let offlineKey = FileSquadStore.key(of: .offline(dataDirectory: URL(fileURLWithPath: "/")))

    /// The squad and notes files without their servers' entries, which now live in the state.
    private func keepOnlyOffline() throws {
        try GatherPaths.createDirectory(dataDirectory)
        try dataLock.withLock {
            let squads: JSONFileStore<[String: [Int]]> = store("squad", in: dataDirectory, kind: .squad)
            try keepOnlyOffline(squads, backup: "squad.v1")
            let notes: JSONFileStore<[String: PlayerNotes]> = store("players-kept", in: dataDirectory, kind: .playerNotes)
            try keepOnlyOffline(notes, backup: "players-kept.v1")
        }
    }

    private func keepOnlyOffline<Entry: Codable>(_ file: JSONFileStore<[String: Entry]>, backup: String) throws {
        guard let all = try file.load(), all.keys.contains(where: { $0 != Self.offlineKey }) else { return }
        _ = try FileBackup.keep(file.url, as: backup)
        try file.store(all[Self.offlineKey].map { [Self.offlineKey: $0] })
    }

    /// Keeps `file` under its backup name and removes it, so it is never read again.
    private func retire(_ file: URL, as backup: String) throws {
        guard exists(file) else { return }
        _ = try FileBackup.keep(file, as: backup)
        guard unlink(file.path) == 0 || errno == ENOENT else {
            throw StorageError.unwritable(path: file.path, reason: SystemCall.lastErrorDescription())
        }
    }

    private func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }
}
