import FakeGatherServer
import Foundation
@testable import GatherTestSupport
import Testing

@testable import FootballGatherCore

/// The real binary when the server cannot be reached: nothing listening, no connection
/// within the connect timeout, or a network's sign-in page answering in its place. Reads
/// and writes alike exit 69 with one sentence naming the server, and change nothing here.
@Suite struct UnreachableEndToEndTests {
    private static let commands = [["players", "list"], ["players", "add", "Bo"], ["history"]]

    /// A home logged in to `server` (its token saved), whatever answers there.
    private static func loggedIn(to server: URL, overrides: [String: String] = [:]) throws -> GatherBinary {
        var gather = try GatherBinary(server: server)
        gather.overrides = overrides
        let credential = Credential(token: "secret-token", userID: UUID(), username: "coach")
        try StorageRoot(paths: GatherPaths(environment: gather.environment)).credentials.save(credential, for: server)
        return gather
    }

    private static func expectEveryCommand(_ gather: GatherBinary, says sentence: String) async throws {
        let before = EndToEndCheck.snapshot(of: gather.home)
        for command in commands {
            let failed = try await gather.run(command)
            EndToEndCheck.expectCleanFailure(failed, code: 69)
            // A roster never read leaves nothing to work from without signal, and that is said.
            let neverRead = command[0] == "players" ? "; this machine has not read its roster yet, so it cannot work without signal until it has" : ""
            #expect(failed.stderr == "Error: \(sentence)\(neverRead)\n", "\(command)")
        }
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
    }

    @Test func connectionRefused_exits69_namingTheServer() async throws {
        let closed = try ReservedClosedPort()
        let gather = try Self.loggedIn(to: closed.url)
        defer { gather.cleanUp() }
        try await Self.expectEveryCommand(
            gather, says: "the server at \(closed.url.absoluteString) cannot be reached (connection refused): "
                + "check the address and that it is running")
    }

    /// The connect timeout is its own, shorter than `--timeout`: the request's 30 s are
    /// never waited for.
    @Test func noConnectionWithinTheConnectTimeout_exits69() async throws {
        let silent = try FullBacklog()
        defer { silent.close() }
        let gather = try Self.loggedIn(to: silent.baseURL, overrides: ["GATHER_CONNECT_TIMEOUT": "0.3"])
        defer { gather.cleanUp() }
        let sentence = "the server at \(silent.baseURL.absoluteString) cannot be reached (no connection within 0.3 s): "
            + "check the network and the address"
        try await Self.expectEveryCommand(gather, says: sentence)

        let patient = try await gather.run("--timeout", "30", "history")
        #expect(patient.code == 69)
        #expect(patient.stderr == "Error: \(sentence)\n")
    }

    /// 0 turns the check off: a connection that never comes then costs the request timeout.
    @Test func connectTimeoutZero_leavesOnlyTheRequestTimeout() async throws {
        let silent = try FullBacklog()
        defer { silent.close() }
        let gather = try Self.loggedIn(to: silent.baseURL, overrides: ["GATHER_CONNECT_TIMEOUT": "0"])
        defer { gather.cleanUp() }
        let failed = try await gather.run("--timeout", "1", "players", "list")
        EndToEndCheck.expectCleanFailure(failed, code: 75, containing: "did not answer in time")
    }

    @Test func aSignInPage_whereTheAPIShouldAnswer_exits69_andSaysSo() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.signInPage)

        try await Self.expectEveryCommand(
            gather, says: "the server at \(server.baseURL.absoluteString) cannot be reached: the network answered with a web page "
                + "instead (a sign-in page?); sign in to the network, or check the address")
        server.setFault(nil)
        #expect(try await gather.run("players", "list").code == 0)
    }

    /// The bearer token (and on `login`, the password hash) never reach the portal's host.
    @Test func aRedirectToASignInPageElsewhere_exits69_andTheOtherHostHearsNothing() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        let portal = try FakeGatherServer.start()
        defer { server.stop(); portal.stop(); gather.cleanUp() }
        let target = portal.baseURL.absoluteString + "/login?continue=pitch"
        server.setFault(.redirect(status: 302, location: target))

        let sentence = "the server at \(server.baseURL.absoluteString) cannot be reached: the network redirected to \(target) "
            + "instead (a sign-in page?); sign in to the network, or check the address"
        try await Self.expectEveryCommand(gather, says: sentence)
        server.setFault(.redirect(status: 307, location: target))
        let login = try await gather.run("login", "coach", "--password-stdin", stdin: "pw\n")
        EndToEndCheck.expectCleanFailure(login, code: 69)
        #expect(login.stderr == "Error: \(sentence)\n")

        #expect(portal.requests.isEmpty, "the portal received \(portal.requests.map { ($0.path, $0.header("Authorization")) })")
        #expect(server.requests.last?.header("Authorization")?.hasPrefix("Basic ") == true)
    }
}
