import FakeGatherServer
import Foundation
import Testing

/// Login and register never half-succeed: a config or credentials file that cannot be
/// used stops them before any request, so no token is saved behind a failure.
@Suite struct AuthLocalFilesCLITests {
    private func serverHome() throws -> (FakeGatherServer, TestHome, [String: String]) {
        let server = try FakeGatherServer.start()
        _ = server.seedUser(username: "ana", password: "pw")
        return (server, TestHome(), ["GATHER_SERVER": server.baseURL.absoluteString])
    }

    private func corrupt(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: url)
    }

    private func credentialsFile(_ home: TestHome) -> URL {
        home.configHome.appendingPathComponent("gather/credentials.json")
    }

    @Test(arguments: ["login", "register"])
    func corruptConfig_stopsBeforeAnyRequest_andSavesNoToken(command: String) async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        try corrupt(home.configFile)

        let result = await gather(
            arguments: [command, command == "login" ? "ana" : "bo", "--password-stdin"], stdin: ["pw"], home: home,
            variables: variables)
        #expect(result.code == 78)
        #expect(result.stderr.contains(home.configFile.path))
        #expect(server.requests.isEmpty, "sent \(server.requests.map { "\($0.method) \($0.path)" })")
        #expect(!FileManager.default.fileExists(atPath: credentialsFile(home).path))
        #expect(try String(contentsOf: home.configFile, encoding: .utf8) == "{ not json", "left as it was")
    }

    @Test func corruptCredentials_stopsLoginBeforeAnyRequest() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }
        try corrupt(credentialsFile(home))

        let result = await gather(arguments: ["login", "ana", "--password-stdin"], stdin: ["pw"], home: home, variables: variables)
        #expect(result.code == 78)
        #expect(result.stderr.contains(credentialsFile(home).path))
        #expect(server.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.configFile.path), "no username remembered either")
    }

    @Test func successfulLogin_savesTheTokenAndTheUsername() async throws {
        let (server, home, variables) = try serverHome()
        defer { server.stop() }

        let result = await gather(arguments: ["login", "ana", "--password-stdin"], stdin: ["pw"], home: home, variables: variables)
        #expect(result.code == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try String(contentsOf: credentialsFile(home), encoding: .utf8).contains("\"ana\""))
        #expect(try String(contentsOf: home.configFile, encoding: .utf8).contains("\"ana\""))
    }
}
