import FakeGatherServer
import Foundation
import Testing

/// A login or registration with `--server` while no server is configured saves that
/// server, so that later commands reach it without the flag.
@Suite struct LoginSavesServerCLITests {
    @Test(arguments: [["login", "ana"], ["register", "bo"]])
    func withTheServerFlag_andNoneConfigured_savesIt_andSaysSo(_ command: [String]) async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        let result = await gather(arguments: ["--server", url] + command + ["--password-stdin"], stdin: ["pw"], home: home)
        #expect(result.code == 0)
        #expect(result.stdout.hasSuffix("on \(url)\n"))
        #expect(result.stderr == "Saved \(url) as the server: later commands use it\n")
        #expect(await gather("config", "get", "server", home: home).stdout == "\(url)\n")
        #expect(await gather("players", "list", home: home).code == 0)
    }

    @Test func withAnotherServerConfigured_keepsIt_andNotesWhich() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        #expect(await gather("config", "set", "server", "http://127.0.0.1:9", home: home).code == 0)
        let result = await gather("--server", url, "login", "ana", "--password-stdin", stdin: ["pw"], home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Logged in as ana on \(url)\n")
        #expect(result.stderr == "The configured server stays http://127.0.0.1:9: later commands without --server use it\n")
        #expect(await gather("config", "get", "server", home: home).stdout == "http://127.0.0.1:9\n")
    }

    /// GATHER_SERVER already reaches the server from every command of the shell: nothing is saved.
    @Test func withGATHER_SERVER_savesNothing() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let result = await gather(
            "login", "ana", "--password-stdin", stdin: ["pw"], home: home, variables: ["GATHER_SERVER": server.baseURL.absoluteString])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        #expect(await gather("config", "get", "server", home: home).stdout.isEmpty)
    }

    @Test func aFailedLogin_savesNothing() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let result = await gather("--server", server.baseURL.absoluteString, "login", "ana", "--password-stdin", stdin: ["nope"], home: home)
        #expect(result.code == 77)
        #expect(await gather("config", "get", "server", home: home).stdout.isEmpty)
    }

    /// With --json stdout holds the account alone; the saved server is said on stderr.
    @Test func json_keepsStdoutTheAccount_andSaysTheSaveOnStderr() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        let result = await gather("--server", url, "login", "ana", "--password-stdin", "--json", stdin: ["pw"], home: home)
        #expect(result.code == 0)
        #expect(try parseJSON(result.stdout) is [String: Any])
        #expect(result.stderr == "Saved \(url) as the server: later commands use it\n")
    }

    @Test func quiet_savesWithoutSaying() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        let result = await gather("--server", url, "login", "ana", "--password-stdin", "--quiet", stdin: ["pw"], home: home)
        #expect(result == (0, "", ""))
        #expect(await gather("config", "get", "server", home: home).stdout == "\(url)\n")
    }
}
