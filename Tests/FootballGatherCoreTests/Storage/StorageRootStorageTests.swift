import Foundation
import Testing
@testable import FootballGatherCore

/// The file-backed stores of the storage root: one lock per directory, never two held,
/// the match slot's two files, the old match shape, and removal on a nil update.
@Suite struct StorageRootStorageTests {
    private func root(_ directory: StorageTestDirectory, sharedDataAndState: Bool = false) -> StorageRoot {
        let state = directory.file(sharedDataAndState ? "one" : "state").path
        return StorageRoot(paths: GatherPaths(environment: [
            "HOME": directory.url.path, "XDG_STATE_HOME": state,
            "XDG_DATA_HOME": sharedDataAndState ? state : directory.file("data").path,
        ]))
    }

    @Test func oneFolderForDataAndState_isOneLock() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory, sharedDataAndState: true)
        #expect(root.lock(of: root.paths.dataDirectory, guarding: .offlineData).url == root.lock(of: root.paths.stateDirectory, guarding: .matchState).url)
        #expect(root.state.file.lock.url == root.offline(dataDirectory: root.paths.dataDirectory).files.roster.lock.url)
    }

    @Test func takingASecondLockWhileHoldingOne_isRefusedNotAHang() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory, sharedDataAndState: true)
        let state = root.lock(of: root.paths.stateDirectory, guarding: .matchState)
        try GatherPaths.createDirectory(root.paths.stateDirectory)
        #expect(throws: NestedLockError.self) {
            try state.withLock { try root.clock.update { _ in } }
        }
        try root.clock.update { _ in }  // and the lock was released
    }

    @Test func update_toNil_removesTheFile() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = JSONFileStore<[String: Int]>(url: directory.file("x.json"), kind: .matchState)
        try store.update { $0 = ["a": 1] }
        #expect(FileManager.default.fileExists(atPath: store.url.path))
        try store.update { $0 = nil }
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
        try store.update { _ in }  // nothing there, nothing written
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test func matchSlot_isKeptInTheStateFile_andClearedThere() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = root(directory).match
        let intent = StartIntent(
            backend: .server(URL(string: "http://127.0.0.1:8080") ?? directory.url), teamA: [], teamB: [],
            startedAt: Date(timeIntervalSince1970: 1_700_000_000), gathersBefore: [UUID()])
        try store.update { $0.start = intent }
        #expect(try store.slot() == MatchSlot(start: intent))
        let match = intent.match(gatherID: UUID())
        try store.update { slot in
            slot.start = nil
            slot.match = match
        }
        #expect(try store.slot() == MatchSlot(match: match))
        #expect(try store.state.file.load()?.slot == MatchSlot(match: match), "read back from the file itself")
        try store.update { $0.match = nil }
        #expect(try store.slot() == MatchSlot())
        let files = try FileManager.default.contentsOfDirectory(atPath: root(directory).paths.stateDirectory.path)
        #expect(Set(files) == ["state.json", "gather.lock"], "no file of the earlier layout: \(files)")
    }

    /// A match saved by the previous version: `server` as text, or no server at all offline.
    @Test(arguments: [(#""server": "http://127.0.0.1:8080","#, "http://127.0.0.1:8080"), ("", nil)])
    func matchFile_ofThePreviousVersion_stillReads(serverLine: String, server: String?) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory)
        try GatherPaths.createDirectory(root.paths.stateDirectory)
        let json = """
            {"gatherID": "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64", \(serverLine) "pending": [], "startedAt": "2025-11-28T10:00:00Z",
             "teamA": [{"id": 1, "name": "Ana"}], "teamB": [{"id": 2, "name": "Bo"}], "score": {"teamA": 1, "teamB": 0}}
            """
        try Data(json.utf8).write(to: root.paths.stateDirectory.appendingPathComponent("match.json"))  // moved in on first read
        let match = try #require(try root.match.slot().match)
        if let server {
            #expect(match.backend == .server(URL(string: server) ?? directory.url))
        } else {
            #expect(match.backend == .offline(dataDirectory: root.paths.dataDirectory))
        }
        #expect(match.currentScore == Score(teamA: 1, teamB: 0))
        try root.match.updateMatch { $0.score = Score(teamA: 2, teamB: 0) }
        #expect(try root.match.slot().match?.backend == match.backend, "written in the new shape, read back the same")
    }

    @Test func offlineStore_keepsTheDetailsOfItsGathers_inItsOwnFile() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let root = root(directory)
        let store = root.offline(dataDirectory: root.paths.dataDirectory)
        let ana = try await store.createPlayer(PlayerDraft(name: "Ana"))
        let id = try await store.createGather()
        try await store.addPlayer(id: ana, toGather: id, team: .teamB)
        let origin = UUID()
        let started = Date(timeIntervalSince1970: 1_700_000_000)
        try store.remember(GatherDetails(startedAt: started, teams: [:], importedFrom: origin), of: id)
        #expect(try store.details()[id] == GatherDetails(startedAt: started, teams: [ana: .teamB], importedFrom: origin))
        #expect(!FileManager.default.fileExists(atPath: root.paths.stateDirectory.path))
    }
}
