import Foundation

/// A stored file that cannot be read, decoded or written. Messages name the file.
public enum StorageError: Error, Equatable, Sendable {
    /// The file exists but does not decode. It is never overwritten automatically.
    /// `detail` completes the sentence after the path, e.g. "is not valid JSON".
    case corrupt(path: String, detail: String, kind: StoredFileKind)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// A file the user named (an import, say) that does not exist.
    case missingFile(path: String)
    /// A value that cannot be turned into JSON: a bug, not a user mistake.
    case unencodable(path: String, detail: String)
}

extension StorageError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .corrupt(let path, let detail, let kind):
            "the \(kind.name) \(path) \(detail): \(kind.repairHint)"
        case .unreadable(let path, let reason):
            "cannot read \(path) (\(reason)): check its permissions"
        case .unwritable(let path, let reason):
            "cannot write \(path) (\(reason)): check that its directory exists and is writable"
        case .missingFile(let path):
            "the file \(path) does not exist: check the path"
        case .unencodable(let path, let detail):
            "cannot encode the data for \(path) (\(detail)): this is a bug in gather"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .corrupt(_, _, let kind): kind.corruptStatus
        // sysexits' EX_IOERR and EX_CANTCREAT are not in gather's table; an unusable
        // file or directory under the user's control is closest to bad configuration.
        case .unreadable, .unwritable: .configuration
        case .missingFile: .noInput
        case .unencodable: .internalError
        }
    }
}
