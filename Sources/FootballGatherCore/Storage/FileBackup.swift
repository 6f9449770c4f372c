import Foundation

/// Backups of files a layout change replaces.
enum FileBackup {
    /// A second name for `file` beside it (a hard link, so nothing is copied): `name.json`,
    /// or `name-2.json` and on when that is taken, so no earlier backup is ever replaced.
    static func keep(_ file: URL, as name: String) throws(StorageError) -> URL {
        let directory = file.deletingLastPathComponent()
        for attempt in 1...1_000 {
            let backup = directory.appendingPathComponent(attempt == 1 ? "\(name).json" : "\(name)-\(attempt).json")
            if link(file.path, backup.path) == 0 { return backup }
            guard errno == EEXIST else { throw .unwritable(path: backup.path, reason: SystemCall.lastErrorDescription()) }
        }
        throw .unwritable(path: directory.path, reason: "a thousand backups of \(name) are already there")
    }
}
