import Foundation

/// What one store has read of a file, kept under its stamp: a command that reads the matches file several
/// times decodes it once, and any write (a new inode) sends the next read to the disk.
final class StampedReads<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: (stamp: FileStamp, value: Value)] = [:]

    func value<Failure: Error>(of url: URL, reading read: () throws(Failure) -> Value?) throws(Failure) -> Value? {
        guard let before = FileStamp(url) else { return try read() }
        if let hit = lock.withLock({ kept[url.path] }), hit.stamp == before { return hit.value }
        let value = try read()
        // Kept only when the file did not change while it was read.
        if let value, FileStamp(url) == before { lock.withLock { kept[url.path] = (before, value) } }
        return value
    }

    /// Keeps `value` as what `url` holds now: for a writer that has just written it under
    /// the lock, so that its next read need not decode what it wrote.
    func keep(_ value: Value, of url: URL) {
        guard let stamp = FileStamp(url) else { return }
        lock.withLock { kept[url.path] = (stamp, value) }
    }
}
