import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct FileLockStorageTests: StorageTestSupport {
    /// Each increment reads the counter file, pauses, and writes it back: without
    /// the lock, concurrent increments would overwrite each other.
    @Test func withLock_fromConcurrentThreads_losesNoIncrement() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let counter = directory.file("counter")
        let lock = FileLock(url: directory.file("gather.lock"))
        try AtomicFile.write(Data("0".utf8), to: counter)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10 {
                        try lock.withLock { try Self.increment(counter) }
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(try contents(of: counter) == "80")
    }

    /// A holder that never lets go (a process stopped with the lock): the wait ends, saying so, and a
    /// lock let go is taken.
    @Test func aLockHeldTooLong_isGivenUpOn_andOneLetGoIsTaken() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let path = directory.file("intent.lock").path
        let holder = try FileLock.openLockFile(at: path, guarding: nil)
        #expect(flock(holder, LOCK_EX) == 0)
        let waiter = try FileLock.openLockFile(at: path, guarding: nil)
        defer { close(waiter) }
        #expect(throws: StorageError.lockHeld(path: path)) { try FileLock.lock(waiter, path: path, within: 0.05) }
        await #expect(throws: StorageError.lockHeld(path: path)) { try await IntentLock.waitForLock(waiter, path: path, within: 0.05) }
        close(holder)
        try await IntentLock.waitForLock(waiter, path: path, within: 0.05)
    }

    @Test func withLock_afterBodyThrows_releasesLock() throws {
        struct Expected: Error {}
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let lock = FileLock(url: directory.file("gather.lock"))

        #expect(throws: Expected.self) {
            try lock.withLock { throw Expected() }
        }

        #expect(try lock.withLock { 42 } == 42)
    }

    @Test func withLock_inMissingDirectory_throwsUnwritable() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let lockURL = directory.url.appendingPathComponent("missing/gather.lock")

        let error = #expect(throws: StorageError.self) {
            try FileLock(url: lockURL).withLock {}
        }

        guard case .unwritable(let path, _) = error else {
            Issue.record("expected .unwritable, got \(String(describing: error))")
            return
        }
        #expect(path == lockURL.path)
    }

    @Test func withLock_onPlantedSymlink_refusesAndCreatesNothingWhereItPoints() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let target = directory.file("planted-target")
        let lockURL = directory.file("gather.lock")
        try FileManager.default.createSymbolicLink(atPath: lockURL.path, withDestinationPath: target.path)

        let error = #expect(throws: StorageError.self) {
            try FileLock(url: lockURL).withLock {}
        }

        #expect(error == .symlinkedLock(path: lockURL.path, kind: nil))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func withLock_onSymlinkToExistingFile_refuses_namingTheKind() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let target = directory.file("elsewhere")
        try AtomicFile.write(Data("keep".utf8), to: target)
        let lockURL = directory.file("gather.lock")
        try FileManager.default.createSymbolicLink(atPath: lockURL.path, withDestinationPath: target.path)

        #expect(throws: StorageError.symlinkedLock(path: lockURL.path, kind: .matchState)) {
            try FileLock(url: lockURL, kind: .matchState).withLock {}
        }
    }

    /// The exit code follows the directory: 78 beside the config, 65 beside data or state.
    @Test(arguments: [(StoredFileKind.config, FootballGatherCore.FailureKind.configuration), (.offlineData, .invalidData), (.matchState, .invalidData)])
    func jsonFileStoreUpdate_withSymlinkedLock_failsWithTheDirectorysExitCode(
        _ kind: StoredFileKind, _ status: FootballGatherCore.FailureKind
    ) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let target = directory.file("planted-target")
        try FileManager.default.createSymbolicLink(
            atPath: directory.file("gather.lock").path, withDestinationPath: target.path)
        let store = JSONFileStore<[String: Int]>(url: directory.file("file.json"), kind: kind)

        let error = #expect(throws: StorageError.self) {
            try store.update { $0 = ["a": 1] }
        }

        #expect(error?.failureKind == status)
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    private static func increment(_ counter: URL) throws {
        let text = try RegularFile.read(counter, as: .matchState).map { String(decoding: $0, as: UTF8.self) } ?? "0"
        let value = Int(text) ?? 0
        usleep(200)
        try AtomicFile.write(Data(String(value + 1).utf8), to: counter)
    }
}
