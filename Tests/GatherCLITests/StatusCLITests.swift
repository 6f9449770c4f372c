import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore

/// `status` prints what it found in every state, then exits with the code of the problem:
/// 0 all well, 77 no token or a refused one, 69 a server that cannot be reached.
@Suite struct StatusCLITests {
    /// A home holding a token for `server`, as a login would leave it.
    private func home(withTokenFor server: URL, token: String = "t") throws -> TestHome {
        let home = TestHome()
        let credential = Credential(token: token, userID: UUID(), username: "ana")
        try StorageRoot(paths: GatherPaths(environment: home.variables)).credentials.save(credential, for: server)
        return home
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try parseJSON(text) as? [String: Any])
    }

    /// The README's order: `--server`, then `GATHER_SERVER`, then the config file. Three
    /// fake servers, so each answers only when it is the one chosen.
    @Test func theServerChosen_isTheFlag_thenTheVariable_thenTheConfigFile() async throws {
        let servers = try (0..<3).map { _ in try FakeGatherServer.start() }
        defer { servers.forEach { $0.stop() } }
        let (configured, variable, flag) = (servers[0].baseURL.absoluteString, servers[1].baseURL.absoluteString, servers[2].baseURL.absoluteString)
        let home = TestHome()
        #expect(await gather("config", "set", "server", configured, home: home).code == 0)
        func chosen(_ arguments: [String], variables: [String: String]) async throws -> String? {
            let json = await gather(arguments: arguments + ["status", "--json"], home: home, variables: variables)
            return try object(json.stdout)["server"] as? String
        }
        #expect(try await chosen(["--server", flag], variables: ["GATHER_SERVER": variable]) == flag)
        #expect(try await chosen([], variables: ["GATHER_SERVER": variable]) == variable)
        #expect(try await chosen([], variables: [:]) == configured)
        #expect(servers.map { $0.requests.isEmpty } == [false, false, false])
    }

    @Test func tokenAccepted_exits0() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let home = try home(withTokenFor: server.baseURL, token: server.seedUser(username: "ana", password: "pw").token)
        let result = await gather("--server", url, "status", home: home)
        #expect(result == (0, "Backend: \(url) (reachable)\nUser:    ana\nToken:   accepted\n", ""))

        let json = await gather("--server", url, "status", "--json", home: home)
        #expect(json.code == 0)
        let report = try object(json.stdout)
        #expect(report as NSDictionary == ["backend": "server", "server": url, "reachable": true, "user": "ana", "token": "accepted", "pending": 0])
    }

    @Test func notLoggedIn_printsTheReport_thenExits77_withALoginThatReachesTheServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let home = TestHome()
        let result = await gather("--server", url, "status", home: home)
        #expect(result.code == 77)
        #expect(result.stdout == "Backend: \(url) (reachable)\nUser:    not logged in\nToken:   none\n")
        #expect(result.stderr == "Error: not logged in to \(url): run 'gather --server \(url) login'\n")

        let json = await gather("--server", url, "status", "--json", home: home)
        #expect(json.code == 77)
        #expect(try object(json.stdout) as NSDictionary == ["backend": "server", "server": url, "reachable": true, "token": "none", "pending": 0])
    }

    @Test func tokenRefused_exits77() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let home = try home(withTokenFor: server.baseURL, token: "forgotten-by-the-server")
        let result = await gather("status", home: home, variables: ["GATHER_SERVER": url])
        #expect(result.code == 77)
        #expect(result.stdout == "Backend: \(url) (reachable)\nUser:    ana\nToken:   refused\n")
        #expect(result.stderr == "Error: not logged in to \(url): run 'gather login'\n")

        let json = await gather("status", "--json", home: home, variables: ["GATHER_SERVER": url])
        #expect(json.code == 77)
        #expect(try object(json.stdout) as NSDictionary == ["backend": "server", "server": url, "reachable": true, "user": "ana", "token": "refused", "pending": 0])
    }

    @Test func serverDown_withAToken_printsTheReport_thenExits69() async throws {
        let closed = try ReservedClosedPort()
        let url = closed.url.absoluteString
        let home = try home(withTokenFor: closed.url)
        let result = await gather("--server", url, "status", home: home)
        #expect(result.code == 69)
        #expect(result.stdout == "Backend: \(url) (unreachable)\nUser:    ana\nToken:   not checked\n")
        #expect(result.stderr.hasPrefix("Error: the server at \(url) cannot be reached (connection refused)"))

        let json = await gather("--server", url, "status", "--json", home: home)
        #expect(json.code == 69)
        #expect(try object(json.stdout) as NSDictionary == ["backend": "server", "server": url, "reachable": false, "user": "ana", "token": "unchecked", "pending": 0])
    }

    /// Unreachable comes first: whether a token is saved does not matter until the server answers.
    @Test func serverDown_withoutAToken_exits69() async throws {
        let closed = try ReservedClosedPort()
        let url = closed.url.absoluteString
        let result = await gather("--server", url, "status", home: TestHome())
        #expect(result.code == 69)
        #expect(result.stdout == "Backend: \(url) (unreachable)\nUser:    not logged in\nToken:   none\n")
    }

    /// A server that fails is reachable; the failure's own code ends the command.
    @Test func serverFailing_printsTheReport_thenExits75() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let home = try home(withTokenFor: server.baseURL)
        server.setFault(.serverError(status: 503, reason: "maintenance window"))
        let result = await gather("--server", url, "status", "--timeout", "2", home: home)
        #expect(result.code == 75)
        #expect(result.stdout == "Backend: \(url) (reachable)\nUser:    ana\nToken:   not checked\n")
        #expect(result.stderr.contains("maintenance window"))
    }
}
