import Foundation
import Testing
@testable import FootballGatherCore

/// Temp files a killed writer left between write and rename are removed by the next
/// write in their directory; nothing else is.
@Suite struct StaleTemporaryFilesStorageTests: StorageTestSupport {
    /// Above Linux's largest possible pid (2^22), so never a live process.
    static let deadWriter: pid_t = 4_194_305

    private func entries(of directory: StorageTestDirectory) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path))
    }

    private func plant(_ name: String, in directory: StorageTestDirectory, age: TimeInterval = 0) throws {
        let url = directory.file(name)
        try Data("half written".utf8).write(to: url)
        let modified = Date().addingTimeInterval(-age)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    }

    @Test func write_removesTheTemporaryFileOfAKilledWriter() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let leftover = ".offline.json.\(Self.deadWriter).\(UUID().uuidString).tmp"
        try plant(leftover, in: directory)

        try AtomicFile.write(Data("{}".utf8), to: directory.file("offline.json"))

        #expect(try entries(of: directory) == ["offline.json"])
    }

    @Test func write_removesLeftoversOfOtherFilesInTheDirectoryToo() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        try plant(".credentials.json.\(Self.deadWriter).\(UUID().uuidString).tmp", in: directory)

        try AtomicFile.write(Data("{}".utf8), to: directory.file("config.json"))

        #expect(try entries(of: directory) == ["config.json"])
    }

    @Test func write_keepsTheFreshTemporaryFileOfALiveWriter() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        // Another thread of this process, between its write and its rename.
        let concurrent = TemporaryFileName.make(for: "offline.json")
        try plant(concurrent, in: directory)

        try AtomicFile.write(Data("{}".utf8), to: directory.file("offline.json"))

        #expect(try entries(of: directory) == ["offline.json", concurrent])
    }

    @Test func write_removesAnOldTemporaryFileEvenIfItsPidIsInUse() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        // The pid was reused by a live process (here: this one) long after the writer died.
        try plant(TemporaryFileName.make(for: "offline.json"), in: directory, age: 2 * 60 * 60)

        try AtomicFile.write(Data("{}".utf8), to: directory.file("offline.json"))

        #expect(try entries(of: directory) == ["offline.json"])
    }

    @Test func write_removesOldPidlessTemporaryFilesOfEarlierGathers_only() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let old = ".offline.json.\(UUID().uuidString).tmp"
        let fresh = ".match.json.\(UUID().uuidString).tmp"
        try plant(old, in: directory, age: 2 * 60 * 60)
        try plant(fresh, in: directory)

        try AtomicFile.write(Data("{}".utf8), to: directory.file("offline.json"))

        #expect(try entries(of: directory) == ["offline.json", fresh])
    }

    @Test func write_leavesFilesOfOtherNamingAlone() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let others = [
            "notes.tmp", ".offline.json.tmp", ".offline.json.\(Self.deadWriter).not-a-uuid.tmp",
            "offline.json.\(Self.deadWriter).\(UUID().uuidString).tmp", "..\(Self.deadWriter).\(UUID().uuidString).tmp",
        ]
        for name in others { try plant(name, in: directory, age: 2 * 60 * 60) }

        try AtomicFile.write(Data("{}".utf8), to: directory.file("offline.json"))

        #expect(try entries(of: directory) == Set(others + ["offline.json"]))
    }

    @Test func temporaryFileName_readsBackWhatItMakes() {
        let name = TemporaryFileName.make(for: "my.data.json", writer: 42)
        let parsed = TemporaryFileName(parsing: name)

        #expect(parsed?.fileName == "my.data.json")
        #expect(parsed?.writer == 42)
    }
}
