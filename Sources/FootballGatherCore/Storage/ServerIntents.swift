import Foundation

/// The intents of one server, which never hold a lock while waiting on the network: under the intent lock
/// an intent reserves each subject it touches (a locked file naming what it will send), then reads, checks
/// its rule and sends unlocked, and gives the reservation back under the lock. Intents that could break
/// each other's rule share a subject, so the rule holds as if the intent were locked; another process's
/// intent on a held subject is refused (`ReservationError`). The next intent on a dead process's
/// reservation takes it over and reads the server before sending, so nothing that landed is sent twice.
struct ServerIntents: IntentSerializer {
    let lock: IntentLock
    let directory: URL

    init(stateDirectory: URL, server: URL) {
        lock = IntentLock(directory: stateDirectory)
        let key = String(SHA256.hexDigest(ServerAddress.storageKey(for: server)).prefix(16))
        directory = stateDirectory.standardizedFileURL
            .appendingPathComponent("reservations", isDirectory: true).appendingPathComponent(key, isDirectory: true)
    }

    func reserving<T>(
        _ subjects: [ReservedSubject], for action: ReservedAction, _ body: () async throws -> T
    ) async throws -> T {
        let held = Self.held[directory.path] ?? []
        let needed = Set(subjects.map(\.fileName)).filter { name in
            !held.contains { name == $0 || name.hasPrefix($0 + ".") }
        }
        if needed.isEmpty { return try await body() }
        let taken = try await lock.exclusively { try take(needed, for: action, besides: held) }
        var nowHeld = Self.held
        nowHeld[directory.path] = held.union(needed)
        let paths = taken.keys.map(path(of:))
        do {
            let result = try await ExitGate.whenEndingEarly({ for path in paths { unlink(path) } }) {
                try await Self.$held.withValue(nowHeld) { try await body() }
            }
            try await giveBack(taken)
            ExitGate.noteSaved()
            return result
        } catch {
            try? await giveBack(taken)
            throw error
        }
    }

    /// The subjects this task holds, by reservation directory: an intent may run another.
    @TaskLocal private static var held: [String: Set<String>] = [:]

    private func take(_ needed: Set<String>, for action: ReservedAction, besides held: Set<String>) throws -> [String: Int32] {
        try GatherPaths.createDirectory(directory)
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in existing.sorted() where name.hasPrefix("home") && !held.contains(name)
            && needed.contains(where: { ReservedSubject.overlaps($0, name) }) {
            if let busy = try busyAction(of: name) { throw ReservationError(action: busy) }
        }
        var taken: [String: Int32] = [:]
        do {
            let record = try JSONCoding.encoder(pretty: false).encode(action)
            for name in needed.sorted() {
                let descriptor = try lockedFile(at: path(of: name))
                taken[name] = descriptor
                try write(record, to: descriptor, path: path(of: name))
            }
        } catch {
            release(taken)
            throw error
        }
        return taken
    }

    /// Locked; a file that a process ending early unlinked between open and lock is opened again.
    private func lockedFile(at path: String) throws -> Int32 {
        while true {
            let descriptor = try FileLock.openLockFile(at: path, guarding: nil)
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let reason = SystemCall.lastErrorDescription()
                close(descriptor)
                throw StorageError.unwritable(path: path, reason: reason)
            }
            var opened = stat(), named = stat()
            if fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino, opened.st_dev == named.st_dev {
                return descriptor
            }
            close(descriptor)
        }
    }

    /// What another process is sending under `name`; nil when nobody holds it.
    private func busyAction(of name: String) throws -> ReservedAction? {
        let descriptor = open(path(of: name), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor != -1 else { return nil }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 { return nil }
        guard errno == EWOULDBLOCK else {
            throw StorageError.unwritable(path: path(of: name), reason: SystemCall.lastErrorDescription())
        }
        let record = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readDataToEndOfFile()
        return (try? JSONCoding.decoder().decode(ReservedAction.self, from: record)) ?? .changingHome
    }

    private func write(_ record: Data, to descriptor: Int32, path: String) throws {
        let written = record.withUnsafeBytes { bytes in
            ftruncate(descriptor, 0) == 0 ? pwrite(descriptor, bytes.baseAddress, bytes.count, 0) : -1
        }
        guard written == record.count else {
            throw StorageError.unwritable(path: path, reason: SystemCall.lastErrorDescription())
        }
    }

    private func giveBack(_ taken: [String: Int32]) async throws {
        try await lock.exclusively { release(taken) }
    }

    private func release(_ taken: [String: Int32]) {
        for (name, descriptor) in taken {
            unlink(path(of: name))
            close(descriptor)
        }
    }

    private func path(of name: String) -> String { directory.appendingPathComponent(name).path }
}
