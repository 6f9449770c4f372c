import Foundation

/// A whole reply, read off a connection.
struct SocketReply: Sendable {
    let head: ReplyHead
    /// Decoded, as `Content-Encoding` says.
    let body: Data
    /// The connection may carry another request: kept alive, framed, nothing left unread.
    let reusable: Bool
}

/// Reads one reply from a stream of bytes (a connection, or in tests a list of chunks):
/// the head within `headLimit` bytes, then the body as its framing says, within the reply
/// limit, then decoded. Every malformed, cut or oversized reply ends in a `SocketFailure`;
/// `progress` says how far it had come.
struct ReplyReader {
    /// Up to the buffer's size of bytes; 0 when the peer closed.
    typealias Source = (UnsafeMutableRawBufferPointer) throws(SocketFailure) -> Int

    /// A head (interim 1xx heads included) or a chunked body's trailers: far above any
    /// real one, small enough that endless headers end early.
    static let headLimit = 64 * 1024
    static let chunkLineLimit = 4096

    private let source: Source
    private let replyLimit: Int
    /// Received and not yet consumed: `buffer[start...]`.
    private var buffer: [UInt8] = []
    private var start = 0
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)
    private(set) var progress = ReplyProgress()

    init(replyLimit: Int, source: @escaping Source) {
        self.replyLimit = replyLimit
        self.source = source
    }

    mutating func read(replyTo method: String) throws(SocketFailure) -> SocketReply {
        let head = try readHead()
        progress.headComplete = true
        let (framing, reusable) = try head.framing(for: method)
        let coding = try ContentCoding(head.values("Content-Encoding"))
        let wire = try readBody(framing, limit: coding.wireLimit(decodedLimit: replyLimit))
        let body = try coding.decode(wire, limit: replyLimit)
        return SocketReply(head: head, body: body, reusable: reusable && head.keepsAlive && start == buffer.count)
    }

    // MARK: - Head

    private mutating func readHead() throws(SocketFailure) -> ReplyHead {
        var budget = Self.headLimit
        while true {
            var statusLine = try statusLineOrNot(within: &budget)
            // Empty lines before a status line are allowed and skipped (RFC 9112, 2.2).
            while statusLine.isEmpty { statusLine = try statusLineOrNot(within: &budget) }
            progress.statusLineComplete = true
            var head = try ReplyHead(statusLine: statusLine[...])
            while true {
                let field = try line(within: &budget, failure: .malformedHead)
                if field.isEmpty { break }
                try head.add(fieldLine: field[...])
            }
            // An interim reply (100 Continue, 103 Early Hints) comes before the real one.
            // Nothing here asks to switch protocols, so a 101 is not an answer.
            guard head.status == 101 || head.status >= 200 else { continue }
            guard head.status != 101 else { throw .malformedHead }
            _ = try head.contentLength()
            return head
        }
    }

    /// The next line; a close before its end is a reply cut short only if what came
    /// could begin a status line, else it is no HTTP reply at all.
    private mutating func statusLineOrNot(within budget: inout Int) throws(SocketFailure) -> [UInt8] {
        do throws(SocketFailure) {
            return try line(within: &budget, failure: .malformedHead)
        } catch .closed {
            let received = buffer[start...].drop { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
            let prefix = "HTTP/1.".utf8
            guard received.elementsEqual(prefix.prefix(received.count)) || received.starts(with: prefix) else {
                throw .malformedHead
            }
            throw .closed
        }
    }

    // MARK: - Body

    private mutating func readBody(_ framing: BodyFraming, limit: Int) throws(SocketFailure) -> Data {
        var body = Data()
        switch framing {
        case .none:
            break
        case .length(let length):
            guard length <= limit else { throw .tooLarge }
            body.reserveCapacity(length)
            try take(length, into: &body)
        case .chunked:
            while true {
                var budget = Self.chunkLineLimit
                let size = try Self.chunkSize(try line(within: &budget, failure: .malformedBody))
                if size == 0 { break }
                guard size <= limit - body.count else { throw .tooLarge }
                try take(size, into: &body)
                var end = 2
                guard try line(within: &end, failure: .malformedBody).isEmpty else { throw .malformedBody }
            }
            var trailers = Self.headLimit
            while try !line(within: &trailers, failure: .malformedBody).isEmpty {}
        case .untilClose:
            repeat {
                let count = buffer.count - start
                guard count <= limit - body.count else { throw .tooLarge }
                append(count, to: &body)
            } while try fill()
        }
        return body
    }

    /// A chunk-size line: hexadecimal digits, then perhaps `;` and extensions, ignored.
    private static func chunkSize(_ line: [UInt8]) throws(SocketFailure) -> Int {
        let digits = line.prefix { $0.isHexDigit }
        let rest = line.dropFirst(digits.count).drop { $0 == .space || $0 == .tab }
        guard !digits.isEmpty, digits.count <= 15, rest.isEmpty || rest.first == UInt8(ascii: ";") else {
            throw .malformedBody
        }
        return digits.reduce(0) { size, digit in
            let value = digit.isDigit ? digit - UInt8(ascii: "0") : (digit | 0x20) - UInt8(ascii: "a") + 10
            return size << 4 | Int(value)
        }
    }

    // MARK: - Bytes

    /// The next line, without its CRLF (or bare LF), charged to `budget`.
    private mutating func line(within budget: inout Int, failure: SocketFailure) throws(SocketFailure) -> [UInt8] {
        var searched = 0
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let length = newline + 1 - start
                guard length <= budget else { throw failure }
                budget -= length
                let end = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
                let line = Array(buffer[start..<end])
                start = newline + 1
                return line
            }
            searched = buffer.count - start
            guard searched < budget else { throw failure }
            guard try fill() else { throw .closed }
        }
    }

    /// The next `count` bytes, appended to `body`.
    private mutating func take(_ count: Int, into body: inout Data) throws(SocketFailure) {
        var left = count
        while left > 0 {
            if start == buffer.count {
                guard try fill() else { throw .closed }
            }
            let chunk = min(left, buffer.count - start)
            append(chunk, to: &body)
            left -= chunk
        }
    }

    private mutating func append(_ count: Int, to body: inout Data) {
        guard count > 0 else { return }
        buffer.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { body.append(base + start, count: count) }
        }
        start += count
    }

    /// Reads more into the buffer; false when the peer closed.
    private mutating func fill() throws(SocketFailure) -> Bool {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start >= scratch.count {
            buffer.removeFirst(start)
            start = 0
        }
        let source = self.source
        var failure: SocketFailure?
        let count = scratch.withUnsafeMutableBytes { raw in
            do throws(SocketFailure) { return try source(raw) } catch { failure = error; return 0 }
        }
        if let failure { throw failure }
        buffer.append(contentsOf: scratch[0..<count])
        progress.received += count
        return count > 0
    }
}
