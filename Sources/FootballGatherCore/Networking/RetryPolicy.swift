/// Which failed requests the client sends again, how long it waits first, and until when.
/// One policy per client: services, repositories and view models never loop.
///
/// - A read (`GET`) is not sent again: it changed nothing, so its failure is reported at
///   once and the command can simply be run again.
/// - A `PUT` or `DELETE` is safe to repeat and is sent again after any transient failure
///   (a timeout, a dropped connection or cut-short reply, a 5xx). A repeated `DELETE` that
///   finds nothing after a lost reply had deleted it the first time.
/// - A `POST` that creates something (a player, a gather, a player added to a gather) is
///   sent again after a 500 or 503, the server having said it failed. After a lost reply,
///   or a gateway's 502 or 504 (the server behind it may have acted), it may have landed:
///   it is sent again only when its service says how to tell (`landed`, its "did it
///   land?"), and only after asking that. Login and registration are never repeated.
public struct RetryPolicy: Sendable {
    /// How many times one request may be sent in all.
    var attempts = 3
    /// The wait before the first retry, doubled before each one after.
    var firstDelay = Duration.milliseconds(200)
    /// No retry begins once this much time has passed since the first send (back-off
    /// included); nil: only `attempts` limits them.
    var deadline: Duration?

    /// The client's default: three sends, 0.2 s then 0.4 s apart, none begun later than
    /// twice the request timeout after the first, so a request that timed out is tried
    /// once more and a server that never answers costs about twice `timeout`.
    static func standard(timeout: Double) -> RetryPolicy {
        RetryPolicy(deadline: .seconds(timeout * 2))
    }

    /// Sends each request once.
    static let never = RetryPolicy(attempts: 1)

    /// What to do after the `attempt`-th send of a request failed with `failure`.
    func next(after failure: APIError, attempt: Int, of repetition: Repetition, canCheck: Bool, elapsed: Duration) -> Next {
        guard failure.isTransient, attempt < attempts else { return .stop }
        let delay = firstDelay * (1 << min(attempt - 1, 30))
        if let deadline, elapsed + delay > deadline { return .stop }
        switch repetition {
        case .never, .read:
            return .stop
        case .idempotent:
            return .again(after: delay)
        case .create where !failure.mayHaveReachedServer:
            return .again(after: delay)
        case .create:
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
    /// A `GET`.
    case read
    /// A `PUT` or `DELETE`: the same again does the same.
    case idempotent
    /// A `POST` that makes something: the same again would make it twice.
    case create
}
