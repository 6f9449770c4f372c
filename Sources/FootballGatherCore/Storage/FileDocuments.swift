import Foundation

/// Export and import files on disk: read as regular files of bounded size, written atomically.
public struct FileDocuments: DocumentFiles {
    public init() {}

    public func read(_ path: String) throws -> Data {
        guard let data = try RegularFile.read(URL(fileURLWithPath: path), as: .importFile) else {
            throw StorageError.missingFile(path: path)
        }
        return data
    }

    public func write(_ data: Data, to path: String) throws {
        try AtomicFile.write(data, to: URL(fileURLWithPath: path), permissions: 0o644)
    }
}
