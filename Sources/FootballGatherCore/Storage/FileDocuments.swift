import Foundation

/// Export and import files, read as regular files of bounded size. An export replaces a regular file
/// atomically, and is streamed into what is not one (a FIFO with a reader, `/dev/stdout`, a terminal),
/// never replacing it; a directory is refused.
public struct FileDocuments: DocumentFiles {
    public init() {}

    public func read(_ path: String) throws -> Data {
        guard let data = try RegularFile.read(URL(fileURLWithPath: path), as: .importFile) else {
            throw StorageError.missingFile(path: path)
        }
        return data
    }

    /// A file that cannot be written is the command's result not written: an output error.
    public func write(_ data: Data, to path: String) throws {
        var status = stat()
        // Nothing there yet: a new regular file.
        let type = stat(path, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
        do {
            switch type {
            case S_IFREG:
                try AtomicFile.write(data, to: URL(fileURLWithPath: path), permissions: 0o644)
            case S_IFDIR:
                throw StorageError.unwritable(path: path, reason: "it is a directory: give the path of a file to write")
            default:
                try Self.stream(data, into: path)
            }
        } catch StorageError.unwritable(let path, let reason) {
            throw OutputFileError(path: path, reason: reason)
        }
    }

    /// Writes into the file as it is (a FIFO waits for its reader, as a shell's `>` does).
    private static func stream(_ data: Data, into path: String) throws(StorageError) {
        let descriptor = SystemCall.retryingOnInterrupt { open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
        guard descriptor != -1 else { throw .unwritable(path: path, reason: SystemCall.lastErrorDescription()) }
        do throws(SystemCallFailure) {
            try SystemCall.writeAll(descriptor, data).get()
        } catch {
            close(descriptor)
            throw .unwritable(path: path, reason: error.reason)
        }
        guard close(descriptor) == 0 else { throw .unwritable(path: path, reason: SystemCall.lastErrorDescription()) }
    }
}

/// An export file that could not be written: `StorageError.unwritable`'s values, an output error's status.
public struct OutputFileError: Error, Equatable, Sendable, GatherFailure {
    public var path: String
    public var reason: String

    public var failureKind: FailureKind { .outputError }
}
