import Foundation

/// A fresh directory under the system temp directory, removed by `remove()`.
struct StorageTestDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-storage-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// File helpers for the storage suites, as members so they stay out of the test
/// target's global namespace.
protocol StorageTestSupport {}

extension StorageTestSupport {
    /// The permission bits of the file or directory at `url`.
    func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? Int) ?? -1
    }

    func setPermissions(_ mode: Int, of url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    func contents(of url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
