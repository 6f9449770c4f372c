import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback port bound but never listened on: connecting is refused, and no other
/// test's server can take the port while this is open (a stopped server's port can be).
final class ReservedClosedPort: Sendable {
    let url: URL
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard descriptor >= 0, bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))") else {
            throw CocoaError(.fileWriteUnknown)
        }
        self.url = url
    }

    deinit { close(descriptor) }
}
