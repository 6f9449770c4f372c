import FootballGatherCore

enum APIErrorWording {
    static func text(_ error: APIError) -> String {
        switch error {
        case .unreachable(let unreachable):
            UnreachableWording.text(unreachable)
        case .timedOut(let server):
            "the server at \(server) did not answer in time"
        case .connectionLost(let server):
            "the server at \(server) closed the connection without a reply: try again"
        case .replyCutShort(let server):
            "the connection to the server at \(server) broke in the middle of its reply: try again"
        case .unauthorized(let server):
            "not logged in to \(server)"
        case .notFound(let reason?) where reason != "Not Found":
            "not found: \(clause(reason))"
        case .notFound:
            "the server has no such item (404): it may have been deleted meanwhile"
        case .rejected(let status, let reason?):
            "the server refused the request (\(status)): \(clause(reason))"
        case .rejected(let status, nil):
            "the server refused the request (\(status))"
        case .serverError(let status, let reason?):
            "the server failed (\(status): \(clause(reason))): try again later"
        case .serverError(let status, nil):
            "the server failed (\(status)): try again later"
        case .redirected(let server, let location?):
            "the server at \(server) redirected to \(clause(location, limit: 120))"
        case .redirected(let server, nil):
            "the server at \(server) answered with a redirect and no address"
        case .replyTooLarge(let limit):
            "the server's reply is larger than \(limit / (1024 * 1024)) MiB"
        case .malformedReply(let detail):
            "the server's reply is not the Football Gather API: \(detail)"
        }
    }

    /// Server text fit to sit inside these sentences: trimmed, cut to `limit`, no final stop or semicolon.
    static func clause(_ text: String, limit: Int = 300) -> String {
        var clause = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if clause.count > limit { clause = String(clause.prefix(limit - 1)) + "…" }
        while let last = clause.last, ".;:,".contains(last) { clause.removeLast() }
        return clause
    }
}
