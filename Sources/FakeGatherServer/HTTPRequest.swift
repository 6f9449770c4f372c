import Foundation

struct HTTPRequest: Sendable {
    let method: String
    /// The request target as sent: path plus any query.
    let target: String
    let version: String
    /// Lowercased names; repeated headers joined with ", ".
    let headers: [String: String]
    var body = Data()

    var path: String { String(target.prefix { $0 != "?" }) }

    var keepAlive: Bool {
        let tokens = (headers["connection"] ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if tokens.contains("close") { return false }
        return version == "HTTP/1.1" || tokens.contains("keep-alive")
    }

    /// The request without its body; `bytes` is everything before the blank line.
    static func parseHead(_ bytes: ArraySlice<UInt8>) throws(HTTPResponse) -> HTTPRequest {
        let lines = bytes.split(separator: [0x0D, 0x0A], omittingEmptySubsequences: false)
        guard let requestLine = lines.first else { throw .error(status: 400, reason: "Empty request") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3,
              !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
              parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
              parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
        else { throw .error(status: 400, reason: "Malformed request line") }

        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                  colon > line.startIndex,
                  line[..<colon].allSatisfy(isTokenByte)
            else { throw .error(status: 400, reason: "Malformed header line") }
            let rawValue = line[line.index(after: colon)...]
            guard rawValue.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw .error(status: 400, reason: "Malformed header value")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: rawValue, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return HTTPRequest(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self),
            version: String(decoding: parts[2], as: UTF8.self),
            headers: headers
        )
    }

    /// The declared body length: 0 when absent, an error when unusable.
    func bodyLength(limit: Int) throws(HTTPResponse) -> Int {
        if headers["transfer-encoding"] != nil {
            throw .error(status: 501, reason: "Chunked request bodies are not supported")
        }
        guard let text = headers["content-length"] else { return 0 }
        guard !text.isEmpty, text.count <= 12, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let length = Int(text)
        else { throw .error(status: 400, reason: "Invalid Content-Length") }
        guard length <= limit else { throw .error(status: 413, reason: "Payload Too Large") }
        return length
    }

    /// RFC 9110 `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
