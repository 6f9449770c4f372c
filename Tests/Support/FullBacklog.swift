// Debug builds only: it binds through the fake server's sockets, reached with @testable.
#if DEBUG
@testable import FakeGatherServer
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
        let (listener, port) = try Sockets.bindSocket(port: 0)
        let listening = Glibc.listen(listener, 0) == 0
        let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listening, filler >= 0, Sockets.connect(filler, port: port) else {
            let error = FakeServerError(operation: listening ? "connect" : "listen", code: errno)
            _ = Glibc.close(listener)
            if filler >= 0 { _ = Glibc.close(filler) }
            throw error
        }
        (self.listener, self.filler, self.port) = (listener, filler, port)
    }

    public func close() {
        _ = Glibc.close(filler)
        _ = Glibc.close(listener)
    }
}
#endif
