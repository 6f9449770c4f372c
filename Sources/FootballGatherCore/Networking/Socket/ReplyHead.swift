import Foundation

/// The head of an HTTP/1.x reply: its status line and header fields, with the framing
/// rules of RFC 9112 that say where its body ends and whether the connection may carry
/// another request.
struct ReplyHead: Sendable {
    /// The `x` of `HTTP/1.x`.
    let minorVersion: Int
    let status: Int
    private(set) var fields: [(name: String, value: String)] = []

    /// `HTTP/1.x SP 3DIGIT [SP reason]`; anything else is not an HTTP/1 reply.
    init(statusLine line: ArraySlice<UInt8>) throws(SocketFailure) {
        let bytes = Array(line)
        guard bytes.count >= 12, bytes.starts(with: "HTTP/1.".utf8), bytes[7].isDigit, bytes[8] == .space,
            bytes[9...11].allSatisfy({ $0.isDigit }), bytes.count == 12 || bytes[12] == .space,
            bytes.dropFirst(12).allSatisfy({ $0.isFieldText })
        else { throw .malformedHead }
        minorVersion = Int(bytes[7] - UInt8(ascii: "0"))
        status = bytes[9...11].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard status >= 100 else { throw .malformedHead }
    }

    /// One `name: value` line. A line that begins with a space or tab continues the value
    /// before it (the obsolete line folding), which becomes one space.
    mutating func add(fieldLine line: ArraySlice<UInt8>) throws(SocketFailure) {
        guard line.allSatisfy({ $0.isFieldText }) else { throw .malformedHead }
        if let first = line.first, first == .space || first == .tab {
            guard let last = fields.indices.last else { throw .malformedHead }
            fields[last].value += " " + Self.trimmed(line)
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[..<colon].allSatisfy({ $0.isTokenCharacter })
        else { throw .malformedHead }
        fields.append((String(decoding: line[..<colon], as: UTF8.self), Self.trimmed(line[(colon + 1)...])))
    }

    /// Every value of the field `name`, whatever its case, comma-separated lists split.
    func values(_ name: String) -> [String] {
        var values: [String] = []
        for field in fields where Self.sameName(field.name, name) {
            for part in field.value.utf8.split(separator: UInt8(ascii: ",")) {
                let start = part.firstIndex { $0 != .space && $0 != .tab } ?? part.endIndex
                let end = part[start...].lastIndex { $0 != .space && $0 != .tab }.map { part.index(after: $0) } ?? start
                if start < end { values.append(String(decoding: part[start..<end], as: UTF8.self)) }
            }
        }
        return values
    }

    /// Field names compared as HTTP does: ASCII letters whatever their case.
    private static func sameName(_ one: String, _ other: String) -> Bool {
        one.utf8.count == other.utf8.count && zip(one.utf8, other.utf8).allSatisfy { a, b in
            a == b || (a.isASCIILetter && a | 0x20 == b | 0x20)
        }
    }

    /// The fields for `HTTPURLResponse`; a repeated field's values joined with ", ".
    var headerFields: [String: String] {
        var merged: [String: String] = [:]
        var spelling: [String: String] = [:]
        for field in fields {
            let key = spelling[field.name.lowercased(), default: field.name]
            spelling[field.name.lowercased()] = key
            merged[key] = merged[key].map { $0 + ", " + field.value } ?? field.value
        }
        return merged
    }

    /// HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 closes it unless told
    /// `keep-alive`.
    var keepsAlive: Bool {
        let options = values("Connection").map { $0.lowercased() }
        if options.contains("close") { return false }
        return minorVersion >= 1 || options.contains("keep-alive")
    }

    /// `Content-Length` when it is given: one non-negative number, repeated only as itself.
    /// Anything else is a head that cannot be framed.
    func contentLength() throws(SocketFailure) -> Int? {
        let lengths = values("Content-Length")
        guard let first = lengths.first else { return nil }
        guard first.utf8.count <= 18, first.utf8.allSatisfy({ $0.isDigit }), let length = Int(first),
            lengths.allSatisfy({ $0 == first })
        else { throw .malformedHead }
        return length
    }

    /// Where the body of the reply to `method` ends, and whether the connection can carry
    /// another request after it.
    func framing(for method: String) throws(SocketFailure) -> (framing: BodyFraming, reusable: Bool) {
        let codings = values("Transfer-Encoding").map { $0.lowercased() }
        let length = try contentLength()
        if method == "HEAD" || status == 304 {
            return (.none, codings.isEmpty)
        }
        if status == 204 || status < 200 {
            // No body, whatever the fields say; one announced makes the connection's next
            // bytes uncertain, so it is not used again.
            return (.none, codings.isEmpty && (length ?? 0) == 0)
        }
        if !codings.isEmpty {
            guard codings.last == "chunked", codings.dropLast().allSatisfy({ $0 == "identity" }) else {
                throw .malformedBody
            }
            // Both framings at once is how requests are smuggled: read it, then close.
            return (.chunked, length == nil)
        }
        if let length { return (.length(length), true) }
        return (.untilClose, false)
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let start = bytes.firstIndex { $0 != .space && $0 != .tab } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { $0 != .space && $0 != .tab }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Where a reply's body ends.
enum BodyFraming: Equatable {
    case none
    case length(Int)
    case chunked
    /// Neither length nor chunks: the body is everything until the server closes.
    case untilClose
}
