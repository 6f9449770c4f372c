import Foundation

/// What `gather status` found, printed whole even when something is wrong (`problem` sets the exit code).
public struct StatusReport: Sendable, Equatable, Encodable {
    public enum Backend: String, Sendable, Encodable { case offline, server }

    public enum Token: String, Sendable, Encodable {
        case accepted, refused
        /// No token is saved for this server (and offline there is none to have).
        case none
        /// A token is saved, but the server could not be asked about it.
        case unchecked
    }

    var backend: Backend
    public var server: String?
    public var dataDirectory: String?
    /// Whether the server answered; absent offline.
    public var reachable: Bool?
    public var user: String?
    public var token: Token
    /// Changes kept without signal that wait for `gather sync` (0 offline or when none), and since when.
    public var pending = 0
    public var pendingSince: Date?
    /// Of those, the ones held for the user (a conflict found on sending); nil (absent from the JSON) when none.
    public var held: Int?
    /// Changes kept for other accounts of this server; nil (absent from the JSON) when none.
    public var otherAccounts: [OtherAccountWaiting]?
    /// The first thing wrong (unreachable, failing, no or refused token); on stderr, not in the JSON.
    public var problem: APIError?

    enum CodingKeys: String, CodingKey { case backend, server, dataDirectory, reachable, user, token, pending, pendingSince, held, otherAccounts }
}

/// Changes this machine keeps for another account of the server than the one logged in.
public struct OtherAccountWaiting: Sendable, Equatable, Encodable {
    public var user: String?
    public var pending: Int
}

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
            return StatusReport(backend: .offline, dataDirectory: directory.path, token: .none)
        case .server(let server):
            let credential = try credentials.token(for: server)
            var report = StatusReport(
                backend: .server, server: server.absoluteString, user: credential?.username,
                token: credential == nil ? .none : .unchecked)
            let services = try connector.services(for: backend)
            // From this machine alone: status never sends what waits.
            if let waiting = try services.outbox?.waiting() {
                report.pending = waiting.count
                report.pendingSince = waiting.first?.keptAt
                let held = waiting.filter { $0.conflict != nil }.count
                report.held = held == 0 ? nil : held
                let others = try services.outbox?.othersWaiting().map { OtherAccountWaiting(user: $0.username, pending: $0.count) } ?? []
                report.otherAccounts = others.isEmpty ? nil : others
            }
            do {
                try await ask(services, withToken: credential != nil)
                report.reachable = true
                if credential == nil {
                    report.problem = .unauthorized(server: server.absoluteString)
                } else {
                    report.token = .accepted
                }
            } catch let error as APIError {
                report.reachable = Self.answered(error)
                if case .unauthorized = error, credential != nil { report.token = .refused }
                report.problem = error
            }
            return report
        }
    }

    /// With a token, a request that needs it; without, one that needs none: does the server answer at all?
    private func ask(_ services: ServiceBundle, withToken: Bool) async throws {
        if withToken, let server = services.outbox?.gathers {
            // The server's own list, never the one this machine keeps for when it cannot be reached.
            _ = try await server.gathers()
        } else if withToken {
            _ = try await services.players.players()
        } else if let auth = services.auth {
            _ = try await auth.users()
        }
    }

    /// Whether a failure still means the server answered.
    private static func answered(_ error: APIError) -> Bool {
        switch error {
        case .unreachable, .timedOut, .connectionLost: false
        default: true
        }
    }
}
