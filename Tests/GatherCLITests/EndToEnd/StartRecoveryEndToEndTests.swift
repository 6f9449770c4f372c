import FakeGatherServer
import Foundation
import Testing

/// A start whose create is answered too late: the create is kept (it may have landed)
/// under a local id, with the gathers the start listed just before it, and so are its
/// players; the command says so and succeeds, and `gather sync` finds the gather the
/// server made after all instead of making another.
@Suite struct StartRecoveryEndToEndTests {
    @Test func createAnsweredAfterTheTimeout_isKept_andSyncUsesThatGather() async throws {
        // Each reply comes 200 ms after its request, so the fault is surely set between
        // the reads (roster and gathers, side by side) and the create that follows them.
        let server = try FakeGatherServer.start(latency: .milliseconds(200))
        let gather = try GatherBinary(server: server.baseURL)
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("register", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        for name in ["Ana", "Bo"] { #expect(try await gather.run("players", "add", name).code == 0) }

        let armed = Self.slowDownTheCreate(on: server, after: server.requests.count)
        let started = try await gather.run("--timeout", "1", "start", "--teams", "Ana/Bo")
        #expect(armed.wait(timeout: .now() + 20) == .success)
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

    /// The reads before the create (the roster and the list of gathers, sent side by side)
    /// arrive normally; the create after them is slow.
    static func slowDownTheCreate(on server: FakeGatherServer, after earlier: Int) -> DispatchSemaphore {
        let armed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let reads = Set(server.requests.dropFirst(earlier).filter { $0.method == "GET" }.map(\.path))
                if reads.isSuperset(of: ["/api/gathers", "/api/players"]) {
                    server.setFault(.slowReply(seconds: 2))
                    armed.signal()
                    return
                }
                usleep(1_000)
            }
        }
        return armed
    }

    /// A fresh token for the binary's user, for the test's own requests.
    static func token(_ server: FakeGatherServer) -> String {
        server.seedUser(username: "coach", password: "pw").token
    }
}
