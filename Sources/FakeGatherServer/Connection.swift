import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension ServerCore {
    /// Serves one connection until the peer closes, asks to close, or the server stops.
    func serve(_ fd: Int32) {
        defer {
            // Removed under the lock before closing, so `shutDownConnections` can never
            // hit a descriptor number that has been reused.
            state.withLock { _ = $0.connections.remove(fd) }
            close(fd)
        }
        var reader = RequestReader(fd: fd)
        while !stopped.load(ordering: .acquiring) {
            let outcome = reader.next {
                _ = Sockets.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
            }
            switch outcome {
            case .closed:
                return
            case .rejected(let response):
                _ = Sockets.sendAll(fd, response.serialized(keepAlive: false))
                return
            case .request(let request):
                guard respond(to: request, on: fd) else { return }
            }
        }
    }

    /// Answers one request, applying latency and the current fault; false to close the connection.
    private func respond(to request: HTTPRequest, on fd: Int32) -> Bool {
        let fault = begin(request)
        pause(latency)
        let response = reply(to: request, fault: fault)
        // Counted as handled before the reply goes out, so a client holding its reply
        // never sees its own request still in flight.
        state.withLock { $0.inFlight -= 1 }
        guard let response, !stopped.load(ordering: .acquiring) else { return false }
        let keepAlive = request.keepAlive
        let sent = Sockets.sendAll(fd, response.serialized(keepAlive: keepAlive, requestVersion: request.version))
        return sent && keepAlive
    }

    /// The reply `fault` calls for; nil to drop the connection without one.
    private func reply(to request: HTTPRequest, fault: Fault?) -> HTTPResponse? {
        switch fault {
        case .serverError(let status, let reason):
            return .error(status: status, reason: reason)
        case .undecodableBody:
            return HTTPResponse(
                status: 200, headers: [("content-type", "text/html")], body: Array("<html>not json</html>".utf8)
            )
        case .slowReply(let seconds):
            pause(.seconds(seconds.isFinite ? max(0, seconds) : 0))
            return route(request)
        case .dropConnection:
            return nil
        case .failFirst(_, let status):
            return .error(status: status, reason: "Injected failure (failFirst)")
        case .refuseConnections, nil:
            return route(request)
        }
    }

    /// Records the request, counts it in flight and consumes one `failFirst` use.
    private func begin(_ request: HTTPRequest) -> Fault? {
        state.withLock { state in
            state.requests.append(RecordedRequest(
                method: request.method, path: request.target, headers: request.headers, body: request.body
            ))
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
            guard case .failFirst(let count, let status) = state.fault else { return state.fault }
            guard count > 0 else {
                state.fault = nil
                return nil
            }
            state.fault = count == 1 ? nil : .failFirst(count: count - 1, status: status)
            return .failFirst(count: count, status: status)
        }
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        state.withLock { Router.handle(request, store: &$0.store) }
    }
}
