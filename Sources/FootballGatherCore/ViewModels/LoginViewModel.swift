import Foundation

/// The login screen (`Account` does the work); the last username is remembered, like the app's "remember me".
public struct LoginViewModel: Sendable {
    let account: Account
    let config: any ConfigStorage

    public init(
        service: any AuthService, server: URL, credentials: any CredentialStorage, config: any ConfigStorage,
        intents: any IntentSerializer, savesServerWhenNoneIsConfigured: Bool = false
    ) {
        account = Account(
            service: service, server: server, credentials: credentials, config: config, intents: intents,
            savesServerWhenNoneIsConfigured: savesServerWhenNoneIsConfigured)
        self.config = config
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

    /// Creates the account, then logs in with it, as the app does.
    public func register(username: String, password: String) async throws -> LoginOutcome {
        try await account.register(username: try Self.validatedUsername(username), password: try Self.validatedPassword(password))
    }

    public func login(username: String, password: String) async throws -> LoginOutcome {
        try await account.login(username: try Self.validatedUsername(username), password: try Self.validatedPassword(password))
    }

    /// Forgets the token for this server; returns whether there was one.
    public func logout() async throws -> Bool { try await account.logout() }
}

/// What a login or registration did: the token it saved, and what became of the configured server.
public struct LoginOutcome: Sendable, Equatable {
    public var credential: Credential
    public var savedServer: String?
    /// The configured server when another was logged in to: commands without `--server` still go there.
    public var otherConfiguredServer: String?
}
