import Foundation
import Testing

@Suite struct OfflineEndToEndTests {
    @Test func matchDay_offline() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        try await MatchDayScenario.run(gather, login: false)
        #expect(try await gather.run("status").stdout.contains("offline ("))
    }

    @Test func twentyParallelAdds_loseNoPlayer() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let codes = try await withThrowingTaskGroup(of: Int32.self) { group in
            for index in 1...20 {
                group.addTask { try await gather.run("players", "add", "Player \(index)").code }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes == Array(repeating: 0, count: 20))
        let listed = try await gather.run("players", "list", "--json")
        let players = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(players.count == 20)
        #expect(Set(players.compactMap { $0["id"] as? Int }) == Set(1...20))
    }

    @Test func corruptDataFile_isNamedAndNeverOverwritten() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let garbage = Data("{\"players\": [oops".utf8)
        try garbage.write(to: gather.dataFile)
        let listed = try await gather.run("players", "list")
        #expect(listed.code == 65)
        #expect(listed.stderr.contains(gather.dataFile.path))
        let added = try await gather.run("players", "add", "Bo")
        #expect(added.code == 65)
        #expect(try Data(contentsOf: gather.dataFile) == garbage)
    }

    /// A data file that cannot be written for want of room (here a file size limit of 0, which fails the
    /// write as a full disk does) is an output error, 74, and the file is as it was.
    @Test func aDataFileWithoutRoom_isAnOutputError_andLeftAsItWas() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = try Data(contentsOf: gather.dataFile)
        var shell = gather
        shell.executable = URL(fileURLWithPath: "/bin/sh")

        let result = try await shell.run(["-c", #"trap '' XFSZ; ulimit -f 0; exec "$0" players add Bo"#, GatherBinary.url.path])

        EndToEndCheck.expectCleanFailure(result, code: 74, containing: "cannot write \(gather.dataFile.path) (File too large), and nothing of it changed")
        #expect(try Data(contentsOf: gather.dataFile) == before)
    }

    @Test func timerWait_returnsWhenTheTimeIsUp() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("timer", "set", "2s").code == 0)
        // Timed from before `start`, so a slow process start under load cannot make the
        // wait look short: it can never return before the 2 s deadline.
        let started = Date()
        #expect(try await gather.run("timer", "start").code == 0)
        let waited = try await gather.run("timer", "wait")
        let elapsed = Date().timeIntervalSince(started)
        #expect(waited.code == 0)
        #expect(elapsed >= 1.99, "returned before the deadline")
        #expect(try await gather.run("timer", "status").stdout == "00:00 finished\n")
    }

    /// Whether the pause lands before the wait looks or while it waits, the wait ends with 3
    /// (the in-memory clock tests pin the "while it waits" case exactly).
    @Test func timerWait_endsWithThree_whenPausedFromAnotherShell() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("timer", "set", "30s").code == 0)
        #expect(try await gather.run("timer", "start").code == 0)
        async let waited = gather.run("timer", "wait")
        #expect(try await gather.run("timer", "pause").code == 0)
        #expect(try await waited.code == 3)
    }
}

