import Foundation

/// Everything that can go wrong talking to a Football Gather server.
public enum APIError: Error, Equatable, Sendable {
    /// Connection refused, unknown host, no route: nothing answered.
    case unreachable(server: String)
    case timedOut(server: String)
    /// The server closed the connection without replying.
    case connectionLost(server: String)
    /// The reply had begun, then the connection broke: reset, a body shorter than its
    /// `Content-Length`, a malformed chunk.
    case replyCutShort(server: String)
    /// 401 or 403: no token, or the token was refused.
    case unauthorized(server: String)
    case notFound(reason: String?)
    /// Any other 4xx, with the server's `reason`.
    case rejected(status: Int, reason: String?)
    /// A 5xx, with the server's `reason`.
    case serverError(status: Int, reason: String?)
    /// A 3xx, never followed: the API never redirects, and credentials stay with `server`.
    case redirected(server: String, location: String?)
    /// The decoded body passed the client's limit of `limit` bytes.
    case replyTooLarge(limit: Int)
    /// An undecodable body, an unexpected status or a missing `Location`.
    case malformedReply(detail: String)
}

extension APIError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .unreachable(let server):
            "cannot reach the server at \(server): check the address and that it is running"
        case .timedOut(let server):
            "the server at \(server) did not answer in time"
        case .connectionLost(let server):
            "the server at \(server) closed the connection without a reply: try again"
        case .replyCutShort(let server):
            "the connection to the server at \(server) broke in the middle of its reply: try again"
        case .unauthorized(let server):
            "not logged in to \(server)"
        case .notFound(let reason?) where reason != "Not Found":
            "not found: \(Self.clause(reason))"
        case .notFound:
            "the server has no such item (404): it may have been deleted meanwhile"
        case .rejected(let status, let reason?):
            "the server refused the request (\(status)): \(Self.clause(reason))"
        case .rejected(let status, nil):
            "the server refused the request (\(status))"
        case .serverError(let status, let reason?):
            "the server failed (\(status): \(Self.clause(reason))): try again later"
        case .serverError(let status, nil):
            "the server failed (\(status)): try again later"
        case .redirected(let server, let location?):
            "the server at \(server) redirected to \(Self.clause(location, limit: 120))"
        case .redirected(let server, nil):
            "the server at \(server) answered with a redirect and no address"
        case .replyTooLarge(let limit):
            "the server's reply is larger than \(limit / (1024 * 1024)) MiB"
        case .malformedReply(let detail):
            "the server's reply is not the Football Gather API: \(detail)"
        }
    }

    /// Text from the server made fit to sit inside one of these sentences: trimmed, cut
    /// to `limit` characters, and without the final stop or semicolon that would end the
    /// sentence early (`Something went wrong.` becomes `Something went wrong`).
    static func clause(_ text: String, limit: Int = 300) -> String {
        var clause = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if clause.count > limit { clause = String(clause.prefix(limit - 1)) + "…" }
        while let last = clause.last, ".;:,".contains(last) { clause.removeLast() }
        return clause
    }

    public var failureKind: FailureKind {
        switch self {
        case .unreachable: .unavailable
        case .timedOut, .connectionLost, .replyCutShort, .serverError: .temporaryFailure
        case .unauthorized: .notAuthorized
        case .notFound, .rejected: .refused
        case .redirected, .replyTooLarge, .malformedReply: .protocolError
        }
    }

    public var nextStep: NextStep? {
        switch self {
        case .timedOut: .raiseTimeout
        case .unauthorized: .login
        case .redirected(_, _?): .useRedirectedAddress
        case .redirected(_, nil): .checkServerAddress
        default: nil
        }
    }

    /// A failure after the request was sent: the server may have acted on it.
    public var mayHaveReachedServer: Bool {
        switch self {
        case .timedOut, .connectionLost, .replyCutShort: true
        default: false
        }
    }

    /// Worth retrying for a request that is safe to repeat.
    public var isTransient: Bool {
        switch self {
        case .timedOut, .connectionLost, .replyCutShort, .serverError: true
        default: false
        }
    }
}
