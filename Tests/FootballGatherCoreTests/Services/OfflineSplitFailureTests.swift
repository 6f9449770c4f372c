import Foundation
import Testing
@testable import FootballGatherCore

/// Splitting a version 1 data file and the write that follows it succeed or fail together:
/// a write that fails (a full disk, here a size limit too small to write) leaves the
/// folder as it was, without the backup `offline.v1.json`.
@Suite struct OfflineSplitFailureTests {
    private static let versionOne = """
        {"version": 1, "nextPlayerID": 3, "userID": "8D0F7B57-3A5E-4F4B-9C83-2B8E5B6F0A11",
         "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bo"}],
         "gathers": [{"id": "1B7E4E1C-5D6A-4B8C-9E2F-3A4B5C6D7E8F", "score": "2-1", "winnerTeam": "Team A",
                      "members": [{"playerID": 1, "team": "Team A"}, {"playerID": 2, "team": "Team B"}]}]}
        """

    private func makeDirectory(matches: String? = nil) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-split-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.versionOne.utf8).write(to: directory.appendingPathComponent("offline.json"))
        if let matches { try Data(matches.utf8).write(to: directory.appendingPathComponent("matches.json")) }
        return directory
    }

    /// Every file of the folder but the lock, with its contents.
    private func contents(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name != "gather.lock" {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    private func addPlayer(_ files: OfflineFiles) throws {
        try files.changeRoster { data in data.players.append(Player(id: 3, name: "Cy")) }
    }

    @Test func aFailedHistoryWrite_afterTheRosterWasWritten_putsTheVersionOneFileBack() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try contents(of: directory)

        let files = OfflineFiles(directory: directory, lock: nil, historyLimit: 10)
        #expect(throws: StorageError.self) { try addPlayer(files) }

        #expect(try contents(of: directory) == before)
        #expect(try OfflineFiles(directory: directory, lock: nil).load().gathers.count == 1)
    }

    @Test func aFailedRosterWrite_leavesNoBackupBehind() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try contents(of: directory)

        #expect(throws: StorageError.self) { try addPlayer(OfflineFiles(directory: directory, lock: nil, rosterLimit: 10)) }

        #expect(try contents(of: directory) == before)
    }

    /// A version 1 file put back over a split home: the history it would replace is kept
    /// back too, and given back when the split fails.
    @Test func aFailedSplit_overAnEarlierHistory_leavesThatHistoryAndNoBackup() throws {
        let directory = try makeDirectory(matches: "{\"version\": 2, \"gathers\": []}\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try contents(of: directory)

        #expect(throws: StorageError.self) { try addPlayer(OfflineFiles(directory: directory, lock: nil, historyLimit: 10)) }

        #expect(try contents(of: directory) == before)
    }

    @Test func aSplitThatSucceeds_keepsTheBackup() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        try addPlayer(OfflineFiles(directory: directory, lock: nil))

        #expect(try contents(of: directory)["offline.v1.json"] == Data(Self.versionOne.utf8))
        #expect(try OfflineFiles(directory: directory, lock: nil).load().players.map(\.name) == ["Ana", "Bo", "Cy"])
    }
}
