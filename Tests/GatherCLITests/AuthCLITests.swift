import FakeGatherServer
import GatherTestSupport
import Foundation
import Testing

@testable import FootballGatherCore

/// Accounts on a server, in-process: prompts, the remembered username, and refusals.
@Suite struct AuthCLITests {
    private func serverHome() throws -> (FakeGatherServer, TestHome, [String: String]) {
        let server = try FakeGatherServer.start()
        return (server, TestHome(), ["GATHER_SERVER": server.baseURL.absoluteString])
    }

    @Test func register_onATerminal_asksThePasswordTwice() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        let console = RecordingConsole(stdin: [], secrets: ["pw", "pw"], isTerminal: false, isInteractive: true)
        let result = await gather(arguments: ["register", "ana"], home: home, variables: variables, console: console)
        #expect(result.code == 0)
        #expect(console.secretPrompts == ["Password: ", "Repeat password: "])
        #expect(result.stdout.contains("Registered and logged in as ana"))
        let hash = server.requests.first { $0.path == "/api/users" }.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(hash?.contains("\"pw\"") == false)
    }

    @Test func register_onATerminal_withOnlyOneAnswer_waitsForTheSecond_andSendsNothing() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        let result = await gather(arguments: ["register", "ana"], home: home, isInteractive: true, variables: variables, secrets: ["pw"])
        #expect(result.code != 0, "the repeat was never answered")
        #expect(server.requests.isEmpty)
    }

    @Test func register_withTwoDifferentPasswords_createsNothing() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        let result = await gather(arguments: ["register", "ana"], home: home, isInteractive: true, variables: variables, secrets: ["pw", "other"])
        #expect(result.code == 65)
        #expect(server.requests.isEmpty)
    }

    @Test func login_withoutATerminalOrStdinFlag_namesTheFlag() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        let result = await gather(arguments: ["login", "ana"], home: home, variables: variables)
        #expect(result.code == 64)
        #expect(result.stderr.contains("--password-stdin"))
    }

    @Test func login_remembersTheUsername_forNextTime() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        #expect(await gather(arguments: ["login", "ana", "--password-stdin"], stdin: ["pw"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["logout"], home: home, variables: variables).code == 0)
        let again = await gather(arguments: ["login", "--password-stdin"], stdin: ["pw"], home: home, variables: variables)
        #expect(again.stdout.contains("Logged in as ana"))
    }

    /// Changes kept for one account are said when another logs in, by status and by sync;
    /// a new account of the same name on a server that lost the old one takes them over.
    @Test func changesKeptForAnotherAccount_areSaid_andTakenOverByANewAccountOfTheSameName() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        _ = server.seedUser(username: "bo", password: "pw")
        #expect(await gather(arguments: ["login", "ana", "--password-stdin"], stdin: ["pw"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["players", "list"], home: home, variables: variables).code == 0, "the roster, kept to add without signal")
        server.setFault(.refuseConnections)
        let kept = await gather(arguments: ["players", "add", "Zed"], home: home, variables: variables)
        #expect(kept.code == 0, "\(kept.stderr)")
        server.setFault(nil)

        let bo = await gather(arguments: ["login", "bo", "--password-stdin"], stdin: ["pw"], home: home, variables: variables)
        let said = "1 change kept without signal wait for another account on this server, 'ana'; they are sent once it logs in again"
        #expect(bo.stderr.contains(said), "\(bo.stderr)")
        #expect(await gather(arguments: ["status"], home: home, variables: variables).stdout.contains("Also:    " + said))
        #expect(await gather(arguments: ["sync"], home: home, variables: variables).stderr.contains(said))
        server.loseEverything()
        let requestsBefore = server.requests.count
        let again = await gather(arguments: ["register", "ana", "--password-stdin"], stdin: ["pw"], home: home, variables: variables)
        #expect(again.stderr.contains("1 change kept without signal for an earlier account named 'ana' on this server are this account's now"))
        #expect(await gather(arguments: ["sync"], home: home, variables: variables).code == 0)
        #expect(server.requests.dropFirst(requestsBefore).contains { $0.method == "POST" && $0.path == "/api/players" })
    }

    @Test func login_withAWrongPassword_exits77() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let result = await gather(arguments: ["login", "ana", "--password-stdin"], stdin: ["nope"], home: home, variables: variables)
        #expect(result.code == 77)
        #expect(result.stderr.contains("wrong username or password"))
        #expect(!result.stderr.contains("nope"))
    }

    /// The fake server answers a duplicate as the current server does: `500 Something went wrong.`
    @Test func register_aTakenUsername_exits1_withoutCreatingOrLoggingIn() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let result = await gather(arguments: ["register", "ana", "--password-stdin"], stdin: ["x"], home: home, variables: variables)
        #expect(result.code == 1)
        #expect(result.stderr == "Error: the username 'ana' is taken: choose another, or 'gather login ana' if it is yours\n")
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["POST /api/users", "GET /api/users"], "the create first, the list only after its bare 500")
    }

    @Test func status_onAServer_reportsUserAndToken() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        #expect(await gather(arguments: ["register", "ana", "--password-stdin"], stdin: ["pw"], home: home, variables: variables).code == 0)
        let status = await gather(arguments: ["status", "--json"], home: home, variables: variables)
        let report = try #require(try parseJSON(status.stdout) as? [String: Any])
        #expect(status.code == 0)
        #expect(report["user"] as? String == "ana")
        #expect(report["token"] as? String == "accepted")
        let saved = try StorageRoot(paths: GatherPaths(environment: home.variables)).credentials.token(for: server.baseURL)
        let token = try #require(saved?.token)
        #expect(!status.stdout.contains(token))
    }
}
