import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback HTTP/1.1 server whose every answer the test writes as raw bytes: hostile
/// replies (garbage, bad chunks, cut bodies, endless headers), closes and resets, replies
/// held until released. It counts connections and requests, and a test waits for those
/// events (`until`), never for a clock.
final class RawHTTPListener: Sendable {
    /// One request as it arrived: on which connection (0, 1, …), its index there, its head.
    struct Arrival: Sendable {
        let connection: Int
        let index: Int
        let head: String
        let body: [UInt8]

        /// `GET /path`, say.
        var requestLine: String { head.components(separatedBy: "\r\n").first ?? "" }

        func header(_ name: String) -> String? {
            head.components(separatedBy: "\r\n").dropFirst().lazy.compactMap { line -> String? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == name.lowercased() else { return nil }
                return parts[1].trimmingCharacters(in: .whitespaces)
            }.first
        }
    }

    enum Answer: Sendable {
        /// These bytes; the connection then stays open for the next request unless `close`.
        case bytes([UInt8], close: Bool)
        /// Closes the connection without a reply.
        case close
        /// Resets the connection (TCP RST) without a reply.
        case reset
        /// Waits for `release()`, then answers with `then`.
        indirect case hold(then: Answer)
        /// The head, then header lines without end until the client goes away.
        case endlessHead
        /// No reply: the connection stays open until the client closes it.
        case silence

        static func reply(_ text: String, close: Bool = false) -> Answer { .bytes(Array(text.utf8), close: close) }

        /// A `200` with a JSON body and its `Content-Length`.
        static func json(_ body: String, extraHeaders: String = "", close: Bool = false) -> Answer {
            .reply("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(extraHeaders)Content-Length: \(body.utf8.count)\r\n\r\n\(body)", close: close)
        }
    }

    struct Snapshot: Sendable {
        var connections = 0
        var closedByServer: Set<Int> = []
        var closedByClient: Set<Int> = []
        var arrivals: [Arrival] = []
        var held = 0
    }

    private struct State {
        var snapshot = Snapshot()
        var released = false
        var open: [Int32] = []
        var stopped = false
        var waiters: [(id: UUID, condition: @Sendable (Snapshot) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    }

    let port: UInt16
    /// The address to connect to: `127.0.0.1`, or `[::1]` for an IPv6 listener.
    let host: String
    private let descriptor: Int32
    private let state = Mutex(State())
    private let releaseGate = DispatchSemaphore(value: 0)

    var baseURL: URL { URL(string: "http://\(host):\(port)") ?? URL(fileURLWithPath: "/") }
    var snapshot: Snapshot { state.withLock { $0.snapshot } }

    /// `answer` is asked once per request, on the connection's own thread.
    init(ipv6: Bool = false, answer: @escaping @Sendable (Arrival) -> Answer) throws {
        (descriptor, port) = try ipv6 ? LoopbackSocket.listenIPv6() : LoopbackSocket.listen()
        host = ipv6 ? "[::1]" : "127.0.0.1"
        let listener = descriptor
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                // `close()` shut the listener down; closed here, once nothing accepts on its
                // number, so that accept never reaches a socket another test opened since.
                guard connection >= 0 else {
                    _ = Glibc.close(listener)
                    return
                }
                let number = state.withLock { state -> Int? in
                    guard !state.stopped else { return nil }
                    state.open.append(connection)
                    state.snapshot.connections += 1
                    return state.snapshot.connections - 1
                }
                guard let number else {
                    _ = Glibc.close(connection)
                    return
                }
                notify()
                Thread.detachNewThread { [self] in serve(connection, number: number, answer: answer) }
            }
        }
    }

    /// Lets every held reply go, and holds no more.
    func release() {
        let held = state.withLock { state in
            state.released = true
            return state.snapshot.held
        }
        for _ in 0..<held { releaseGate.signal() }
    }

    /// Returns once `condition` holds for what the server saw, or the test is cancelled.
    func until(_ condition: @escaping @Sendable (Snapshot) -> Bool) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state in
                    if Task.isCancelled || condition(state.snapshot) { return true }
                    state.waiters.append((id, condition, continuation))
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            waiting?.resume()
        }
    }

    /// Stops accepting and wakes every connection. Descriptors are shut down, never closed
    /// here: their threads close them, and a connection's only after taking it out of
    /// `open` under the same lock, so no number another test has reused is touched.
    func close() {
        state.withLock { state in
            state.stopped = true
            state.released = true
            for connection in state.open { _ = shutdown(connection, Int32(SHUT_RDWR)) }
        }
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        for _ in 0..<64 { releaseGate.signal() }
    }

    // MARK: - Serving

    private func serve(_ connection: Int32, number: Int, answer: @escaping @Sendable (Arrival) -> Answer) {
        var reader = RequestBytes(socket: connection)
        var index = 0
        var closedByServer = true
        defer {
            state.withLock { state in
                state.open.removeAll { $0 == connection }
                if closedByServer { state.snapshot.closedByServer.insert(number) } else { state.snapshot.closedByClient.insert(number) }
            }
            _ = Glibc.close(connection)
            notify()
        }
        while let (head, body) = reader.next() {
            let arrival = Arrival(connection: number, index: index, head: head, body: body)
            index += 1
            state.withLock { $0.snapshot.arrivals.append(arrival) }
            notify()
            guard act(answer(arrival), on: connection) else { return }
        }
        closedByServer = false
    }

    /// False once the connection is to be closed.
    private func act(_ answer: Answer, on connection: Int32) -> Bool {
        switch answer {
        case .bytes(let bytes, let close):
            return Self.send(bytes, on: connection) && !close
        case .close:
            return false
        case .reset:
            var linger = linger(l_onoff: 1, l_linger: 0)
            _ = setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            return false
        case .hold(let then):
            let wait = state.withLock { state in
                state.snapshot.held += 1
                return !state.released
            }
            notify()
            if wait { releaseGate.wait() }
            return act(then, on: connection)
        case .silence:
            return true
        case .endlessHead:
            guard Self.send(Array("HTTP/1.1 200 OK\r\n".utf8), on: connection) else { return false }
            let line = Array("X-Padding: \(String(repeating: "a", count: 1000))\r\n".utf8)
            while Self.send(line, on: connection) {}
            return false
        }
    }

    private static func send(_ bytes: [UInt8], on connection: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private func notify() {
        let ready = state.withLock { state in
            let snapshot = state.snapshot
            let ready = state.waiters.filter { $0.condition(snapshot) }.map(\.continuation)
            state.waiters.removeAll { $0.condition(snapshot) }
            return ready
        }
        ready.forEach { $0.resume() }
    }
}

/// Requests read off one connection: a head to its blank line, then `Content-Length` bytes.
private struct RequestBytes {
    let socket: Int32
    private var buffer: [UInt8] = []

    init(socket: Int32) { self.socket = socket }

    /// Nil once the client closed the connection (or it broke).
    mutating func next() -> (head: String, body: [UInt8])? {
        let end = Array("\r\n\r\n".utf8)
        while true {
            if let range = buffer.firstRange(of: end) {
                let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
                let length = head.components(separatedBy: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingCharacters(in: .whitespaces))
                }.first ?? 0
                while buffer.count < range.upperBound + length {
                    guard receive() else { return nil }
                }
                let body = Array(buffer[range.upperBound..<range.upperBound + length])
                buffer.removeFirst(range.upperBound + length)
                return (head, body)
            }
            guard receive() else { return nil }
        }
    }

    private mutating func receive() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }
}
