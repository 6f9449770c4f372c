import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

/// Status and login over in-memory credentials and config: no file is touched.
@Suite struct StatusLoginViewModelTests {
    private let server = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")

    @Test func status_offline_namesTheDataDirectory() async throws {
        var connector = FixedConnector(MemoryBackend())
        connector.configured = .offline(dataDirectory: URL(fileURLWithPath: "/data/gather"))
        let report = try await StatusViewModel(connector: connector, credentials: MemoryCredentialStore()).report()
        #expect(report == StatusReport(backend: "offline", dataDirectory: "/data/gather"))
    }

    @Test func status_onAServer_withoutToken_asksTheServerNothing() async throws {
        var connector = FixedConnector(players: RefusingPlayers(), gathers: MemoryBackend())
        connector.configured = .server(server)
        let report = try await StatusViewModel(connector: connector, credentials: MemoryCredentialStore()).report()
        #expect(report == StatusReport(backend: "server", server: server.absoluteString, loggedIn: false))
    }

    @Test func status_onAServer_saysWhetherTheTokenIsAccepted() async throws {
        let credentials = MemoryCredentialStore()
        try credentials.save(Credential(token: "t", userID: UUID(), username: "ana"), for: server)
        for (players, accepted) in [(MemoryBackend() as any PlayerService, true), (RefusingPlayers(), false)] {
            var connector = FixedConnector(players: players, gathers: MemoryBackend())
            connector.configured = .server(server)
            let report = try await StatusViewModel(connector: connector, credentials: credentials).report()
            #expect(report.username == "ana" && report.loggedIn == true && report.tokenAccepted == accepted)
        }
    }

    @Test func login_savesTheToken_andRemembersTheUsername_thenLogoutForgetsIt() async throws {
        let credentials = MemoryCredentialStore()
        let config = MemoryConfigStore()
        let viewModel = LoginViewModel(service: AcceptingAuth(), server: server, credentials: credentials, config: config)
        let credential = try await viewModel.login(username: " ana ", password: "pw")
        #expect(credential.username == "ana")
        #expect(try credentials.token(for: server)?.token == "token-ana")
        #expect(try viewModel.rememberedUsername() == "ana")
        #expect(try viewModel.logout())
        #expect(try credentials.token(for: server) == nil)
        #expect(try !viewModel.logout())
    }
}

/// Every request is refused as unauthorized, as with a token the server no longer knows.
struct RefusingPlayers: PlayerService {
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
