import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One TCP connection to a server, non-blocking, every wait bounded by `poll` and a
/// deadline. It is used by one exchange at a time (the pool lends it), on a thread that
/// may block; `Interrupter` wakes it when the exchange's task is cancelled.
final class SocketConnection: Sendable {
    let endpoint: Endpoint
    private let socket: Int32
    private let closed = Atomic<Bool>(false)

    private init(endpoint: Endpoint, socket: Int32) {
        self.endpoint = endpoint
        self.socket = socket
    }

    deinit { close() }

    /// Looks the host up, then connects to each of its addresses in turn until one answers.
    static func open(
        to endpoint: Endpoint, until deadline: ContinuousClock.Instant, interrupter: Interrupter
    ) throws(SocketFailure) -> SocketConnection {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        // The lookup blocks and cannot be interrupted: a cancellation is seen once it ends.
        let looked = getaddrinfo(endpoint.host, String(endpoint.port), &hints, &found)
        defer { if let found { freeaddrinfo(found) } }
        guard !interrupter.isCancelled else { throw .cancelled }
        guard looked == 0, let first = found else { throw .notConnected(.cannotFindHost) }

        var failures: [SocketFailure] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            do throws(SocketFailure) {
                let socket = try connect(to: address.pointee, until: deadline, interrupter: interrupter)
                return SocketConnection(endpoint: endpoint, socket: socket)
            } catch .cancelled {
                throw .cancelled
            } catch .timedOut {
                throw .notConnected(.timedOut)
            } catch {
                failures.append(error)
            }
            next = address.pointee.ai_next
        }
        // The most telling of the addresses' failures, as `TCPConnectCheck` chooses.
        throw failures.contains(.notConnected(.cannotConnectToHost))
            ? .notConnected(.cannotConnectToHost) : failures.first ?? .notConnected(.cannotConnectToHost)
    }

    private static func connect(
        to address: addrinfo, until deadline: ContinuousClock.Instant, interrupter: Interrupter
    ) throws(SocketFailure) -> Int32 {
        let flags = address.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let socket = Glibc.socket(address.ai_family, flags, address.ai_protocol)
        guard socket >= 0 else { throw .notConnected(.cannotConnectToHost) }
        guard interrupter.attach(socket) else {
            Glibc.close(socket)
            throw .cancelled
        }
        do throws(SocketFailure) {
            if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) != 0 {
                guard errno == EINPROGRESS else { throw SocketFailure.notConnected(reason(errno)) }
                try wait(for: POLLOUT, on: socket, until: deadline, interrupter: interrupter)
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else {
                    throw SocketFailure.notConnected(.cannotConnectToHost)
                }
                if interrupter.isCancelled { throw SocketFailure.cancelled }
                guard error == 0 else { throw SocketFailure.notConnected(reason(error)) }
            }
        } catch {
            interrupter.detach(socket)
            Glibc.close(socket)
            throw error
        }
        // Each request leaves in one send: no reason to let Nagle hold any of it.
        var on: Int32 = 1
        _ = setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return socket
    }

    private static func reason(_ code: Int32) -> URLError.Code {
        switch code {
        case ENETUNREACH, EHOSTUNREACH, ENETDOWN, EHOSTDOWN: .notConnectedToInternet
        case ETIMEDOUT: .timedOut
        default: .cannotConnectToHost
        }
    }

    /// The exchange that borrows this connection waits on it from now on.
    func attach(to interrupter: Interrupter) throws(SocketFailure) {
        guard interrupter.attach(socket) else { throw .cancelled }
    }

    /// Sends all of `bytes`; `MSG_NOSIGNAL`: a closed peer is an error here, not a SIGPIPE.
    func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant, interrupter: Interrupter) throws(SocketFailure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.send(socket, buffer.baseAddress.map { $0 + sent }, buffer.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                sent += count
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                try Self.wait(for: POLLOUT, on: socket, until: deadline, interrupter: interrupter)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                throw interrupter.isCancelled ? .cancelled : .broken
            }
        }
    }

    /// Up to `buffer.count` bytes of the reply; 0 when the peer closed the connection.
    func receive(into buffer: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant, interrupter: Interrupter) throws(SocketFailure) -> Int {
        while true {
            let count = recv(socket, buffer.baseAddress, buffer.count, 0)
            if interrupter.isCancelled { throw .cancelled }
            if count >= 0 { return count }
            switch errno {
            case EAGAIN, EWOULDBLOCK: try Self.wait(for: POLLIN, on: socket, until: deadline, interrupter: interrupter)
            case EINTR: continue
            default: throw .broken
            }
        }
    }

    /// Whether an idle connection can carry another request: the server has neither
    /// closed it nor sent anything unasked (either makes it readable).
    var isReusable: Bool {
        guard !closed.load(ordering: .acquiring) else { return false }
        var watch = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&watch, 1, 0) == 0
    }

    /// Closes the socket, first taking it from `interrupter`, which may still hold it.
    func close(detachingFrom interrupter: Interrupter) {
        interrupter.detach(socket)
        close()
    }

    func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Glibc.close(socket)
    }

    private static func wait(
        for events: Int32, on socket: Int32, until deadline: ContinuousClock.Instant, interrupter: Interrupter
    ) throws(SocketFailure) {
        var watch = pollfd(fd: socket, events: Int16(events), revents: 0)
        while true {
            if interrupter.isCancelled { throw .cancelled }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw .timedOut }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&watch, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .broken }
        }
    }
}
