import Foundation

/// Reads successive requests from one connection, keeping bytes that belong to the next one.
struct RequestReader {
    enum Outcome {
        case request(HTTPRequest)
        /// The peer closed (or the socket failed) before a complete request arrived.
        case closed
        /// Answer this, then close the connection.
        case rejected(HTTPResponse)
    }

    static let maxHeadBytes = 64 * 1024
    static let maxBodyBytes = 16 * 1024 * 1024
    private static let terminator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]

    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// `sendContinue` is called when the client waits for `100 Continue` before its body.
    mutating func next(sendContinue: () -> Void) -> Outcome {
        guard let headEnd = readHead() else { return buffer.count > Self.maxHeadBytes ? tooLarge : .closed }
        let head: RequestHead
        switch RequestHead.parse(buffer[0..<headEnd]) {
        case .success(let parsed): head = parsed
        case .failure(let error): return .rejected(error.response)
        }
        buffer.removeFirst(headEnd + Self.terminator.count)
        let length: Int
        switch head.bodyLength(limit: Self.maxBodyBytes) {
        case .success(let value): length = value
        case .failure(let error): return .rejected(error.response)
        }
        if buffer.count < length, head.headers["expect"]?.lowercased() == "100-continue" {
            sendContinue()
        }
        while buffer.count < length {
            guard Sockets.receive(fd, into: &buffer) > 0 else { return .closed }
        }
        let body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return .request(HTTPRequest(
            method: head.method, target: head.target, version: head.version, headers: head.headers, body: body
        ))
    }

    private var tooLarge: Outcome {
        .rejected(.error(status: 431, reason: "Request Header Fields Too Large"))
    }

    /// Index of the blank line ending the head, reading as needed; nil at end of stream or when too large.
    private mutating func readHead() -> Int? {
        var searchFrom = 0
        while true {
            // Tolerate stray CRLFs between requests (RFC 9112 section 2.2).
            while buffer.count >= 2, buffer[0] == 0x0D, buffer[1] == 0x0A {
                buffer.removeFirst(2)
                searchFrom = 0
            }
            if let end = find(Self.terminator, from: searchFrom) { return end }
            searchFrom = max(0, buffer.count - Self.terminator.count + 1)
            guard buffer.count <= Self.maxHeadBytes, Sockets.receive(fd, into: &buffer) > 0 else { return nil }
        }
    }

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= buffer.count {
            if buffer[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
