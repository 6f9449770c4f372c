/// The server cannot be reached: nothing answered at its address, or something else
/// answered in its place (a network's sign-in page, a "captive portal").
public struct Unreachable: Equatable, Sendable {
    public var server: String
    public var reason: Reason

    public enum Reason: Equatable, Sendable {
        /// Nothing listens at the address's port: the server is not running there.
        case refused
        /// The host name cannot be looked up.
        case unknownHost
        /// No network, or no route to the host.
        case noRoute
        /// No connection within the connect timeout (`ConnectGate`): a weak signal or
        /// a host that drops connections.
        case noConnection(within: Double)
        /// The connection failed before the request was sent (a TLS handshake, say).
        case connectionFailed
        /// Something other than the Football Gather API answered.
        case notTheAPI(Answer)
    }

    /// What answered instead of the server, as a network's sign-in page does.
    public enum Answer: Equatable, Sendable {
        /// A web page (`text/html`) where the API answers JSON, or a 511.
        case webPage
        /// A redirect to another host and away from the API's paths: never followed.
        case redirect(location: String)
    }

    /// Whether the request may have reached the server. No: when no connection was made
    /// (refused, unknown host, no route, none in time, a failed connection), or when a
    /// redirect answered (the API never redirects to another host). A web page is the
    /// exception: the request went out over a connection, and what answered cannot prove
    /// it did not pass it on.
    var mayHaveReachedServer: Bool {
        reason == .notTheAPI(.webPage)
    }
}
