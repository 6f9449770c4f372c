import Foundation

/// One intent at a time per backend on this machine: a roster change, a late arrival, the
/// end of a match. An intent reads, checks its rules and writes while holding this lock, so
/// two processes can never both pass a check that only one of them may pass (two players
/// named alike, one player added twice, a player joining a match that has just ended).
///
/// It is a separate file from the directories' `gather.lock`, which guards a single
/// read-modify-write: an intent may span several of those, and requests to a server, so it
/// must be held across awaits. Within one task the lock is re-entrant (an intent may call
/// another, as `start --new` adds players). The kernel releases it when the process dies.
struct IntentLock: Sendable, Equatable {
    static let fileName = "intent.lock"

    let url: URL

    init(directory: URL) {
        url = directory.standardizedFileURL.appendingPathComponent(Self.fileName)
    }

    /// Runs `body` while holding the lock, waiting for it as long as it takes.
    func exclusively<T>(_ body: () async throws -> T) async throws -> T {
        if Self.held.contains(url.path) { return try await body() }
        try GatherPaths.createDirectory(url.deletingLastPathComponent())
        let descriptor = try FileLock.openLockFile(at: url.path, guarding: nil)
        defer { close(descriptor) }
        try await Self.waitForLock(descriptor, path: url.path)
        return try await Self.$held.withValue(Self.held.union([url.path])) { try await body() }
    }

    @TaskLocal private static var held: Set<String> = []

    /// Takes the lock at once when it is free; otherwise waits on a thread of its own: a
    /// blocked worker of a shared queue could be the one the holder needs to finish.
    private static func waitForLock(_ descriptor: Int32, path: String) async throws {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK || errno == EINTR else {
            throw StorageError.unwritable(path: path, reason: SystemCall.lastErrorDescription())
        }
        let failure: String? = await withCheckedContinuation { continuation in
            let waiter = Thread {
                let result = SystemCall.retryingOnInterrupt { flock(descriptor, LOCK_EX) }
                continuation.resume(returning: result == 0 ? nil : SystemCall.lastErrorDescription())
            }
            waiter.start()
        }
        if let failure { throw StorageError.unwritable(path: path, reason: failure) }
    }
}
