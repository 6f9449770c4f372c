import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// `register` finds a taken username through the user list, whatever the server's 500 says.
@Suite struct LoginViewModelRegisterTests {
    /// Accounts in memory. `usersAfterFailedCreate` is what the list shows once a create
    /// has failed with `createFailure` (someone else took the name meanwhile, or not).
    final class FakeAuth: AuthService {
        struct State {
            var users: [String]
            var createFailure: APIError?
            var usersAfterFailedCreate: [String]?
            /// A server without `GET /api/users`, as the app's request stubs are.
            var hasNoUserList = false
            var calls: [String] = []
        }

        let state: Mutex<State>

        init(users: [String], createFailure: APIError? = nil, usersAfterFailedCreate: [String]? = nil) {
            state = Mutex(State(users: users, createFailure: createFailure, usersAfterFailedCreate: usersAfterFailedCreate))
        }

        var calls: [String] { state.withLock { $0.calls } }

        func register(username: String, password: String) async throws -> UUID {
            try state.withLock { state in
                state.calls.append("register \(username)")
                if let failure = state.createFailure {
                    state.users = state.usersAfterFailedCreate ?? state.users
                    throw failure
                }
                state.users.append(username)
                return UUID()
            }
        }

        func login(username: String, password: String) async throws -> LoginResponse {
            state.withLock { $0.calls.append("login \(username)") }
            return LoginResponse(token: "t", userID: UUID())
        }

        func deleteAccount() async throws {}

        func users() async throws -> [User] {
            try state.withLock { state in
                state.calls.append("users")
                if state.hasNoUserList { throw APIError.notFound(reason: "Not Found") }
                return state.users.map { User(id: UUID(), username: $0) }
            }
        }

        func user(id: UUID) async throws -> User { User(id: id, username: "x") }
    }

    /// Files under a directory that is never created: every path here fails before a save.
    private func makeSUT(_ auth: FakeAuth) -> LoginViewModel {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("never-created-\(UUID().uuidString)")
        return LoginViewModel(
            service: auth, server: URL(string: "http://gather.test") ?? directory,
            credentials: CredentialStore(url: directory.appendingPathComponent("credentials.json")),
            config: ConfigStore(url: directory.appendingPathComponent("config.json")), intents: MemoryIntentLock())
    }

    private static let currentServersDuplicate = APIError.serverError(status: 500, reason: "Something went wrong.")

    @Test func register_whenTheCreateFailsAndTheNameIsListed_isTaken() async throws {
        let auth = FakeAuth(users: ["ana"], createFailure: Self.currentServersDuplicate)
        await #expect(throws: LoginError.usernameTaken("ana")) {
            try await makeSUT(auth).register(username: "ana", password: "pw")
        }
        #expect(auth.calls == ["register ana", "users"])
        #expect(LoginError.usernameTaken("ana").failureKind == .refused)
    }

    @Test func register_whenTakenJustBeforeTheCreate_isTaken() async throws {
        let auth = FakeAuth(users: [], createFailure: Self.currentServersDuplicate, usersAfterFailedCreate: ["ana"])
        await #expect(throws: LoginError.usernameTaken("ana")) {
            try await makeSUT(auth).register(username: "ana", password: "pw")
        }
        #expect(auth.calls == ["register ana", "users"])
    }

    @Test func register_onAServerWithoutTheUserList_postsFirst_andLogsIn() async throws {
        let auth = FakeAuth(users: [])
        auth.state.withLock { $0.hasNoUserList = true }
        _ = try? await makeSUT(auth).register(username: "ana", password: "pw")
        #expect(auth.calls.prefix(2) == ["register ana", "login ana"], "no GET /api/users before or after a create that worked")
    }

    @Test func register_failing_onAServerWithoutTheUserList_isTheServerError() async throws {
        let auth = FakeAuth(users: [], createFailure: Self.currentServersDuplicate)
        auth.state.withLock { $0.hasNoUserList = true }
        await #expect(throws: Self.currentServersDuplicate) { try await makeSUT(auth).register(username: "ana", password: "pw") }
    }

    @Test func register_whenTheServerFailsAndTheNameIsStillFree_isTheServerError() async throws {
        let auth = FakeAuth(users: [], createFailure: Self.currentServersDuplicate)
        await #expect(throws: Self.currentServersDuplicate) {
            try await makeSUT(auth).register(username: "ana", password: "pw")
        }
        #expect(auth.calls == ["register ana", "users"])
    }

    @Test func register_doesNotMatchANameThatDiffersOnlyInCase() async throws {
        let auth = FakeAuth(users: ["Ana"], createFailure: APIError.serverError(status: 503, reason: nil))
        await #expect(throws: APIError.serverError(status: 503, reason: nil)) {
            try await makeSUT(auth).register(username: "ana", password: "pw")
        }
    }
}
