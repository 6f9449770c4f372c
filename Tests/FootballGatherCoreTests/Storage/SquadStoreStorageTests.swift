import Foundation
import Testing
@testable import FootballGatherCore

/// The offline squad in `squad.json` beside the offline data, a server's in `state.json`:
/// locked and atomic like every file.
@Suite struct SquadStoreStorageTests: StorageTestSupport {
    private static let server = Backend.server(URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/"))

    private func root(_ directory: StorageTestDirectory) -> StorageRoot {
        StorageRoot(paths: GatherPaths(environment: [
            "HOME": directory.url.path, "XDG_DATA_HOME": directory.file("data").path, "XDG_STATE_HOME": directory.file("state").path,
        ]))
    }

    @Test func eachBackend_isKeptApart_theOfflineOneBesideTheOfflineData() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory)
        let offline = Backend.offline(dataDirectory: root.paths.dataDirectory)
        try root.squads.update(of: offline) { $0 = [1, 2] }
        try root.squads.update(of: Self.server) { $0 = [7] }
        #expect(try root.squads.squad(of: offline) == [1, 2])
        #expect(try root.squads.squad(of: Self.server) == [7])
        let file = root.paths.dataDirectory.appendingPathComponent("squad.json")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: [Int]]
        #expect(stored == ["offline": [1, 2]])
        #expect(try permissions(of: file) == 0o600)
        #expect(try root.state.file.load()?[server: "http://127.0.0.1:8080"].squad == [7])
        #expect(try permissions(of: root.state.file.url) == 0o600)
    }

    @Test func emptyingTheLastSquad_removesTheFile_andNothingEmptyIsWritten() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory)
        let file = root.paths.dataDirectory.appendingPathComponent("squad.json")
        let offline = Backend.offline(dataDirectory: root.paths.dataDirectory)
        try root.squads.update(of: offline) { $0 = [] }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try root.squads.update(of: offline) { $0 = [3] }
        try root.squads.update(of: offline) { $0 = [] }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aCorruptFile_isReported_andNeverOverwritten() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory)
        let file = root.paths.dataDirectory.appendingPathComponent("squad.json")
        try GatherPaths.createDirectory(root.paths.dataDirectory)
        try Data("{oops".utf8).write(to: file)
        #expect(throws: StorageError.corrupt(path: file.path, detail: "is not valid JSON", kind: .squad)) {
            try root.squads.update(of: .offline(dataDirectory: root.paths.dataDirectory)) { $0 = [1] }
        }
        #expect(try contents(of: file) == "{oops")
        #expect(StorageError.corrupt(path: file.path, detail: "", kind: .squad).failureKind == .invalidData)
    }
}
