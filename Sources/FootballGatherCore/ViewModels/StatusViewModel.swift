import Foundation

/// What `gather status` reports.
public struct StatusReport: Sendable, Equatable, Encodable {
    public var backend: String
    public var server: String?
    public var dataDirectory: String?
    public var username: String?
    public var loggedIn: Bool?
    /// Asked of the server only when a token is saved.
    public var tokenAccepted: Bool?
}

/// The status screen: which backend, which user, and whether the server accepts the token.
public struct StatusViewModel: Sendable {
    let connector: any BackendConnector
    let credentials: any CredentialStorage

    public init(connector: any BackendConnector, credentials: any CredentialStorage) {
        self.connector = connector
        self.credentials = credentials
    }

    public func report() async throws -> StatusReport {
        let backend = try connector.backend()
        switch backend {
        case .offline(let directory):
            return StatusReport(backend: "offline", dataDirectory: directory.path)
        case .server(let server):
            let credential = try credentials.token(for: server)
            var report = StatusReport(
                backend: "server", server: server.absoluteString, username: credential?.username, loggedIn: credential != nil)
            if credential != nil { report.tokenAccepted = try await tokenAccepted(on: backend) }
            return report
        }
    }

    private func tokenAccepted(on backend: Backend) async throws -> Bool {
        do {
            _ = try await connector.services(for: backend).players.players()
            return true
        } catch APIError.unauthorized {
            return false
        }
    }
}
