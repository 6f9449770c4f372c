import Foundation

/// The state directory: the active match, the timer, and what this machine remembers
/// of past gathers. Files share one lock, so two shells never interleave changes.
public struct StateStore: Sendable {
    public let match: JSONFileStore<ActiveMatch>
    public let timer: JSONFileStore<GatherTimeHandler>
    public let memory: JSONFileStore<[String: RememberedGather]>

    public init(directory: URL) {
        let lock = FileLock(url: directory.appendingPathComponent("gather.lock"), guarding: .matchState)
        match = JSONFileStore(url: directory.appendingPathComponent("match.json"), kind: .matchState, lock: lock)
        timer = JSONFileStore(url: directory.appendingPathComponent("timer.json"), kind: .matchState, lock: lock)
        memory = JSONFileStore(url: directory.appendingPathComponent("history.json"), kind: .matchState, lock: lock)
    }

    public init(paths: GatherPaths) { self.init(directory: paths.stateDirectory) }

    /// The active match, or an error saying there is none.
    public func requireMatch() throws -> ActiveMatch {
        guard let match = try match.load() else { throw MatchError.noActiveMatch }
        return match
    }

    /// Changes the active match under the lock; fails when there is none.
    @discardableResult
    public func updateMatch<T>(_ body: (inout ActiveMatch) throws -> T) throws -> T {
        try match.update { stored in
            guard var current = stored else { throw MatchError.noActiveMatch }
            let result = try body(&current)
            stored = current
            return result
        }
    }

    /// Runs `body` holding the state lock, waiting without blocking a thread. Do not call
    /// the locking methods of this store inside it: the lock is not reentrant.
    public func withLock<T>(_ body: () async throws -> T) async throws -> T {
        try GatherPaths.createDirectory(match.url.deletingLastPathComponent())
        return try await match.lock.withLock(body)
    }

    public func clearMatch() throws {
        try FileRemoval.remove(match.url)
    }

    public func remember(_ gatherID: UUID, _ gather: RememberedGather) throws {
        try memory.update { stored in
            var all = stored ?? [:]
            all[gatherID.uuidString] = gather
            stored = all
        }
    }

    public func remembered() throws -> [UUID: RememberedGather] {
        // A hand-edited file may hold one id twice, in upper and lower case.
        Dictionary((try memory.load() ?? [:]).compactMap { key, value in
            UUID(uuidString: key).map { ($0, value) }
        }, uniquingKeysWith: { first, _ in first })
    }
}

/// Removing a state file that may already be gone.
enum FileRemoval {
    static func remove(_ url: URL) throws {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw StorageError.unwritable(path: url.path, reason: String(cString: strerror(errno)))
        }
    }
}
