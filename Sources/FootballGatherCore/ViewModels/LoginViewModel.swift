import Foundation

/// The login screen: the account on one server as intents (register, log in, log out), so that two at once
/// on one machine cannot leave the files of neither; the last username is remembered, like the app's
/// "remember me".
public struct LoginViewModel: Sendable {
    let service: any AuthService
    let server: URL
    let credentials: any CredentialStorage
    let config: any ConfigStorage
    let intents: any IntentSerializer
    /// Set by `--server`: after a login, `server` is saved as the configured server when none is.
    let savesServerWhenNoneIsConfigured: Bool

    public init(
        service: any AuthService, server: URL, credentials: any CredentialStorage, config: any ConfigStorage,
        intents: any IntentSerializer, savesServerWhenNoneIsConfigured: Bool = false
    ) {
        self.service = service
        self.server = server
        self.credentials = credentials
        self.config = config
        self.intents = intents
        self.savesServerWhenNoneIsConfigured = savesServerWhenNoneIsConfigured
    }

    /// The username to offer when none is given: the one remembered from last time.
    public func rememberedUsername() throws -> String? { try config.load().username }

    static func validatedUsername(_ text: String) throws(LoginError) -> String {
        let username = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !username.isEmpty else { throw .blankUsername }
        guard !username.contains(":") else { throw .colonInUsername }
        return username
    }

    static func validatedPassword(_ password: String) throws(LoginError) -> String {
        guard !password.isEmpty else { throw .emptyPassword }
        return password
    }

    /// Creates the account, then logs in with it, as the app does. The create is sent first: not every server
    /// has `GET /api/users`. Only after the bare `500 Something went wrong.` (how a current server answers a
    /// taken name) is the list asked; when it cannot tell, the server's own failure is reported.
    public func register(username: String, password: String) async throws -> LoginOutcome {
        let (username, password) = (try Self.validatedUsername(username), try Self.validatedPassword(password))
        return try await intents.reserving([.account], for: .signingIn(username)) {
            try checkLocalFiles()
            do {
                _ = try await service.register(username: username, password: password)
            } catch APIError.serverError(let status, let reason) {
                guard (try? await isTaken(username)) == true else { throw APIError.serverError(status: status, reason: reason) }
                throw LoginError.usernameTaken(username)
            }
            return try await loginAlone(username: username, password: password)
        }
    }

    public func login(username: String, password: String) async throws -> LoginOutcome {
        let (username, password) = (try Self.validatedUsername(username), try Self.validatedPassword(password))
        return try await intents.reserving([.account], for: .signingIn(username)) {
            try await loginAlone(username: username, password: password)
        }
    }

    /// Forgets the token for this server; returns whether there was one.
    public func logout() async throws -> Bool {
        try await intents.reserving([.account], for: .signingOut) { try credentials.remove(for: server) }
    }

    private func loginAlone(username: String, password: String) async throws -> LoginOutcome {
        try checkLocalFiles()
        let reply: LoginResponse
        do {
            reply = try await service.login(username: username, password: password)
        } catch APIError.unauthorized {
            throw LoginError.wrongCredentials(username: username, server: server.absoluteString)
        }
        let credential = Credential(token: reply.token, userID: reply.userID, username: username)
        // The token is written last: once it is saved, nothing is left that could fail.
        try config.set(ConfigKey.username.rawValue, to: username)
        let configured = try config.load().server
        var outcome = LoginOutcome(credential: credential)
        if configured == nil, savesServerWhenNoneIsConfigured {
            outcome.savedServer = try config.set(ConfigKey.server.rawValue, to: server.absoluteString)
        } else if let configured, !Self.isSame(configured, as: server) {
            outcome.otherConfiguredServer = configured
        }
        try credentials.save(credential, for: server)
        return outcome
    }

    /// Read before anything is sent, so an unusable file stops the command before the server acts, not after.
    private func checkLocalFiles() throws {
        _ = try config.load()
        _ = try credentials.token(for: server)
    }

    /// A configured value edited by hand may differ in case or a trailing slash.
    private static func isSame(_ configured: String, as server: URL) -> Bool {
        let normalized = (try? ServerAddress.normalizedServerURL(configured)).map(ServerAddress.storageKey(for:))
        return (normalized ?? configured) == ServerAddress.storageKey(for: server)
    }

    private func isTaken(_ username: String) async throws -> Bool {
        try await service.users().contains { $0.username == username }
    }
}

/// What a login or registration did: the token it saved, and what became of the configured server.
public struct LoginOutcome: Sendable, Equatable {
    public var credential: Credential
    public var savedServer: String?
    /// The configured server when another was logged in to: commands without `--server` still go there.
    public var otherConfiguredServer: String?
}
