/// Which failed requests the client sends again, how long it waits first, and until when; nothing else loops.
/// A `GET` is not resent (it changed nothing: the command can simply be run again). A `PUT` or `DELETE` is
/// resent after any transient failure (timeout, dropped connection, cut-short reply, 5xx); a resent `DELETE`
/// that finds nothing had deleted it. A create, or a write of a player (whose id the server gives again), is
/// resent after a 500 or 503; after a lost reply or a gateway's 502 or 504 it may have landed, so it is
/// resent only once its `landed` check found nothing.
/// Login and registration are never repeated.
public struct RetryPolicy: Sendable {
    /// How many times one request may be sent in all.
    var attempts = 3
    /// The wait before the first retry, doubled before each one after.
    var firstDelay = Duration.milliseconds(200)
    /// No retry begins this long after the first send (back-off included); nil: only `attempts` limits them.
    var deadline: Duration?

    /// Three sends, 0.2 s then 0.4 s apart, none begun later than twice the timeout after the first: a
    /// timed-out request is tried once more, and a server that never answers costs about twice `timeout`.
    static func standard(timeout: Double) -> RetryPolicy {
        RetryPolicy(deadline: .seconds(timeout * 2))
    }

    static let never = RetryPolicy(attempts: 1)

    func next(after failure: APIError, attempt: Int, of repetition: Repetition, canCheck: Bool, elapsed: Duration) -> Next {
        guard failure.isTransient, attempt < attempts else { return .stop }
        let delay = firstDelay * (1 << min(attempt - 1, 30))
        if let deadline, elapsed + delay > deadline { return .stop }
        switch repetition {
        case .never, .read:
            return .stop
        case .idempotent:
            return .again(after: delay)
        case .create where !failure.mayHaveReachedServer, .checked where !failure.mayHaveReachedServer:
            return .again(after: delay)
        case .create, .checked:
            return canCheck ? .checkFirst(after: delay) : .stop
        }
    }

    enum Next: Equatable {
        case stop
        case again(after: Duration)
        /// Ask whether the last send landed; send again only if it did not.
        case checkFirst(after: Duration)
    }
}

/// How safe a request is to send twice: its part of `RetryPolicy`.
enum Repetition: Sendable, Equatable {
    /// Never sent again (login, registration: their failures mean something).
    case never
    case read
    case idempotent
    case create
    /// Idempotent, but what it names may be someone else's by the time it is sent again: checked first, as a create.
    case checked
}
