import Foundation

/// Everything that can go wrong talking to a Football Gather server.
public enum APIError: Error, Equatable, Sendable {
    /// Connection refused, unknown host, no route: nothing answered.
    case unreachable(server: String)
    case timedOut(server: String)
    /// The server closed the connection without replying.
    case connectionLost(server: String)
    /// 401 or 403: no token, or the token was refused.
    case unauthorized(server: String)
    case notFound(reason: String?)
    /// Any other 4xx, with the server's `reason`.
    case rejected(status: Int, reason: String?)
    /// A 5xx, with the server's `reason`.
    case serverError(status: Int, reason: String?)
    /// An undecodable body, an unexpected status or a missing `Location`.
    case malformedReply(detail: String)
}

extension APIError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .unreachable(let server):
            "cannot reach the server at \(server): check the address and that it is running"
        case .timedOut(let server):
            "the server at \(server) did not answer in time: try again, or raise --timeout"
        case .connectionLost(let server):
            "the server at \(server) closed the connection without a reply: try again"
        case .unauthorized(let server):
            "not logged in to \(server): run 'gather login'"
        case .notFound(let reason?) where reason != "Not Found":
            "not found: \(reason)"
        case .notFound:
            "the server has no such item (404): it may have been deleted meanwhile"
        case .rejected(let status, let reason):
            "the server refused the request (\(status))" + (reason.map { ": \($0)" } ?? "")
        case .serverError(let status, let reason):
            "the server failed (\(status))" + (reason.map { ": \($0)" } ?? "") + "; try again later"
        case .malformedReply(let detail):
            "the server's reply is not the Football Gather API: \(detail)"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .unreachable: .unavailable
        case .timedOut, .connectionLost, .serverError: .temporaryFailure
        case .unauthorized: .notAuthorized
        case .notFound, .rejected: .refused
        case .malformedReply: .protocolError
        }
    }

    /// Worth retrying for a request that is safe to repeat.
    /// A failure after the request was sent: the server may have acted on it.
    public var mayHaveReachedServer: Bool {
        switch self {
        case .timedOut, .connectionLost: true
        default: false
        }
    }

    public var isTransient: Bool {
        switch self {
        case .timedOut, .connectionLost, .serverError: true
        default: false
        }
    }
}
