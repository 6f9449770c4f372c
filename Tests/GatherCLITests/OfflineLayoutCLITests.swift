import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The offline data in two files: the roster in `offline.json`, the matches in
/// `matches.json`, so roster commands never read the history; a version 1 file is split
/// on the first change and kept as a backup.
@Suite struct OfflineLayoutCLITests {
    private static let userID = "8D0F7B57-3A5E-4F4B-9C83-2B8E5B6F0A11"
    private static let gatherID = "1B7E4E1C-5D6A-4B8C-9E2F-3A4B5C6D7E8F"

    private static let versionOne = """
        {"version": 1, "nextPlayerID": 3, "userID": "\(userID)",
         "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bo"}],
         "gathers": [{"id": "\(gatherID)", "score": "2-1", "winnerTeam": "Team A", "createdAt": "2026-01-10T18:00:00Z",
                      "members": [{"playerID": 1, "team": "Team A"}, {"playerID": 2, "team": "Team B"}]}]}
        """

    private var matchesFile: (TestHome) -> URL { { $0.dataDirectory.appendingPathComponent("matches.json") } }

    @Test func rosterCommands_neverReadTheMatches_whileStatsAndHistoryDo() async throws {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "Bo", home: home).code == 0)
        #expect(await gather("start", "--teams", "Ana/Bo", home: home).code == 0)
        #expect(await gather("end", "--score", "1-0", home: home).code == 0)
        try Data("{\"gathers\": [oops".utf8).write(to: matchesFile(home))

        for roster in [["players", "list"], ["players", "add", "Cy"], ["players", "edit", "Cy", "--age", "30"]] {
            #expect(await gather(arguments: roster, home: home).code == 0, "\(roster)")
        }
        for history in [["stats"], ["history"]] {
            let result = await gather(arguments: history, home: home)
            #expect(result.code == 65, "\(history)")
            #expect(result.stderr.contains(matchesFile(home).path))
        }
    }

    @Test func theMatches_areWrittenCompactly_andTheRosterReadably() async throws {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "Bo", home: home).code == 0)
        #expect(await gather("start", "--teams", "Ana/Bo", home: home).code == 0)
        #expect(await gather("end", "--score", "0-0", home: home).code == 0)
        let matches = try String(contentsOf: matchesFile(home), encoding: .utf8)
        #expect(matches.split(separator: "\n").count == 1)
        #expect(matches.contains("\"members\":[{\"playerID\":1,\"team\":\"Team A\"}"))
        let roster = try String(contentsOf: home.offlineFile, encoding: .utf8)
        #expect(roster.contains("\"version\" : 2"))
        #expect(!roster.contains("gathers"))
    }

    @Test func aVersionOneFile_isReadAsItIs_thenSplitOnTheFirstChange_keepingABackup() async throws {
        let home = TestHome()
        try FileManager.default.createDirectory(at: home.dataDirectory, withIntermediateDirectories: true)
        try Data(Self.versionOne.utf8).write(to: home.offlineFile)

        let before = await gather("history", home: home)
        #expect(before.code == 0)
        #expect(try Data(contentsOf: home.offlineFile) == Data(Self.versionOne.utf8), "reading changes nothing")
        #expect(!FileManager.default.fileExists(atPath: matchesFile(home).path))

        #expect(await gather("players", "add", "Cy", home: home).code == 0)
        let backup = home.dataDirectory.appendingPathComponent("offline.v1.json")
        #expect(try Data(contentsOf: backup) == Data(Self.versionOne.utf8))
        #expect(await gather("history", home: home).stdout == before.stdout)
        let shown = await gather("history", "show", String(Self.gatherID.prefix(8)), "--format", "text", home: home)
        #expect(shown.stdout.contains("Team A: Ana\nTeam B: Bo\n"))
        let players = try #require(try parseJSON(await gather("players", "list", "--json", home: home).stdout) as? [[String: Any]])
        #expect(players.map { $0["id"] as? Int } == [1, 2, 3])
    }

    /// A version 1 file put back over a home already split: the split runs again, and
    /// neither the history it replaces nor the earlier backup is lost.
    @Test func aVersionOneFilePutBack_keepsTheHistoryItReplaces_andEveryBackup() async throws {
        let home = TestHome()
        try FileManager.default.createDirectory(at: home.dataDirectory, withIntermediateDirectories: true)
        try Data(Self.versionOne.utf8).write(to: home.offlineFile)
        #expect(await gather("players", "add", "Cy", home: home).code == 0)
        let recorded = await gather("record", "--date", "2023-02-01", "--teams", "Ana/Bo", "--score", "0-3", home: home)
        #expect(recorded.code == 0, "\(recorded.stderr)")
        let split = try Data(contentsOf: matchesFile(home))
        let putBack = Data(Self.versionOne.replacingOccurrences(of: "\"Ana\"", with: "\"Ann\"").utf8)
        try putBack.write(to: home.offlineFile)
        #expect(await gather("players", "add", "Di", home: home).code == 0)
        let directory = home.dataDirectory
        #expect(try Data(contentsOf: directory.appendingPathComponent("offline.v1.json")) == Data(Self.versionOne.utf8))
        #expect(try Data(contentsOf: directory.appendingPathComponent("offline.v1-2.json")) == putBack)
        #expect(try Data(contentsOf: directory.appendingPathComponent("matches.before-v1.json")) == split)
    }

    @Test func matchesOfANewerGather_areRefused_andNeverRewritten() async throws {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "Bo", home: home).code == 0)
        try FileManager.default.createDirectory(at: home.dataDirectory, withIntermediateDirectories: true)
        let newer = Data("{\"version\": 3, \"gathers\": [], \"fees\": []}".utf8)
        try newer.write(to: matchesFile(home))
        let started = await gather("start", "--teams", "Ana/Bo", home: home)
        #expect(started.code == 65)
        #expect(started.stderr.contains("\(matchesFile(home).path) is version 3, made by a newer gather"))
        #expect(try Data(contentsOf: matchesFile(home)) == newer)
    }
}
