import Foundation

/// The account on one server as intents: register, log in, log out. A login asks the
/// service, then saves the username, the server (when the view model says so) and, last,
/// the token: once it is saved, nothing is left that could fail. Each is an intent on the
/// account, so two at once on one machine cannot leave the files of neither.
struct Account: Sendable {
    let service: any AuthService
    let server: URL
    let credentials: any CredentialStorage
    let config: any ConfigStorage
    let intents: any IntentSerializer
    /// After a login, save `server` as the configured server when none is: set when the
    /// user named the server for this command only (`--server`).
    let savesServerWhenNoneIsConfigured: Bool

    /// Creates the account, then logs in with it, as the app does. The create is sent
    /// first: not every server has `GET /api/users` (the app's own request stubs do not).
    /// Only after the service's bare `500 Something went wrong.`, which is how a current
    /// server answers a taken name, is the list asked whether the name is taken; when it
    /// cannot tell, the server's own failure is what is reported.
    func register(username: String, password: String) async throws -> LoginOutcome {
        try await intents.reserving([.account], for: .signingIn(username)) {
            try await registerAlone(username: username, password: password)
        }
    }

    func login(username: String, password: String) async throws -> LoginOutcome {
        try await intents.reserving([.account], for: .signingIn(username)) {
            try await loginAlone(username: username, password: password)
        }
    }

    /// Forgets the token for this server; returns whether there was one.
    func logout() async throws -> Bool {
        try await intents.reserving([.account], for: .signingOut) { try credentials.remove(for: server) }
    }

    private func registerAlone(username: String, password: String) async throws -> LoginOutcome {
        try checkLocalFiles()
        do {
            _ = try await service.register(username: username, password: password)
        } catch APIError.serverError(let status, let reason) {
            guard (try? await isTaken(username)) == true else { throw APIError.serverError(status: status, reason: reason) }
            throw LoginError.usernameTaken(username)
        }
        return try await loginAlone(username: username, password: password)
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

    /// Reads both files before anything is sent, so a file that cannot be used stops the
    /// command before the server acts, not between the server's answer and the save.
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
