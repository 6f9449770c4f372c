import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Connects over TCP to the server's host and port and closes at once, sending nothing: each address of the
/// name is tried in turn with a nonblocking `connect` that `poll` bounds, all within one time limit.
public struct TCPConnectCheck: ConnectCheck {
    public init() {}

    public func connect(to url: URL, within seconds: Double) async -> Unreachable.Reason? {
        guard let host = url.host, !host.isEmpty else { return .unknownHost }
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        // The name lookup blocks and has no time limit of its own: it is raced too.
        do {
            return try await firstOf({ await Self.offThread { SocketConnect.attempt(host: name, port: port, within: seconds) } },
                orAfter: seconds) { CancellationError() }
        } catch {
            return .noConnection(within: seconds)
        }
    }

    private static func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }
}

enum SocketConnect {
    static func attempt(host: String, port: Int, within seconds: Double) -> Unreachable.Reason? {
        let deadline = ContinuousClock.now + .milliseconds(Int((seconds * 1000).rounded(.up)))
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return .unknownHost }
        defer { freeaddrinfo(first) }

        var failures: [Unreachable.Reason] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            guard let failure = connectOnce(to: address.pointee, until: deadline, within: seconds) else { return nil }
            // The most telling of the addresses' failures: time ran out, else a refusal.
            if failure == .noConnection(within: seconds) { return failure }
            failures.append(failure)
            next = address.pointee.ai_next
        }
        return failures.contains(.refused) ? .refused : .noRoute
    }

    private static func connectOnce(to address: addrinfo, until deadline: ContinuousClock.Instant, within seconds: Double) -> Unreachable.Reason? {
        let flags = address.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(address.ai_family, flags, address.ai_protocol)
        guard descriptor >= 0 else { return .noRoute }
        defer { close(descriptor) }
        if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return nil }
        guard errno == EINPROGRESS else { return reason(errno, within: seconds) }

        var watch = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .noConnection(within: seconds) }
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&watch, 1, milliseconds)
            if ready > 0 { break }
            if ready < 0 && errno != EINTR { return .noRoute }
        }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else { return .noRoute }
        return error == 0 ? nil : reason(error, within: seconds)
    }

    private static func reason(_ code: Int32, within seconds: Double) -> Unreachable.Reason {
        switch code {
        case ECONNREFUSED: .refused
        case ETIMEDOUT: .noConnection(within: seconds)
        default: .noRoute
        }
    }
}
