import Foundation

public enum Fault: Sendable, Equatable {
    /// Every request answers `status` with `{"error":true,"reason":reason}`.
    case serverError(status: Int, reason: String)
    /// 200 with `Content-Type: application/json` and the body `not json`.
    case undecodableBody
    /// 200 JSON with `body` as it is (a document nested deeper than a decoder reads, say).
    case jsonBody(String)
    /// 200 `text/html` with a sign-in form, as a captive portal answers every address it intercepts.
    case signInPage
    /// Waits this long before answering normally (meant to exceed the client's timeout).
    case slowReply(seconds: Double)
    /// The requests `target` names (`POST /api/gathers`) wait this long; the others are
    /// answered at once: a fault armed before a command, for one of its requests.
    case slowReplies(to: String, seconds: Double)
    /// Requests are answered normally up to and including the first `target` names; the
    /// `count` after it answer `status`, as `failFirst` does, then normal service resumes.
    case failAfter(String, count: Int, status: Int)
    /// Reads the request, then closes the connection without a reply.
    case dropConnection
    /// The next `count` requests answer `status` with a reason; then normal service resumes.
    case failFirst(count: Int, status: Int)
    /// The next `count` requests of `method` are carried out, then the connection closes without the reply,
    /// as a link lost while the answer was on its way; other requests are answered normally.
    case loseReplies(to: String, count: Int)
    /// Every request answers `status` (a 3xx) with `Location: location`, as a proxy or a moved server would.
    case redirect(status: Int, location: String)
    /// 200 with `Content-Encoding: gzip` whatever was asked: a `GzipBomb` inflating to `inflatedSize` bytes.
    case gzipBomb(inflatedSize: Int)
    /// 200 with `Content-Encoding: coding` and the plain JSON body `[]`, whatever the request asked for.
    case encodedBody(coding: String)
    /// 200 with a JSON body of `size` bytes (a long string of spaces in an array).
    case oversizedBody(size: Int)
    /// Sends the head and part of the body, then resets the connection (TCP RST).
    case resetMidBody
    /// Sends a `Content-Length` longer than the body, then closes the connection.
    case truncatedBody
    /// Sends `Transfer-Encoding: chunked` with a chunk size that is not hexadecimal.
    case malformedChunkedBody
    /// Answers bytes that are not HTTP (no status line), then closes the connection.
    case notHTTP
    /// Connecting fails with ECONNREFUSED; clearing the fault listens again on the same port.
    case refuseConnections
}

public struct RecordedRequest: Sendable {
    public let method: String
    /// The request target as sent: the path plus any query.
    public let path: String
    /// Lowercased names; a repeated header's values are joined with ", ".
    public let headers: [String: String]
    public let body: Data

    /// Whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
