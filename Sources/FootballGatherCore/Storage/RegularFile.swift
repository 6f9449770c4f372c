import Foundation

/// The one way gather reads a file: regular files only, up to `sizeLimit` (a FIFO would block forever,
/// `/dev/zero` never ends). The type is checked before opening, so no device is opened, and on the open
/// descriptor, so a file swapped in is caught; `O_NONBLOCK` keeps that window from blocking on a FIFO.
public enum RegularFile {
    /// 64 MiB: far above any real roster, small enough to hold in memory.
    public static let sizeLimit = 64 * 1024 * 1024

    /// Nil when the file does not exist; errors name the file as `kind`. `limit` is a parameter so that tests
    /// can cross it without writing 64 MiB.
    static func read(_ url: URL, as kind: StoredFileKind, limit: Int = sizeLimit) throws(StorageError) -> Data? {
        let path = url.path
        var status = stat()
        if stat(path, &status) == 0 {
            try requireReadable(status, path: path, kind: kind, limit: limit)
        }
        let descriptor = SystemCall.retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        if descriptor == -1 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: SystemCall.lastErrorDescription())
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: SystemCall.lastErrorDescription())
        }
        try requireReadable(status, path: path, kind: kind, limit: limit)
        let contents: Data
        do throws(SystemCallFailure) {
            // One byte past the limit tells a file that grew after fstat from one that fits.
            contents = try SystemCall.readAll(descriptor, upTo: limit + 1).get()
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        guard contents.count <= limit else { throw .tooLarge(path: path, limit: limit, kind: kind) }
        return contents
    }

    private static func requireReadable(
        _ status: stat, path: String, kind: StoredFileKind, limit: Int
    ) throws(StorageError) {
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw .notRegularFile(path: path, found: describe(type), kind: kind)
        }
        guard status.st_size <= limit else { throw .tooLarge(path: path, limit: limit, kind: kind) }
    }

    /// What a file of mode type `type` is, completing "… is ___, not a regular file".
    static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}
