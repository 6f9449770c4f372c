import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Status and login over in-memory credentials and config: no file is touched.
@Suite struct StatusLoginViewModelTests {
    private let server = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")

    @Test func status_offline_namesTheDataDirectory() async throws {
        var connector = FixedConnector(MemoryBackend())
        connector.configured = .offline(dataDirectory: URL(fileURLWithPath: "/data/gather"))
        let report = try await StatusViewModel(connector: connector, credentials: MemoryCredentialStore()).report()
        #expect(report == StatusReport(backend: .offline, dataDirectory: "/data/gather", token: .none))
    }

    /// Without a token the server is asked something that needs none, to learn whether it answers.
    @Test func status_onAServer_withoutToken_isReachable_andNotLoggedIn() async throws {
        var connector = FixedConnector(players: RefusingPlayers(), gathers: MemoryBackend(), auth: AcceptingAuth())
        connector.configured = .server(server)
        let report = try await StatusViewModel(connector: connector, credentials: MemoryCredentialStore()).report()
        #expect(report == StatusReport(
            backend: .server, server: server.absoluteString, reachable: true, token: .none,
            problem: .unauthorized(server: server.absoluteString)))
    }

    @Test func status_onAServer_saysWhetherTheTokenIsAccepted() async throws {
        let credentials = MemoryCredentialStore()
        try credentials.save(Credential(token: "t", userID: UUID(), username: "ana"), for: server)
        for (players, token) in [(MemoryBackend() as any PlayerService, StatusReport.Token.accepted), (RefusingPlayers(), .refused)] {
            var connector = FixedConnector(players: players, gathers: MemoryBackend())
            connector.configured = .server(server)
            let report = try await StatusViewModel(connector: connector, credentials: credentials).report()
            #expect(report.user == "ana" && report.reachable == true && report.token == token)
            #expect(report.problem == (token == .refused ? .unauthorized(server: "s") : nil))
        }
    }

    @Test(arguments: [APIError.unreachable(Unreachable(server: "s", reason: .refused)), .timedOut(server: "s")])
    func status_whenTheServerDoesNotAnswer_reportsItUnreachable_withTheTokenUnchecked(_ failure: APIError) async throws {
        let credentials = MemoryCredentialStore()
        try credentials.save(Credential(token: "t", userID: UUID(), username: "ana"), for: server)
        var connector = FixedConnector(players: FailingPlayers(failure: failure), gathers: MemoryBackend())
        connector.configured = .server(server)
        let report = try await StatusViewModel(connector: connector, credentials: credentials).report()
        #expect(report == StatusReport(
            backend: .server, server: server.absoluteString, reachable: false, user: "ana", token: .unchecked, problem: failure))
    }

    /// A server that answers with a failure was reached: the failure is the problem.
    @Test func status_whenTheServerFails_isReachable_withTheFailureAsProblem() async throws {
        let credentials = MemoryCredentialStore()
        try credentials.save(Credential(token: "t", userID: UUID(), username: "ana"), for: server)
        let failure = APIError.serverError(status: 503, reason: nil)
        var connector = FixedConnector(players: FailingPlayers(failure: failure), gathers: MemoryBackend())
        connector.configured = .server(server)
        let report = try await StatusViewModel(connector: connector, credentials: credentials).report()
        #expect(report.reachable == true && report.token == .unchecked && report.problem == failure)
    }

    @Test func statusJSON_hasTheDocumentedKeys_andNotTheProblem() throws {
        let report = StatusReport(
            backend: .server, server: "http://h:1", reachable: false, user: "ana", token: .unchecked,
            problem: .unreachable(Unreachable(server: "http://h:1", reason: .refused)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(report), as: UTF8.self)
        #expect(text == #"{"backend":"server","pending":0,"reachable":false,"server":"http://h:1","token":"unchecked","user":"ana"}"#)
    }

    @Test func login_savesTheToken_andRemembersTheUsername_thenLogoutForgetsIt() async throws {
        let credentials = MemoryCredentialStore()
        let config = MemoryConfigStore()
        let viewModel = LoginViewModel(service: AcceptingAuth(), server: server, credentials: credentials, config: config, intents: MemoryIntentLock())
        let credential = try await viewModel.login(username: " ana ", password: "pw").credential
        #expect(credential.username == "ana")
        #expect(try credentials.token(for: server)?.token == "token-ana")
        #expect(try viewModel.rememberedUsername() == "ana")
        #expect(try await viewModel.logout())
        #expect(try credentials.token(for: server) == nil)
        #expect(try await !viewModel.logout())
    }

    @Test func login_withTheServerGivenForOneCommand_andNoneConfigured_savesIt() async throws {
        let config = MemoryConfigStore()
        let viewModel = LoginViewModel(
            service: AcceptingAuth(), server: server, credentials: MemoryCredentialStore(), config: config, intents: MemoryIntentLock(),
            savesServerWhenNoneIsConfigured: true)
        let outcome = try await viewModel.login(username: "ana", password: "pw")
        #expect(outcome.savedServer == "http://127.0.0.1:8080")
        #expect(try config.load().server == "http://127.0.0.1:8080")
    }

    @Test func login_withAnotherServerConfigured_keepsIt_andSaysWhich() async throws {
        let config = MemoryConfigStore(Config(server: "http://other:1"))
        let viewModel = LoginViewModel(
            service: AcceptingAuth(), server: server, credentials: MemoryCredentialStore(), config: config, intents: MemoryIntentLock(),
            savesServerWhenNoneIsConfigured: true)
        let outcome = try await viewModel.login(username: "ana", password: "pw")
        #expect(outcome.savedServer == nil && outcome.otherConfiguredServer == "http://other:1")
        #expect(try config.load().server == "http://other:1")
    }

    /// A server from GATHER_SERVER or the config file is not saved: the view model is not asked to.
    @Test func login_notAskedToSaveTheServer_leavesTheConfigWithout() async throws {
        let config = MemoryConfigStore()
        let viewModel = LoginViewModel(service: AcceptingAuth(), server: server, credentials: MemoryCredentialStore(), config: config, intents: MemoryIntentLock())
        let outcome = try await viewModel.login(username: "ana", password: "pw")
        #expect(outcome.savedServer == nil && outcome.otherConfiguredServer == nil)
        #expect(try config.load().server == nil)
    }

    /// The same server written by hand with a trailing slash or capitals is not "another" one.
    @Test func login_withTheSameServerConfiguredDifferently_saysNothing() async throws {
        let config = MemoryConfigStore(Config(server: "HTTP://127.0.0.1:8080/"))
        let viewModel = LoginViewModel(
            service: AcceptingAuth(), server: server, credentials: MemoryCredentialStore(), config: config, intents: MemoryIntentLock(),
            savesServerWhenNoneIsConfigured: true)
        let outcome = try await viewModel.login(username: "ana", password: "pw")
        #expect(outcome == LoginOutcome(credential: outcome.credential))
    }
}

/// Every request fails with `failure`.
struct FailingPlayers: OneAtATimePlayers {
    let failure: APIError
    func players() async throws -> [Player] { throw failure }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { throw failure }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { throw failure }
    func deletePlayer(id: Int) async throws { throw failure }
    func gathers(ofPlayer id: Int) async throws -> [Gather] { throw failure }
}

/// Every request is refused as unauthorized, as with a token the server no longer knows.
struct RefusingPlayers: OneAtATimePlayers {
    func players() async throws -> [Player] { throw APIError.unauthorized(server: "s") }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { throw APIError.unauthorized(server: "s") }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {}
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}

/// Accepts every login with the token `token-<username>`.
struct AcceptingAuth: AuthService {
    func register(username: String, password: String) async throws -> UUID { UUID() }
    func login(username: String, password: String) async throws -> LoginResponse {
        LoginResponse(token: "token-\(username)", userID: UUID())
    }
    func users() async throws -> [User] { [] }
}
