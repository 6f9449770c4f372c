import Foundation

/// A stored file that cannot be read, decoded or written, with its path.
public enum StorageError: Error, Equatable, Sendable {
    /// Never overwritten automatically; `detail` ends the sentence after the path ("is not valid JSON").
    case corrupt(path: String, detail: String, kind: StoredFileKind)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The disk is full (or the quota spent, or the device failing): the file is as it was.
    case noSpace(path: String, reason: String)
    /// A file the user named (an import, say) that does not exist.
    case missingFile(path: String)
    /// A value that cannot be turned into JSON: a bug, not a user mistake.
    case unencodable(path: String, detail: String)
    /// A FIFO, directory, device or socket where a file should be; `found` says which.
    case notRegularFile(path: String, found: String, kind: StoredFileKind)
    case tooLarge(path: String, limit: Int, kind: StoredFileKind)
    /// A file whose format version is newer than this gather knows. Never written.
    case madeByNewerGather(path: String, version: Int, kind: StoredFileKind)
    /// A lock file that is a symlink: opening it would create or lock whatever it points to. `kind`, the file
    /// the lock guards, sets the exit code (78 for the config directory, 65 for data and state).
    case symlinkedLock(path: String, kind: StoredFileKind?)
    /// Another process held the lock longer than `FileLock.waitLimit` seconds (stopped, or stuck).
    case lockHeld(path: String)
}

extension StorageError {
    /// A write that failed with `failure`: for want of space an output error (74), else the setup's (78).
    static func writing(_ path: String, _ failure: SystemCallFailure = SystemCallFailure()) -> StorageError {
        [ENOSPC, EDQUOT, EFBIG, EIO].contains(failure.code)
            ? .noSpace(path: path, reason: failure.reason) : .unwritable(path: path, reason: failure.reason)
    }
}

extension StorageError: GatherFailure {
    public var failureKind: FailureKind {
        switch self {
        case .corrupt(_, _, let kind): kind.corruptStatus
        // sysexits' EX_IOERR and EX_CANTCREAT are not in gather's table; an unusable
        // file or directory under the user's control is closest to bad configuration.
        case .unreadable, .unwritable: .configuration
        case .noSpace: .outputError
        case .missingFile: .noInput
        case .lockHeld: .temporaryFailure
        case .unencodable: .internalError
        case .notRegularFile(_, _, let kind), .tooLarge(_, _, let kind): kind.unusableStatus
        case .madeByNewerGather(_, _, let kind): kind.corruptStatus
        case .symlinkedLock(_, let kind): kind?.unusableStatus ?? .configuration
        }
    }

    public var nextStep: NextStep? {
        switch self {
        case .corrupt(_, _, let kind), .notRegularFile(_, _, let kind), .tooLarge(_, _, let kind): kind.repairStep
        default: nil
        }
    }

}
