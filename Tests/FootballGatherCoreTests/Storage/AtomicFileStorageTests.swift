import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct AtomicFileStorageTests: StorageTestSupport {
    @Test func write_overExistingFile_replacesContent() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("data.json")
        try AtomicFile.write(Data("old".utf8), to: url)

        try AtomicFile.write(Data("new".utf8), to: url)

        #expect(try contents(of: url) == "new")
    }

    @Test func write_overLooseFile_leavesItAt0600() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("credentials.json")
        try Data("old".utf8).write(to: url)
        try setPermissions(0o644, of: url)

        try AtomicFile.write(Data("new".utf8), to: url)

        #expect(try permissions(of: url) == 0o600)
    }

    @Test func write_withGivenPermissions_appliesThemExactly() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("shared.json")

        try AtomicFile.write(Data("x".utf8), to: url, permissions: 0o640)

        #expect(try permissions(of: url) == 0o640)
    }

    @Test func write_repeatedly_leavesNoTemporaryFiles() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("data.json")

        for round in 0..<5 {
            try AtomicFile.write(Data("round \(round)".utf8), to: url)
        }

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["data.json"])
    }

    @Test func write_failingBeforeRename_keepsOldFileAndRemovesTemporary() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("data.json")
        try AtomicFile.write(Data("old".utf8), to: url)

        #expect(throws: StorageError.unwritable(path: url.path, reason: "simulated")) {
            try AtomicFile.write(Data("new".utf8), to: url, permissions: 0o600) { () throws(StorageError) in
                throw .unwritable(path: url.path, reason: "simulated")
            }
        }

        #expect(try contents(of: url) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["data.json"])
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only directories"))
    func write_intoReadOnlyDirectory_failsAndKeepsOldFile() throws {
        let directory = try StorageTestDirectory()
        defer { try? setPermissions(0o700, of: directory.url); directory.remove() }
        let url = directory.file("data.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        try setPermissions(0o500, of: directory.url)

        let error = #expect(throws: StorageError.self) {
            try AtomicFile.write(Data("new".utf8), to: url)
        }

        #expect(error?.failureKind == .configuration)
        #expect(try contents(of: url) == "old")
    }

    @Test func write_intoMissingDirectory_throwsUnwritableNamingTheFile() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.url.appendingPathComponent("missing/data.json")

        let error = #expect(throws: StorageError.self) {
            try AtomicFile.write(Data("new".utf8), to: url)
        }

        guard case .unwritable(let path, _) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(path.contains(url.lastPathComponent))
    }

    @Test func write_throughSymlink_replacesTargetAndKeepsLink() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let target = directory.file("real.json")
        let link = directory.file("link.json")
        try AtomicFile.write(Data("old".utf8), to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        try AtomicFile.write(Data("new".utf8), to: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try contents(of: target) == "new")
    }
}
