import Foundation

#if canImport(Glibc)
    import Glibc
#endif

struct SocketError: Error {
    let call: String
}

/// A TCP listener on loopback that accepts connections and never answers.
final class SilentListener: Sendable {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        (descriptor, port) = try LoopbackSocket.listen()
    }

    func close() { _ = Glibc.close(descriptor) }
}

/// A loopback port that nothing listens on: bound once to learn a free number, then closed.
/// A loopback port that refuses connections and stays so: bound, so that no other test's
/// listener can take it meanwhile, but never listening. Closed by `release()`.
struct ClosedPort {
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        (descriptor, port) = try LoopbackSocket.bind()
    }

    func release() { _ = Glibc.close(descriptor) }
}

enum LoopbackSocket {
    static func listen() throws -> (Int32, UInt16) {
        let (descriptor, port) = try bind()
        guard Glibc.listen(descriptor, 16) == 0 else {
            _ = Glibc.close(descriptor)
            throw SocketError(call: "listen")
        }
        return (descriptor, port)
    }

    /// A socket bound to a free loopback port, not listening.
    static func bind() throws -> (Int32, UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            _ = Glibc.close(descriptor)
            throw SocketError(call: "bind")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            _ = Glibc.close(descriptor)
            throw SocketError(call: "getsockname")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}

/// A loopback server that answers every connection with one canned HTTP reply.
final class CannedResponder: Sendable {
    let port: UInt16
    private let descriptor: Int32

    init(reply: String) throws {
        (descriptor, port) = try LoopbackSocket.listen()
        let listener = descriptor
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    _ = Glibc.close(listener)  // only now: `close()` shut it down, and nothing accepts on its number any more
                    return
                }
                var buffer = [UInt8](repeating: 0, count: 65536)
                _ = recv(connection, &buffer, buffer.count, 0)
                let bytes = Array(reply.utf8)
                _ = send(connection, bytes, bytes.count, Int32(MSG_NOSIGNAL))
                _ = Glibc.close(connection)
            }
        }
    }

    /// Wakes the accepting thread, which closes the descriptor as it ends.
    func close() { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
}
