/// Nothing answered at the server's address, or something else answered in its place (a sign-in page).
public struct Unreachable: Equatable, Sendable {
    public var server: String
    public var reason: Reason
    /// This machine has never read the server's roster: without signal it has nothing to answer from, or to
    /// check a new player's name against.
    public var rosterNeverRead = false

    public enum Reason: Equatable, Sendable {
        /// Nothing listens at the address's port: the server is not running there.
        case refused
        case unknownHost
        /// No network, or no route to the host.
        case noRoute
        /// None within the connect timeout (`ConnectGate`): a weak signal or a host that drops connections.
        case noConnection(within: Double)
        /// The connection failed before the request was sent (a TLS handshake, say).
        case connectionFailed
        case notTheAPI(Answer)
    }

    public enum Answer: Equatable, Sendable {
        /// A web page (`text/html`) where the API answers JSON, or a 511.
        case webPage
        /// A redirect to another host and away from the API's paths: never followed.
        case redirect(location: String)
    }

    /// False when no connection was made or a redirect answered (the API never redirects to another host);
    /// true for a web page: the request went out over a connection, and what answered may pass it on.
    var mayHaveReachedServer: Bool {
        reason == .notTheAPI(.webPage)
    }
}
