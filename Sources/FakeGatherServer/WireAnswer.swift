enum WireAnswer {
    case response(HTTPResponse)
    /// Bytes that break HTTP on purpose; the connection closes after them, with a TCP reset if `reset`.
    case broken([UInt8], reset: Bool)

    /// Declares 100 bytes of body and sends a few.
    static let partialBody = Array(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: 100\r\n\r\n[{\"id\":1,".utf8)

    static let notHTTP = Array("\u{1}\u{2}gather? no: \u{7F}\u{3}\r\n\r\n".utf8)

    static let malformedChunks = Array(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n[]\r\n0\r\n\r\n".utf8)
}

extension HTTPResponse {
    static func redirect(status: Int, location: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("location", location), ("content-type", "text/html")],
            body: Array("<a href=\"\(location)\">Moved</a>".utf8))
    }

    static let signInPage = HTTPResponse(
        status: 200, headers: [("content-type", "text/html; charset=utf-8")],
        body: Array(#"<html><body><h1>Welcome to Pitch Wi-Fi</h1><form action="/login"><button>Sign in</button></form></body></html>"#.utf8))

    /// Valid JSON of `size` bytes (at least 4): an array holding one string of spaces.
    static func oversized(size: Int) -> HTTPResponse {
        var body = [UInt8](repeating: UInt8(ascii: " "), count: max(4, size))
        body[0] = UInt8(ascii: "[")
        body[1] = UInt8(ascii: "\"")
        body[body.count - 2] = UInt8(ascii: "\"")
        body[body.count - 1] = UInt8(ascii: "]")
        return HTTPResponse(status: 200, headers: [("content-type", "application/json; charset=utf-8")], body: body)
    }

    static func gzipBomb(inflatedSize: Int) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [("content-type", "application/json; charset=utf-8"), ("content-encoding", "gzip")],
            body: GzipBomb.make(inflatedSize: inflatedSize))
    }
}
