import FakeGatherServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real binary against a misbehaving server: each fault gives its documented exit
/// code and one clear line on stderr, and leaves the local files as they were.
@Suite struct FaultEndToEndTests {
    // MARK: - 5xx

    @Test func serverError500_exits75_withTheReason_andChangesNothing() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = EndToEndCheck.snapshot(of: gather.home)

        server.setFault(.serverError(status: 500, reason: "database is locked"))
        for command in [["players", "list"], ["players", "add", "Bo"], ["start", "--teams", "Ana/Bo"]] {
            let failed = try await gather.run(command)
            EndToEndCheck.expectCleanFailure(failed, code: 75, containing: "database is locked")
            #expect(failed.stderr.contains("500"))
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        Self.expectLocalFilesParse(gather)

        server.setFault(nil)
        let listed = try await gather.run("players", "list", "--json")
        #expect(listed.code == 0)
        #expect(Self.names(in: listed) == ["Ana"])
    }

    @Test func failFirstOnce_exits75_thenTheNextRunSucceeds() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = EndToEndCheck.snapshot(of: gather.home)
        let listsBefore = server.requests.filter { $0.method == "GET" && $0.path == "/api/players" }.count

        server.setFault(.failFirst(count: 1, status: 500))
        let first = try await gather.run("players", "list")
        EndToEndCheck.expectCleanFailure(first, code: 75, containing: "Injected failure")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)

        let second = try await gather.run("players", "list", "--json")
        #expect(second.code == 0, "stderr: \(second.stderr)")
        #expect(second.stderr.isEmpty)
        #expect(Self.names(in: second) == ["Ana"])
        #expect(server.requests.filter { $0.method == "GET" && $0.path == "/api/players" }.count == listsBefore + 2)
    }

    // MARK: - Not the API

    @Test func undecodableBody_exits76_andKeepsTheCredentials() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)

        server.setFault(.undecodableBody)
        EndToEndCheck.expectCleanFailure(
            try await gather.run("players", "list"), code: 76, containing: "not the Football Gather API")
        EndToEndCheck.expectCleanFailure(
            try await gather.run("players", "add", "Bo"), code: 76, containing: "not the Football Gather API")
        EndToEndCheck.expectCleanFailure(
            try await gather.run("login", "coach", "--password-stdin", stdin: "pw\n"), code: 76,
            containing: "not the Football Gather API")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        Self.expectLocalFilesParse(gather)

        server.setFault(nil)
        #expect(try await gather.run("players", "list").code == 0)
    }

    // MARK: - Time-outs and dropped connections

    /// `--timeout` is the one that counts, wherever it is given: a reply 3 s late fails
    /// with 1 s (75) and arrives with 10 s; the default (15 s) would take it either way.
    @Test func slowReply_beyondTimeout_exits75_andWithinItArrives() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)

        server.setFault(.slowReply(seconds: 3))
        for command in [["--timeout", "1", "players", "list"], ["players", "list", "--timeout", "1"]] {
            let started = Date()
            let failed = try await gather.run(command)
            let elapsed = Date().timeIntervalSince(started)
            EndToEndCheck.expectCleanFailure(failed, code: 75, containing: "did not answer in time")
            #expect(failed.stderr.contains("--timeout"))
            #expect(elapsed >= 0.9, "gave up after \(elapsed) s, before the timeout")
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        let waited = try await gather.run("players", "list", "--timeout", "10")
        #expect(waited.code == 0, "the reply came within the timeout: \(waited.stderr)")
    }

    /// Observed: a connection closed without a reply is reported as a reply that is not
    /// a temporary failure (75, "closed the connection without a reply"), for reads and writes alike.
    @Test func droppedConnection_exits75_andChangesNothing() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = EndToEndCheck.snapshot(of: gather.home)

        server.setFault(.dropConnection)
        for command in [["players", "list"], ["players", "add", "Bo"]] {
            EndToEndCheck.expectCleanFailure(
                try await gather.run(command), code: 75, containing: "closed the connection without a reply")
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)

        server.setFault(nil)
        #expect(Self.names(in: try await gather.run("players", "list", "--json")) == ["Ana"])
    }

    // MARK: - Nobody answering

    @Test func refusedConnections_exit69_untilTheServerListensAgain() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)

        server.setFault(.refuseConnections)
        for command in [["players", "list"], ["players", "add", "Bo"]] {
            EndToEndCheck.expectCleanFailure(
                try await gather.run(command), code: 69,
                containing: "the server at \(server.baseURL.absoluteString) cannot be reached (connection refused)")
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)

        server.setFault(nil)
        #expect(try await gather.run("players", "list").code == 0)
    }

    @Test func closedPort_exits69_evenForLogin() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { gather.cleanUp() }
        server.stop()
        let before = EndToEndCheck.snapshot(of: gather.home)

        let address = server.baseURL.absoluteString
        EndToEndCheck.expectCleanFailure(
            try await gather.run("players", "list"), code: 69, containing: "the server at \(address) cannot be reached (connection refused)")
        EndToEndCheck.expectCleanFailure(
            try await gather.run("login", "coach", "--password-stdin", stdin: "pw\n"), code: 69, containing: address)
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        Self.expectLocalFilesParse(gather)
    }

    // MARK: - 401 after the account went away

    @Test func accountDeletedElsewhere_exits77_withTheLoginHint() async throws {
        let server = try FakeGatherServer.start()
        let gather = try GatherBinary(server: server.baseURL)
        defer { server.stop(); gather.cleanUp() }
        let (_, token) = server.seedUser(username: "dana", password: "pw")
        #expect(try await gather.run("login", "dana", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = EndToEndCheck.snapshot(of: gather.home)

        let status = try await Self.send("DELETE", "/api/users", to: server, token: token).status
        #expect(status == 204)

        for command in [["players", "list"], ["players", "add", "Bo"]] {
            EndToEndCheck.expectCleanFailure(
                try await gather.run(command), code: 77,
                containing: "not logged in to \(server.baseURL.absoluteString): run 'gather login'")
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        Self.expectLocalFilesParse(gather)
    }

    // MARK: - The running match survives

    @Test func failedEndOrCancel_keepsTheStateFile_thenEnds() async throws {
        let (server, gather) = try await Self.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        for name in ["Ana", "Bo", "Cy", "Dee"] { #expect(try await gather.run("players", "add", name).code == 0) }
        #expect(try await gather.run("start", "--teams", "Ana,Bo/Cy,Dee").code == 0)
        #expect(try await gather.run("score", "2-1").code == 0)
        let stateFile = gather.home.appendingPathComponent("state/gather/state.json")
        let state = try Data(contentsOf: stateFile)
        let before = EndToEndCheck.snapshot(of: gather.home)

        let faults: [(Fault, Int32, String)] = [
            (.serverError(status: 503, reason: "maintenance window"), 75, "maintenance window"),
            (.undecodableBody, 76, "not the Football Gather API"),
            (.dropConnection, 75, "without a reply"),
        ]
        for (fault, code, fragment) in faults {
            server.setFault(fault)
            EndToEndCheck.expectCleanFailure(try await gather.run("end"), code: code, containing: fragment)
            EndToEndCheck.expectCleanFailure(try await gather.run("cancel", "--yes"), code: code, containing: fragment)
            #expect(try Data(contentsOf: stateFile) == state, "after \(fault)")
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        #expect(try await gather.run("show").stdout.contains("2-1"))

        server.setFault(nil)
        let ended = try await gather.run("end")
        #expect(ended.code == 0, "stderr: \(ended.stderr)")
        #expect(ended.stdout == "Match over: 2-1, Team A wins\n")
        #expect(try await Self.state(of: gather)["match"] == nil)
        let result = server.requests.last { $0.method == "PUT" && $0.path.hasPrefix("/api/gathers/") }
        let body = try #require(try result.map { try JSONSerialization.jsonObject(with: $0.body) as? [String: String] })
        #expect(body == ["score": "2-1", "winnerTeam": "Team A"])
    }

    // MARK: - A start whose player adds fail, then --resume

    /// The server fails the 18 requests after `POST /api/gathers` (`failAfter`, armed before
    /// the start, so no add can slip past): the adds sent first and their retries; the other
    /// players go through. `--resume` then sends exactly those that failed.
    @Test func partiallyFailedStart_thenResume_addsEveryPlayerOnce() async throws {
        let server = try FakeGatherServer.start()
        let gather = try GatherBinary(server: server.baseURL)
        defer { server.stop(); gather.cleanUp() }
        let (_, token) = server.seedUser(username: "coach", password: "pw")
        try await Self.seedPlayers((1...12).map { "P\($0)" }, on: server, token: token)
        #expect(try await gather.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)

        server.setFault(.failAfter("POST /api/gathers", count: 18, status: 500))
        let started = try await gather.run("start", "--teams", "P1,P2,P3,P4,P5,P6/P7,P8,P9,P10,P11,P12")
        EndToEndCheck.expectCleanFailure(started, code: 75, containing: "run 'gather start --resume' to retry")
        #expect(started.stderr.contains("Injected failure"))

        // Six when each add's retries follow it at once; fewer when the adds and their
        // retries interleave, and some player's third try comes after the 18 failures.
        let pending = try await Self.match(of: gather)
        let failed = try #require((pending["pending"] as? [Int])?.count)
        #expect((1...6).contains(failed))
        #expect(started.stderr.contains("\(failed) player(s) could not be added"))
        #expect((pending["teamA"] as? [Any])?.count == 6 && (pending["teamB"] as? [Any])?.count == 6)
        let gatherID = try #require(pending["gatherID"] as? String)
        #expect(try await Self.playerIDs(inGather: gatherID, on: server, token: token).count == 12 - failed)

        server.setFault(nil)
        let resumed = try await gather.run("start", "--resume")
        #expect(resumed.code == 0, "stderr: \(resumed.stderr)")
        #expect(resumed.stdout.contains("Resumed"))
        let after = try await Self.match(of: gather)
        #expect((after["pending"] as? [Int]) == [])
        #expect(after["gatherID"] as? String == gatherID)
        let added = try await Self.playerIDs(inGather: gatherID, on: server, token: token)
        #expect(added.sorted() == Array(1...12), "each player once")
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1)

        let again = try await gather.run("start", "--resume")
        EndToEndCheck.expectCleanFailure(again, code: 1, containing: "nothing to resume")
    }
}

// MARK: - Helpers

extension FaultEndToEndTests {
    /// A fresh server and a binary registered on it as `coach` (password `pw`).
    static func loggedIn() async throws -> (FakeGatherServer, GatherBinary) {
        let server = try FakeGatherServer.start()
        let gather = try GatherBinary(server: server.baseURL)
        let registered = try await gather.run("register", "coach", "--password-stdin", stdin: "pw\n")
        #expect(registered.code == 0, "stderr: \(registered.stderr)")
        return (server, gather)
    }

    static func names(in result: GatherBinary.Result) -> [String] {
        let players = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [[String: Any]]
        return (players ?? []).compactMap { $0["name"] as? String }
    }

    /// The config and credentials files, where they exist, are still JSON objects.
    static func expectLocalFilesParse(_ gather: GatherBinary, sourceLocation: SourceLocation = #_sourceLocation) {
        let credentials = gather.home.appendingPathComponent("config/gather/credentials.json")
        #expect(FileManager.default.fileExists(atPath: credentials.path), sourceLocation: sourceLocation)
        EndToEndCheck.expectJSONObject(at: credentials, sourceLocation: sourceLocation)
        if FileManager.default.fileExists(atPath: gather.configFile.path) {
            EndToEndCheck.expectJSONObject(at: gather.configFile, sourceLocation: sourceLocation)
        }
    }

    /// The active match as saved in the state directory.
    static func match(of gather: GatherBinary) async throws -> [String: Any] {
        try #require(try await state(of: gather)["match"] as? [String: Any])
    }

    /// `state.json`: what this machine keeps beside its backends.
    static func state(of gather: GatherBinary) async throws -> [String: Any] {
        let data = try Data(contentsOf: gather.home.appendingPathComponent("state/gather/state.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A raw request, as another client of the same account would send it.
    static func send(
        _ method: String, _ path: String, to server: FakeGatherServer, token: String, body: Data? = nil
    ) async throws -> (status: Int, body: Data) {
        var request = URLRequest(url: URL(string: path, relativeTo: server.baseURL) ?? server.baseURL)
        request.httpMethod = method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    /// Creates the players concurrently; ids follow the order of `names` only by chance.
    static func seedPlayers(_ names: [String], on server: FakeGatherServer, token: String) async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for name in names {
                group.addTask {
                    let body = try JSONSerialization.data(withJSONObject: ["name": name])
                    return try await send("POST", "/api/players", to: server, token: token, body: body).status
                }
            }
            for try await status in group { #expect(status == 201) }
        }
    }

    static func playerIDs(inGather id: String, on server: FakeGatherServer, token: String) async throws -> [Int] {
        let reply = try await send("GET", "/api/gathers/\(id)/players", to: server, token: token)
        #expect(reply.status == 200)
        let players = try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]]
        return (players ?? []).compactMap { $0["id"] as? Int }
    }
}
