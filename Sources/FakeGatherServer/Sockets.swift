#if canImport(Glibc)
import Glibc
#endif

public struct FakeServerError: Error, CustomStringConvertible, Sendable {
    public let operation: String
    public let code: Int32

    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}

enum Sockets {
    /// A non-blocking TCP socket listening on 127.0.0.1; `port` 0 lets the OS choose.
    static func openListener(port: UInt16) throws -> (fd: Int32, port: UInt16) {
        try listen(on: bindSocket(port: port))
    }

    static func listen(on socket: (fd: Int32, port: UInt16)) throws -> (fd: Int32, port: UInt16) {
        // Non-blocking so a connection that vanishes between poll and accept cannot block the loop.
        guard Glibc.listen(socket.fd, 128) == 0, fcntl(socket.fd, F_SETFL, fcntl(socket.fd, F_GETFL) | O_NONBLOCK) == 0 else {
            let error = FakeServerError(operation: "listen", code: errno)
            close(socket.fd)
            throw error
        }
        return socket
    }

    /// Bound to 127.0.0.1 and not listening: it keeps the port this server's while connections are refused.
    static func bindSocket(port: UInt16) throws -> (fd: Int32, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw FakeServerError(operation: "socket", code: errno) }
        func fail(_ operation: String) -> FakeServerError {
            let error = FakeServerError(operation: operation, code: errno)
            close(fd)
            return error
        }
        var yes: Int32 = 1
        guard setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw fail("setsockopt(SO_REUSEADDR)")
        }
        var address = loopback(port: port)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { throw fail("bind(127.0.0.1:\(port))") }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw fail("getsockname") }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    /// Connects `fd` to 127.0.0.1:`port`; false with `errno` set if that fails.
    static func connect(_ fd: Int32, port: UInt16) -> Bool {
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    static func accept(from listener: Int32) -> Int32? {
        let fd = Glibc.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var yes: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        return fd
    }

    /// Writes every byte; false if the peer went away. Never raises SIGPIPE.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return send(fd, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Appends what is available to `buffer`; returns the byte count, 0 at end of stream, -1 on error.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
            return count
        }
    }
}

extension Sockets {
    /// Makes the coming `close` send a TCP reset, once the bytes sent have reached the peer (up to 1 s).
    static func resetOnClose(_ fd: Int32) {
        for _ in 0..<100 {
            var unacknowledged: Int32 = 0
            guard ioctl(fd, UInt(TIOCOUTQ), &unacknowledged) == 0, unacknowledged > 0 else { break }
            usleep(10_000)
        }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    }
}
