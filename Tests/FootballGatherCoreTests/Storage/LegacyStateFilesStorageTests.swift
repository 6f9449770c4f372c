import Foundation
import Testing

@testable import FootballGatherCore

/// The layout before `state.json`: its files are read once into it and kept as backups,
/// the offline squad and notes staying beside the offline data.
@Suite struct LegacyStateFilesStorageTests: StorageTestSupport {
    private static let server = "http://127.0.0.1:8080"
    private static let gatherID = "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64"

    private struct OldHome {
        let directory: StorageTestDirectory
        let root: StorageRoot
        var state: URL { root.paths.stateDirectory }
        var data: URL { root.paths.dataDirectory }

        init() throws {
            directory = try StorageTestDirectory()
            root = StorageRoot(paths: GatherPaths(environment: [
                "HOME": directory.url.path, "XDG_DATA_HOME": directory.file("data").path, "XDG_STATE_HOME": directory.file("state").path,
            ]))
            try GatherPaths.createDirectory(state)
            try GatherPaths.createDirectory(data)
        }

        func write(_ text: String, to name: String, in folder: URL) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    private static let files: [(name: String, inState: Bool, text: String)] = [
        ("match.json", true, #"{"gatherID": "\#(gatherID)", "server": "\#(server)", "pending": [], "startedAt": "2025-11-28T10:00:00Z", "teamA": [{"id": 1, "name": "Ana"}], "teamB": [{"id": 2, "name": "Bo"}], "score": {"teamA": 1, "teamB": 0}}"#),
        ("timer.json", true, #"{"selectedTime": 600, "remainingWhenPaused": 300, "state": "paused"}"#),
        ("history.json", true, #"{"\#(gatherID)": {"teams": {"1": "Team A", "2": "Team B"}}}"#),
        ("player-names.json", true, #"{"\#(server)": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bo"}]}"#),
        ("squad.json", false, #"{"offline": [3], "\#(server)": [1, 2]}"#),
        ("players-kept.json", false, #"{"offline": {"retired": [3]}, "\#(server)": {"retired": [2], "squadLimit": 12}}"#),
    ]

    @Test func theOldFiles_areReadOnceIntoTheStateFile_andKeptAsBackups() throws {
        let home = try OldHome()
        defer { home.directory.remove() }
        for file in Self.files { try home.write(file.text, to: file.name, in: file.inState ? home.state : home.data) }

        let state = try home.root.state.read()

        #expect(state.slot.match?.gatherID.uuidString == Self.gatherID)
        #expect(state.slot.match?.backend == .server(URL(string: Self.server) ?? home.state))
        #expect(state.clock?.remainingWhenPaused == 300)
        #expect(state.gathers.count == 1)
        #expect(state[server: Self.server].roster.map(\.name) == ["Ana", "Bo"])
        #expect(state[server: Self.server].squad == [1, 2])
        #expect(state[server: Self.server].notes.retired == [2])
        #expect(state[server: Self.server].notes.squadLimit == 12)
        for file in Self.files {
            let folder = file.inState ? home.state : home.data
            let backup = folder.appendingPathComponent(file.name.replacingOccurrences(of: ".json", with: ".v1.json"))
            #expect(try contents(of: backup) == file.text, "\(file.name) kept as it was")
        }
        for name in ["match.json", "timer.json", "history.json", "player-names.json"] {
            #expect(!FileManager.default.fileExists(atPath: home.state.appendingPathComponent(name).path), "\(name) is never read again")
        }
        let offline = Backend.offline(dataDirectory: home.data)
        #expect(try home.root.squads.squad(of: offline) == [3])
        #expect(try home.root.notes(of: offline).notes().retired == [3])
        #expect(try contents(of: home.data.appendingPathComponent("squad.json")).contains("offline"))
        #expect(try !contents(of: home.data.appendingPathComponent("squad.json")).contains(Self.server))

        let again = StorageRoot(paths: home.root.paths).state
        #expect(try again.read() == state, "read once: the next command finds the state file")
    }

    @Test func aDamagedOldFile_stopsTheMove_namingIt_andMovesNothing() throws {
        let home = try OldHome()
        defer { home.directory.remove() }
        try home.write(Self.files[0].text, to: "match.json", in: home.state)
        try home.write("{oops", to: "history.json", in: home.state)

        #expect(throws: StorageError.corrupt(path: home.state.appendingPathComponent("history.json").path, detail: "is not valid JSON", kind: .matchState)) {
            try home.root.state.read()
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.state.path)) == ["match.json", "history.json", "gather.lock"])
    }

    @Test func anOfflineSquadAlone_movesNothing_andWritesNothing() throws {
        let home = try OldHome()
        defer { home.directory.remove() }
        try home.write(#"{"offline": [3]}"#, to: "squad.json", in: home.data)

        #expect(try home.root.state.read() == MachineState())
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.state.path).isEmpty)
        #expect(try contents(of: home.data.appendingPathComponent("squad.json")) == #"{"offline": [3]}"#)
    }
}
