import Foundation

/// The login screen: register, log in and out, and remember who logged in last,
/// like the app's "remember me".
public struct LoginViewModel: Sendable {
    let service: any AuthService
    let server: URL
    let credentials: CredentialStore
    let config: ConfigStore

    public init(service: any AuthService, server: URL, credentials: CredentialStore, config: ConfigStore) {
        self.service = service
        self.server = server
        self.credentials = credentials
        self.config = config
    }

    /// The username to offer when none is given: the one remembered from last time.
    public func rememberedUsername() throws -> String? { try config.load().username }

    public static func validatedUsername(_ text: String) throws(InputError) -> String {
        let username = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !username.isEmpty else { throw .invalid("the username cannot be blank") }
        guard !username.contains(":") else { throw .invalid("the username cannot contain ':'") }
        return username
    }

    public static func validatedPassword(_ password: String) throws(InputError) -> String {
        guard !password.isEmpty else { throw .invalid("the password cannot be empty") }
        return password
    }

    /// Creates the account, then logs in with it, as the app does.
    public func register(username: String, password: String) async throws -> Credential {
        let username = try Self.validatedUsername(username)
        let password = try Self.validatedPassword(password)
        do {
            _ = try await service.register(username: username, password: password)
        } catch APIError.serverError(_, let reason?) where reason.contains("constraintUniqueFailed") {
            throw LoginError.usernameTaken(username)
        }
        return try await login(username: username, password: password)
    }

    public func login(username: String, password: String) async throws -> Credential {
        let username = try Self.validatedUsername(username)
        let password = try Self.validatedPassword(password)
        let reply: LoginResponse
        do {
            reply = try await service.login(username: username, password: password)
        } catch APIError.unauthorized {
            throw LoginError.wrongCredentials(username: username, server: server.absoluteString)
        }
        let credential = Credential(token: reply.token, userID: reply.userID, username: username)
        try credentials.save(credential, for: server)
        try config.set(ConfigKey.username.rawValue, to: username)
        return credential
    }

    /// Forgets the token for this server; returns whether there was one.
    public func logout() throws -> Bool { try credentials.remove(for: server) }

}

public enum LoginError: Error, Equatable, Sendable, LocalizedError, GatherFailure {
    case wrongCredentials(username: String, server: String)
    case usernameTaken(String)

    public var errorDescription: String? {
        switch self {
        case .wrongCredentials(let username, let server):
            "wrong username or password for '\(username)' on \(server): check them and try again"
        case .usernameTaken(let username):
            "the username '\(username)' is taken: choose another, or 'gather login \(username)' if it is yours"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .wrongCredentials: .notAuthorized
        case .usernameTaken: .refused
        }
    }
}
