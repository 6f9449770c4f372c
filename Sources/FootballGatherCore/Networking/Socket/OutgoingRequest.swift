import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where a request goes: a host name or address (IPv6 without brackets) and a port.
struct Endpoint: Hashable, Sendable {
    let host: String
    let port: Int
}

/// A `URLRequest` as HTTP/1.1 bytes: the request line, `Host`, the request's own headers,
/// `Content-Length`, the body. Built before anything is sent, so a request that cannot be
/// written safely (a line break in a header value, which would let it inject headers of
/// its own) never leaves.
struct OutgoingRequest: Sendable {
    let endpoint: Endpoint
    let method: String
    let bytes: [UInt8]

    /// Whether the same request twice does what it does once (RFC 9110): only those are
    /// sent again after a reused connection turned out closed.
    var isIdempotent: Bool { ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"].contains(method) }

    /// Headers this type writes itself; the request's own values for them are ignored.
    private static let framingHeaders: Set<String> = ["host", "content-length", "transfer-encoding", "connection"]

    init(_ request: URLRequest) throws(TransferFailure) {
        guard let url = request.url?.absoluteURL, url.scheme?.lowercased() == "http",
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let rawHost = url.host, !rawHost.isEmpty
        else { throw Self.refused(.unsupportedURL) }
        let host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        let port = url.port ?? 80
        guard (1...65535).contains(port) else { throw Self.refused(.badURL) }
        endpoint = Endpoint(host: host, port: port)

        method = request.httpMethod ?? "GET"
        guard Self.isToken(method) else { throw Self.refused(.badURL) }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        let target = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        guard Self.isSafe(target), !target.contains(" ") else { throw Self.refused(.badURL) }

        let hostName = host.contains(":") ? "[\(host)]" : host
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(hostName)\(port == 80 ? "" : ":\(port)")\r\n"
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard !Self.framingHeaders.contains(name.lowercased()) else { continue }
            guard Self.isToken(name), Self.isSafe(value) else { throw Self.refused(.badURL) }
            head += "\(name): \(value)\r\n"
        }
        let body = request.httpBody ?? Data()
        if !body.isEmpty || method == "POST" || method == "PUT" {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        bytes = Array(head.utf8) + body
    }

    /// Nothing was sent: the request itself cannot be written.
    private static func refused(_ code: URLError.Code) -> TransferFailure {
        .transport(URLError(code), connected: false)
    }

    /// An HTTP token (RFC 9110 `tchar`): what a method or a header name may be made of.
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy({ $0.isTokenCharacter })
    }

    /// No control character but a tab: in particular no CR or LF, which would end the line.
    private static func isSafe(_ text: String) -> Bool {
        text.utf8.allSatisfy({ $0.isFieldText })
    }
}
