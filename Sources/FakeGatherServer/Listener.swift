import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `close()` wakes the accepting thread through a pipe and waits until it has closed the socket, so when
/// it returns new connections are already refused.
final class Listener: Sendable {
    let port: UInt16
    private let fd: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let closed = Atomic<Bool>(false)

    /// Takes ownership of `socket`, a listening socket from `Sockets.openListener`.
    init(socket opened: (fd: Int32, port: UInt16), onAccept: @escaping @Sendable (Int32) -> Void) throws {
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            let error = FakeServerError(operation: "pipe", code: errno)
            Glibc.close(opened.fd)
            throw error
        }
        for end in pipeFDs { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.fd = opened.fd
        self.port = opened.port
        self.wakeRead = pipeFDs[0]
        self.wakeWrite = pipeFDs[1]
        let thread = Thread { [self] in
            acceptLoop(onAccept)
            Glibc.close(fd)
            Glibc.close(wakeRead)
            finished.signal()
        }
        thread.name = "FakeGatherServer.accept"
        thread.start()
    }

    /// Idempotent; returns once the listening socket is closed.
    func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        finished.wait()
        Glibc.close(wakeWrite)
    }

    private func acceptLoop(_ onAccept: @Sendable (Int32) -> Void) {
        var fds = [
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, fds[1].revents == 0 else { return }
            if let connection = Sockets.accept(from: fd) {
                onAccept(connection)
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ECONNABORTED {
                usleep(10_000)  // e.g. EMFILE: do not spin while descriptors are exhausted
            }
        }
    }
}
