import FakeGatherServer
import Foundation
import Testing

/// Every command a message suggests runs as printed: with `--server URL` it repeats the
/// server; with `GATHER_SERVER` or a configured server the plain command reaches it too.
@Suite struct CommandHintCLITests {
    /// The arguments of the last `'gather …'` a message suggests, without `gather`.
    private func suggestedArguments(_ text: String) throws -> [String] {
        let start = try #require(text.range(of: "'gather ", options: .backwards))
        let end = try #require(text[start.upperBound...].firstIndex(of: "'"))
        return text[start.upperBound..<end].split(separator: " ").map(String.init)
    }

    @Test func notLoggedIn_withTheServerFlag_suggestsALoginThatReachesIt() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        let refused = await gather("--server", url, "players", "list", home: home)
        #expect(refused.code == 77)
        #expect(refused.stderr == "Error: not logged in to \(url): run 'gather --server \(url) login'\n")

        let login = await gather(
            arguments: try suggestedArguments(refused.stderr) + ["ana", "--password-stdin"], stdin: ["pw"], home: home)
        #expect(login.code == 0)
        #expect(await gather("--server", url, "players", "list", home: home).code == 0)
    }

    /// The variable is still set for the next command of the same shell, so the plain command works.
    @Test func notLoggedIn_withGATHER_SERVER_suggestsThePlainLogin() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let variables = ["GATHER_SERVER": server.baseURL.absoluteString]
        let refused = await gather("players", "list", home: home, variables: variables)
        #expect(refused.code == 77)
        #expect(refused.stderr.hasSuffix(": run 'gather login'\n"))

        let login = await gather(
            arguments: try suggestedArguments(refused.stderr) + ["ana", "--password-stdin"], stdin: ["pw"], home: home,
            variables: variables)
        #expect(login.code == 0)
        #expect(await gather("players", "list", home: home, variables: variables).code == 0)
    }

    @Test func notLoggedIn_withAConfiguredServer_suggestsThePlainLogin() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let home = TestHome()
        #expect(await gather("config", "set", "server", server.baseURL.absoluteString, home: home).code == 0)
        let refused = await gather("players", "list", home: home)
        #expect(refused.code == 77)
        #expect(refused.stderr.hasSuffix(": run 'gather login'\n"))
    }

    @Test func unknownPlayer_withTheServerFlag_suggestsListingThatServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        #expect(await gather("--server", url, "login", "ana", "--password-stdin", stdin: ["pw"], home: home).code == 0)
        let missing = await gather("players", "show", "Nobody", "--server", url, home: home)
        #expect(missing.code == 65)
        #expect(missing.stderr.hasSuffix("see 'gather --server \(url) players list'\n"))
    }

    /// A note on stdout or stderr, not only an error, names the server too.
    @Test func emptyHistory_withTheServerFlag_suggestsStartingOnThatServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "pw")
        let home = TestHome()
        let url = server.baseURL.absoluteString
        #expect(await gather("--server", url, "login", "ana", "--password-stdin", stdin: ["pw"], home: home).code == 0)
        let history = await gather("--server", url, "history", home: home)
        #expect(history.code == 0)
        #expect((history.stdout + history.stderr).contains("'gather --server \(url) start --teams A/B'"))
    }

    @Test func offline_hintsStayPlain() async {
        let home = TestHome()
        let missing = await gather("players", "show", "Nobody", home: home)
        #expect(missing.stderr.hasSuffix("see 'gather players list'\n"))
    }

    /// The hint gives the address the user is told to use: without the password.
    @Test func serverFlagWithAPassword_suggestsTheAddressWithoutIt() async {
        let home = TestHome()
        let result = await gather("--server", "http://ana:secret@127.0.0.1:9", "players", "list", home: home)
        #expect(result.code == 78)
        #expect(result.stderr.hasSuffix("remove the part before '@' and run 'gather --server http://127.0.0.1:9 login'\n"))
        #expect(!result.stderr.contains("secret"))
    }

    @Test func corruptCredentials_withTheServerFlag_suggestsLoggingInThere() async throws {
        let home = TestHome()
        let file = home.configHome.appendingPathComponent("gather/credentials.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let result = await gather("--server", "http://127.0.0.1:9", "players", "list", home: home)
        #expect(result.code == 78)
        #expect(result.stderr.hasSuffix("remove it and run 'gather --server http://127.0.0.1:9 login'\n"))
    }
}
