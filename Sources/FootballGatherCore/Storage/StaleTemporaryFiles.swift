import Foundation

/// Temp files left behind when a writer was killed between writing and renaming (kill -9, a power cut);
/// each write removes those in its directory, so they cannot pile up. Only names `TemporaryFileName` made
/// are touched, and only stale ones: the writer process is gone, or the file is older than `maximumAge`
/// (its pid may have been reused, or it was written from another machine sharing the directory).
enum StaleTemporaryFiles {
    static let maximumAge: TimeInterval = 60 * 60

    /// Best effort: a temp file that cannot be removed now is tried again next write.
    static func remove(in directory: String, now: Date = Date()) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let temporary = TemporaryFileName(parsing: name) else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
            if now.timeIntervalSince(modified) > maximumAge || !isAlive(temporary.writer) {
                unlink(path)
            }
        }
    }

    /// Whether a process with this pid exists here; an unknown writer counts as alive,
    /// so only age can make its file stale.
    private static func isAlive(_ writer: pid_t?) -> Bool {
        guard let writer else { return true }
        return kill(writer, 0) == 0 || errno != ESRCH
    }
}
