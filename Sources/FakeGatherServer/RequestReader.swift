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
        var request: HTTPRequest
        let length: Int
        do {
            request = try HTTPRequest.parseHead(buffer[0..<headEnd])
            buffer.removeFirst(headEnd + Self.terminator.count)
            length = try request.bodyLength(limit: Self.maxBodyBytes)
        } catch {
            return .rejected(error)
        }
        if buffer.count < length, request.headers["expect"]?.lowercased() == "100-continue" {
            sendContinue()
        }
        while buffer.count < length {
            guard Sockets.receive(fd, into: &buffer) > 0 else { return .closed }
        }
        request.body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return .request(request)
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
            if let end = buffer[searchFrom...].firstRange(of: Self.terminator)?.lowerBound { return end }
            searchFrom = max(0, buffer.count - Self.terminator.count + 1)
            guard buffer.count <= Self.maxHeadBytes, Sockets.receive(fd, into: &buffer) > 0 else { return nil }
        }
    }
}
