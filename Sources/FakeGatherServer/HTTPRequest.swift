import Foundation

struct HTTPRequest: Sendable {
    let method: String
    /// The request target as sent: path plus any query.
    let target: String
    let version: String
    /// Lowercased names; repeated headers joined with ", ".
    let headers: [String: String]
    let body: Data

    var path: String {
        target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
    }

    var keepAlive: Bool {
        let tokens = (headers["connection"] ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if tokens.contains("close") { return false }
        return version == "HTTP/1.1" || tokens.contains("keep-alive")
    }
}

struct RequestHead {
    let method: String
    let target: String
    let version: String
    let headers: [String: String]

    /// `bytes` is everything before the blank line.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<RequestHead, RequestError> {
        let lines = splitLines(bytes)
        guard let requestLine = lines.first else { return .failure(.malformed("Empty request")) }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3,
              !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
              parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
              parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
        else { return .failure(.malformed("Malformed request line")) }

        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                  colon > line.startIndex,
                  line[..<colon].allSatisfy(isTokenByte)
            else { return .failure(.malformed("Malformed header line")) }
            let rawValue = line[line.index(after: colon)...]
            guard rawValue.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .failure(.malformed("Malformed header value"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: rawValue, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return .success(RequestHead(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self),
            version: String(decoding: parts[2], as: UTF8.self),
            headers: headers
        ))
    }

    /// The declared body length: 0 when absent, an error when unusable.
    func bodyLength(limit: Int) -> Result<Int, RequestError> {
        if headers["transfer-encoding"] != nil {
            return .failure(.unsupported("Chunked request bodies are not supported"))
        }
        guard let text = headers["content-length"] else { return .success(0) }
        guard !text.isEmpty, text.count <= 12, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let length = Int(text)
        else { return .failure(.malformed("Invalid Content-Length")) }
        guard length <= limit else { return .failure(.tooLarge) }
        return .success(length)
    }

    private static func splitLines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A {
                lines.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[start..<bytes.endIndex])
        return lines
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

enum RequestError: Error {
    case malformed(String)
    case unsupported(String)
    case tooLarge

    var response: HTTPResponse {
        switch self {
        case .malformed(let reason): .error(status: 400, reason: reason)
        case .unsupported(let reason): .error(status: 501, reason: reason)
        case .tooLarge: .error(status: 413, reason: "Payload Too Large")
        }
    }
}
