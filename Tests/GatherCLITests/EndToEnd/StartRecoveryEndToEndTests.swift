import FakeGatherServer
import Foundation
import Testing

/// A start whose create is answered too late: the create is kept (it may have landed)
/// under a local id, with the gathers the start listed just before it, and so are its
/// players; the command says so and succeeds, and `gather sync` finds the gather the
/// server made after all instead of making another.
@Suite struct StartRecoveryEndToEndTests {
    @Test func createAnsweredAfterTheTimeout_isKept_andSyncUsesThatGather() async throws {
        let server = try FakeGatherServer.start()
        let gather = try GatherBinary(server: server.baseURL)
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("register", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        for name in ["Ana", "Bo"] { #expect(try await gather.run("players", "add", name).code == 0) }

        server.setFault(.slowReplies(to: "POST /api/gathers", seconds: 2))
        let started = try await gather.run("--timeout", "1", "start", "--teams", "Ana/Bo")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        #expect(started.stderr.contains("never came; kept to send later (3 waiting). 'gather sync' finds what it made and sends the rest."))
        server.setFault(nil)
        let deadline = Date().addingTimeInterval(20)
        while try await FaultEndToEndTests.send("GET", "/api/gathers", to: server, token: Self.token(server)).body.count <= 2 {
            // Until the slow create has landed on the server; a start that never sent it fails here, not hangs.
            try #require(Date() < deadline, "the create never landed")
            try await Task.sleep(for: .milliseconds(20))
        }

        let synced = try await gather.run("sync")
        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        let listed = try await FaultEndToEndTests.send("GET", "/api/gathers", to: server, token: Self.token(server)).body
        let gathers = try #require(try JSONSerialization.jsonObject(with: listed) as? [[String: Any]])
        let id = try #require(gathers.first?["id"] as? String)
        #expect(gathers.count == 1)
        #expect(try await FaultEndToEndTests.playerIDs(inGather: id, on: server, token: Self.token(server)).count == 2)
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1, "found, not made again")
        #expect(try await gather.run("end", "--score", "1-0").code == 0)
    }

    /// A fresh token for the binary's user, for the test's own requests.
    static func token(_ server: FakeGatherServer) -> String {
        server.seedUser(username: "coach", password: "pw").token
    }
}
