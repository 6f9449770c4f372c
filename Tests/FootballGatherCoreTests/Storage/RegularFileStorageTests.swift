import Foundation
import Testing
@testable import FootballGatherCore

/// The one reader of every file gather reads: regular files only, 64 MiB at most, and
/// never a hang. FIFO and device cases through the binary are in `FileInputEndToEndTests`.
@Suite struct RegularFileStorageTests: StorageTestSupport {
    /// Each kind of file and the exit code an unusable copy ends the process with.
    static let kinds: [(StoredFileKind, FootballGatherCore.FailureKind)] = [
        (.config, .configuration), (.credentials, .configuration),
        (.offlineData, .invalidData), (.matchState, .invalidData), (.importFile, .noInput),
    ]

    @Test func read_missingFile_isNil() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }

        #expect(try RegularFile.read(directory.file("absent.json"), as: .config) == nil)
    }

    @Test func read_largeFile_returnsEveryByte() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("large.bin")
        let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try AtomicFile.write(data, to: url)

        #expect(try RegularFile.read(url, as: .offlineData) == data)
    }

    @Test(arguments: kinds)
    func read_directory_isRefusedWithTheKindsExitCode(_ kind: StoredFileKind, _ status: FootballGatherCore.FailureKind) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }

        let error = #expect(throws: StorageError.self) {
            try RegularFile.read(directory.url, as: kind)
        }

        #expect(error == .notRegularFile(path: directory.url.path, found: "a directory", kind: kind))
        #expect(error?.failureKind == status)
    }

    @Test func read_characterDevice_isRefusedWithoutReading() throws {
        let error = #expect(throws: StorageError.self) {
            try RegularFile.read(URL(fileURLWithPath: "/dev/zero"), as: .importFile)
        }

        #expect(error == .notRegularFile(path: "/dev/zero", found: "a character device", kind: .importFile))
        #expect(error?.failureKind == .noInput)
    }

    @Test func read_fifoWithNoWriter_isRefusedAtOnce() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let fifo = directory.file("config.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A hang guard, not a speed test: should the read block, a writer frees it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if writer != -1 { close(writer) }
        }

        let error = #expect(throws: StorageError.self) {
            try RegularFile.read(fifo, as: .config)
        }

        #expect(error == .notRegularFile(path: fifo.path, found: "a FIFO (named pipe)", kind: .config))
        #expect(error?.failureKind == .configuration)
    }

    @Test func read_fileOverTheLimit_isRefusedBeforeReading() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("offline.json")
        // Sparse: 64 MiB and one byte on paper, no disk used.
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        #expect(truncate(url.path, off_t(RegularFile.sizeLimit + 1)) == 0)

        let error = #expect(throws: StorageError.self) {
            try RegularFile.read(url, as: .offlineData)
        }

        #expect(error == .tooLarge(path: url.path, limit: RegularFile.sizeLimit, kind: .offlineData))
        #expect(error?.failureKind == .invalidData)
    }

    @Test func read_fileExactlyAtTheLimit_isRead() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("small.json")
        try AtomicFile.write(Data(repeating: 0x20, count: 16), to: url)

        #expect(try RegularFile.read(url, as: .config, limit: 16)?.count == 16)
    }

    /// `/proc` files claim a size of 0: only the bounded read itself can stop them.
    @Test func read_fileLongerThanItsStatedSize_stopsAtTheLimit() throws {
        let url = URL(fileURLWithPath: "/proc/self/status")

        let error = #expect(throws: StorageError.self) {
            try RegularFile.read(url, as: .matchState, limit: 16)
        }

        #expect(error == .tooLarge(path: url.path, limit: 16, kind: .matchState))
    }

    @Test func jsonFileStore_load_readsThroughTheBoundedReader() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("match.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

        let error = #expect(throws: StorageError.self) {
            try JSONFileStore<[String: Int]>(url: url, kind: .matchState).load()
        }

        #expect(error == .notRegularFile(path: url.path, found: "a directory", kind: .matchState))
        #expect(error?.failureKind == .invalidData)
    }
}
