import Foundation

/// One intent at a time per backend on this machine: an intent reads, checks its rules and writes under this
/// lock, so two processes never both pass a check only one may pass. Unlike `gather.lock`, which guards one
/// read-modify-write, it spans several and requests to a server, so it is held across awaits. Re-entrant
/// within one task (`start --new` adds players); the kernel releases it when the process dies.
struct IntentLock: Sendable, Equatable {
    static let fileName = "intent.lock"

    let url: URL

    init(directory: URL) {
        url = directory.standardizedFileURL.appendingPathComponent(Self.fileName)
    }

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
    static func waitForLock(_ descriptor: Int32, path: String, within limit: Double = FileLock.waitLimit) async throws {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        let failure = await withCheckedContinuation { (continuation: CheckedContinuation<StorageError?, Never>) in
            let waiter = Thread {
                do throws(StorageError) {
                    try FileLock.lock(descriptor, path: path, within: limit)
                    continuation.resume(returning: nil)
                } catch {
                    continuation.resume(returning: error)
                }
            }
            waiter.start()
        }
        if let failure { throw failure }
    }
}
