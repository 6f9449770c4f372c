import Foundation

/// An exclusive `flock` on a dedicated lock file (conventionally `gather.lock`).
///
/// Lock a separate file, not the data file: an atomic write renames a new inode into
/// place, so a lock on the old one would protect nothing. The kernel releases the lock
/// when the descriptor closes, including when the process dies.
/// Not reentrant: taking the same lock again while holding it blocks forever.
public struct FileLock: Sendable, Equatable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Runs `body` while holding the lock, waiting for it as long as it takes.
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = try openLockFile()
        defer { close(descriptor) }
        guard SystemCall.retryingOnInterrupt({ flock(descriptor, LOCK_EX) }) == 0 else {
            throw StorageError.unwritable(path: url.path, reason: SystemCall.lastErrorDescription())
        }
        return try body()
    }

    /// Runs `body` while holding the lock, polling for it so that no thread of the
    /// cooperative pool blocks in `flock`. Waiting ends early if the task is cancelled.
    public func withLock<T>(
        pollingEvery interval: Duration = .milliseconds(10),
        _ body: () async throws -> T
    ) async throws -> T {
        let descriptor = try openLockFile()
        defer { close(descriptor) }
        while SystemCall.retryingOnInterrupt({ flock(descriptor, LOCK_EX | LOCK_NB) }) != 0 {
            guard errno == EWOULDBLOCK else {
                throw StorageError.unwritable(path: url.path, reason: SystemCall.lastErrorDescription())
            }
            try await Task.sleep(for: interval)
        }
        return try await body()
    }

    private func openLockFile() throws(StorageError) -> Int32 {
        let path = url.path
        let descriptor = SystemCall.retryingOnInterrupt { open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        guard descriptor != -1 else {
            throw .unwritable(path: path, reason: SystemCall.lastErrorDescription())
        }
        return descriptor
    }
}
