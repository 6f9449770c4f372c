import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback address where a connection is never made, as on a link where nothing gets through: a
/// listener with a backlog of 0 whose one queued connection is never accepted. Linux then drops every new
/// connection's SYN, so a connect waits until its caller's time limit, the same way every run.
public final class FullBacklog: Sendable {
    public let port: UInt16
    private let listener: Int32
    private let filler: Int32

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw FakeServerError(operation: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 0) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        let connected = filler >= 0 && withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, length) == 0 }
        }
        guard listening, connected else {
            let error = FakeServerError(operation: listening ? "connect" : "listen", code: errno)
            _ = Glibc.close(listener)
            if filler >= 0 { _ = Glibc.close(filler) }
            throw error
        }
        (self.listener, self.filler, port) = (listener, filler, UInt16(bigEndian: address.sin_port))
    }

    public func close() {
        _ = Glibc.close(filler)
        _ = Glibc.close(listener)
    }
}
