public enum APIError: Error, Equatable, Sendable {
    /// Nothing answered (refused, unknown host, no route, none in time), or something not the API did.
    case unreachable(Unreachable)
    case timedOut(server: String)
    /// The server closed the connection without replying.
    case connectionLost(server: String)
    /// The reply began, then the connection broke (a reset, a body short of `Content-Length`, a bad chunk).
    case replyCutShort(server: String)
    /// 401 or 403: no token, or the token was refused.
    case unauthorized(server: String)
    case notFound(reason: String?)
    /// Any other 4xx, with the server's `reason`.
    case rejected(status: Int, reason: String?)
    case serverError(status: Int, reason: String?)
    /// A 3xx, never followed: the API never redirects, and credentials stay with `server`.
    case redirected(server: String, location: String?)
    case replyTooLarge(limit: Int)
    /// An undecodable body, an unexpected status or a missing `Location`.
    case malformedReply(detail: String)
}

extension APIError: GatherFailure {
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

    /// A failure after the request was sent: the server may have acted on it. So may a gateway's 502 or 504,
    /// sent when the server behind it went quiet; any other 5xx is the server's own word that it failed.
    var mayHaveReachedServer: Bool {
        switch self {
        case .serverError(let status, _): status == 502 || status == 504
        case .unreachable(let unreachable): unreachable.mayHaveReachedServer
        case .timedOut, .connectionLost, .replyCutShort: true
        default: false
        }
    }

    /// Worth retrying for a request that is safe to repeat.
    var isTransient: Bool {
        switch self {
        case .timedOut, .connectionLost, .replyCutShort, .serverError: true
        default: false
        }
    }
}
