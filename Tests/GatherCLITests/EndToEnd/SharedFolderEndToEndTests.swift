import Foundation
import Testing

/// Some people point every XDG variable at one folder: the data file and the match
/// state then share a directory, and its one lock. A start used to take that lock
/// twice and wait for itself forever.
@Suite struct SharedFolderEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func oneFolderForDataAndState_aMatchStartsAndEnds() async throws {
        var gather = try GatherBinary()
        defer { gather.cleanUp() }
        let folder = gather.home.appendingPathComponent("everything").path
        gather.overrides = ["XDG_DATA_HOME": folder, "XDG_STATE_HOME": folder]
        for name in ["Ana", "Bo"] { #expect(try await gather.run("players", "add", name).code == 0) }

        let started = try await gather.run("start", "--teams", "Ana/Bo")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        #expect(started.stdout.hasPrefix("Started gather "))
        let ended = try await gather.run("end", "--score", "1-0")
        #expect(ended.stdout == "Match over: 1-0, Team A wins\n")
        let history = try await gather.run("history", "show", String(started.stdout.dropFirst("Started gather ".count).prefix(8)))
        #expect(history.stdout.contains("Team A  1   Ana"), "stdout: \(history.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder + "/gather/offline.json"))
        let state = try String(contentsOf: URL(fileURLWithPath: folder + "/gather/state.json"), encoding: .utf8)
        #expect(!state.contains("gathers"), "offline, the data file alone keeps the details: \(state)")
    }
}
