import Foundation

/// An exclusive `flock` on a dedicated lock file, not the data file: an atomic write renames a new inode into
/// place, so a lock on the old one would protect nothing. The kernel releases it when the descriptor closes.
/// A symlink at `url` is refused, never followed: `O_CREAT` would create a file wherever it points.
public struct FileLock: Sendable, Equatable {
    let url: URL
    /// The files the lock guards; it sets the exit code of a lock that cannot be used.
    var kind: StoredFileKind?

    /// How long a command waits for another to let a lock go before it gives up (a stopped or stuck process).
    /// Long: twenty commands started at once on a busy machine wait their turns for tens of seconds.
    public static let waitLimit: Double = 600

    /// Waits up to `waitLimit`. `body` is synchronous so that no request is sent while a lock is held.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        try Self.refuseNesting(url)
        let descriptor = try openLockFile()
        defer { close(descriptor) }
        try Self.lock(descriptor, path: url.path)
        return try Self.$held.withValue(url) { try body() }
    }

    /// Takes the lock at once when it is free, else tries again after 0.1 ms, doubling up to 20 ms (most holders
    /// let go within a millisecond), until `within` seconds have gone.
    static func lock(_ descriptor: Int32, path: String, within limit: Double = waitLimit) throws(StorageError) {
        let deadline = Date().addingTimeInterval(limit)
        var pause: UInt32 = 100
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .unwritable(path: path, reason: SystemCall.lastErrorDescription()) }
            guard Date() < deadline else { throw .lockHeld(path: path) }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
    }

    /// Two locks at once could be one file reached twice (one folder for data and state): a bug, refused.
    @TaskLocal private static var held: URL?

    private static func refuseNesting(_ url: URL) throws(NestedLockError) {
        if let held { throw NestedLockError(held: held.path, wanted: url.path) }
    }

    private func openLockFile() throws(StorageError) -> Int32 { try Self.openLockFile(at: url.path, guarding: kind) }

    static func openLockFile(at path: String, guarding kind: StoredFileKind?) throws(StorageError) -> Int32 {
        let descriptor = SystemCall.retryingOnInterrupt {
            open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o600)
        }
        guard descriptor != -1 else {
            if errno == ELOOP { throw .symlinkedLock(path: path, kind: kind) }
            throw .unwritable(path: path, reason: SystemCall.lastErrorDescription())
        }
        return descriptor
    }
}

/// A lock taken while another is held: a bug in gather, reported instead of hanging.
public struct NestedLockError: Error, Equatable, Sendable, GatherFailure {
    /// The paths of the lock held and of the one wanted.
    public let held: String
    public let wanted: String

    public var failureKind: FailureKind { .internalError }
}
