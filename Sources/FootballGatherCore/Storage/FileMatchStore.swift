import Foundation

/// `match.json` (the running match) and `start.json` (a start waiting for its gather)
/// in the state directory, changed together under the directory's lock.
public struct FileMatchStore: MatchStore {
    let match: JSONFileStore<ActiveMatch>
    let start: JSONFileStore<StartIntent>
    /// Where an offline match saved without its data directory belongs.
    let dataDirectory: URL

    init(directory: URL, lock: FileLock, dataDirectory: URL) {
        match = JSONFileStore(url: directory.appendingPathComponent("match.json"), kind: .matchState, lock: lock)
        start = JSONFileStore(url: directory.appendingPathComponent("start.json"), kind: .matchState, lock: lock)
        self.dataDirectory = dataDirectory
    }

    public func slot() throws -> MatchSlot {
        try Backend.$legacyDataDirectory.withValue(dataDirectory) {
            MatchSlot(match: try match.load(), start: try start.load())
        }
    }

    public func update<T>(_ body: (inout MatchSlot) throws -> T) throws -> T {
        try GatherPaths.createDirectory(match.url.deletingLastPathComponent())
        return try match.lock.withLock {
            let stored = try slot()
            var changed = stored
            let result = try body(&changed)
            if changed.start != stored.start { try start.store(changed.start) }
            if changed.match != stored.match { try match.store(changed.match) }
            return result
        }
    }
}
