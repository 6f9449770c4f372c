import Foundation

public enum RawError: Error, Equatable, Sendable {
    case connect(Int32)
    case timedOut
    case closed
    case malformed
}

/// Header names are lowercased.
public struct RawReply: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
    public var jsonObject: Any? { try? JSONSerialization.jsonObject(with: body) }
    public var errorReason: String? {
        guard let object = jsonObject as? [String: Any], object["error"] as? Bool == true else { return nil }
        return object["reason"] as? String
    }
}

/// A blocking HTTP/1.1 client on a raw loopback socket, for exact control over the connection: the tests'
/// wire-level checks, and `make bench`'s baseline of one request after another on one keep-alive connection.
public final class RawConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []

    public init(port: UInt16, timeout: Double = 5) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RawError.connect(errno) }
        self.fd = fd
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        // No close here: a class whose init throws after setting every property still runs
        // deinit, and a second close could hit a descriptor another thread has just opened.
        guard Sockets.connect(fd, port: port) else { throw RawError.connect(errno) }
    }

    deinit { close(fd) }

    public func request(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) throws -> RawReply {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        try write(Array(head.utf8) + Array("\r\n".utf8) + Array(body ?? Data()))
        return try readReply()
    }

    public func write(_ text: String) throws { try write(Array(text.utf8)) }

    public func write(_ bytes: [UInt8]) throws {
        guard Sockets.sendAll(fd, bytes) else { throw RawError.closed }
    }

    public func closeWrite() { shutdown(fd, Int32(SHUT_WR)) }

    public func readReply() throws -> RawReply {
        let terminator: [UInt8] = [13, 10, 13, 10]
        while buffer.firstRange(of: terminator) == nil { try fill() }
        let end = buffer.firstRange(of: terminator)?.lowerBound ?? 0
        let lines = String(decoding: buffer[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeFirst(end + 4)
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else {
            throw RawError.malformed
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw RawError.malformed }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length { try fill() }
        let body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return RawReply(status: status, headers: headers, body: body)
    }

    /// Everything until the server closes (or the timeout).
    public func readToEnd() -> Data {
        while (try? fill()) != nil {}
        defer { buffer.removeAll() }
        return Data(buffer)
    }

    private func fill() throws {
        let count = Sockets.receive(fd, into: &buffer)
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { throw RawError.timedOut }
        guard count > 0 else { throw RawError.closed }
    }
}
