import Foundation

/// How a socket exchange failed, before it is told in the terms `APIClient` reads
/// (`TransferFailure`): which depends on how far the reply had come.
enum SocketFailure: Error, Equatable {
    /// No connection was made; `code` is what FoundationNetworking reports for the same
    /// (`cannotFindHost`, `cannotConnectToHost`, `notConnectedToInternet`, `timedOut`).
    case notConnected(URLError.Code)
    /// The peer closed the connection where more of the reply was due.
    case closed
    /// A send or a receive failed (a reset, a broken pipe).
    case broken
    case timedOut
    case cancelled
    /// The head is not HTTP/1.x: a bad status line or header, a head past its size limit.
    case malformedHead
    /// The body's framing or encoding is broken: a bad chunk, an unknown coding, bad gzip.
    case malformedBody
    /// The decoded body passed the reply limit.
    case tooLarge
}

/// How far a reply had come when its exchange failed.
struct ReplyProgress: Equatable {
    /// Bytes of the reply received, head included.
    var received = 0
    var statusLineComplete = false
    /// The head (status line and headers) was read whole: the reply had begun.
    var headComplete = false
}

extension SocketFailure {
    /// The failure as FoundationNetworking reports the same event, so `APIClient` maps it
    /// to the same `APIError`: before the head was read whole, a close or reset is a
    /// connection lost, and a head that is not HTTP a connection that failed (FoundationNetworking
    /// reports it as "unsupported URL" or "unknown"); after it, any break is a reply cut short.
    func transferFailure(after progress: ReplyProgress, replyLimit: Int) -> any Error {
        let connected = progress.headComplete
        switch self {
        case .cancelled:
            return CancellationError()
        case .tooLarge:
            return TransferFailure.replyTooLarge(limit: replyLimit)
        case .notConnected(let code):
            return TransferFailure.transport(URLError(code), connected: false)
        case .timedOut:
            return TransferFailure.transport(URLError(.timedOut), connected: connected)
        case _ where connected:
            return TransferFailure.transport(URLError(.networkConnectionLost), connected: true)
        case .closed where !progress.statusLineComplete:
            return TransferFailure.transport(URLError(.badServerResponse), connected: false)
        case .broken where !progress.statusLineComplete:
            return TransferFailure.transport(URLError(.networkConnectionLost), connected: false)
        default:
            return TransferFailure.transport(URLError(.unknown), connected: false)
        }
    }

    /// A reused keep-alive connection the server had closed: nothing of a reply came, so
    /// the request may be sent again on a new connection, as curl does.
    func isStale(after progress: ReplyProgress) -> Bool {
        progress.received == 0 && (self == .closed || self == .broken)
    }
}
