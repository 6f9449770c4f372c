import Foundation

extension ServerCore {
    func serve(_ fd: Int32) {
        defer {
            // Removed under the lock before closing, so `shutDownConnections` never hits a reused descriptor.
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

    /// False to close the connection.
    private func respond(to request: HTTPRequest, on fd: Int32) -> Bool {
        let fault = begin(request)
        waitWhileHeld(request)
        pause(latency)
        let answer = self.answer(to: request, fault: fault)
        // Counted as handled before replying, so a client holding its reply never sees its request in flight.
        state.withLock { $0.inFlight -= 1 }
        guard !stopped.load(ordering: .acquiring) else { return false }
        switch answer {
        case .response(let response):
            let keepAlive = request.keepAlive
            let sent = Sockets.sendAll(fd, response.serialized(keepAlive: keepAlive, requestVersion: request.version))
            return sent && keepAlive
        case .broken(let bytes, let reset):
            if Sockets.sendAll(fd, bytes), reset { Sockets.resetOnClose(fd) }
            return false
        case .none:
            return false
        }
    }

    /// The answer `fault` calls for; nil to drop the connection without one.
    private func answer(to request: HTTPRequest, fault: Fault?) -> WireAnswer? {
        switch fault {
        case .serverError(let status, let reason):
            return .response(.error(status: status, reason: reason))
        case .undecodableBody:
            return answer(to: request, fault: .jsonBody("not json"))
        case .jsonBody(let body):
            return .response(HTTPResponse(status: 200, headers: [("content-type", "application/json")], body: Array(body.utf8)))
        case .signInPage:
            return .response(.signInPage)
        case .slowReplies(let target, _) where "\(request.method) \(request.target)" != target:
            return .response(route(request))
        case .slowReply(let seconds), .slowReplies(_, let seconds):
            pause(.seconds(seconds.isFinite ? max(0, seconds) : 0))
            return .response(route(request))
        case .dropConnection:
            return nil
        case .loseReplies:
            _ = route(request)
            return nil
        case .failFirst(_, let status):
            return .response(.error(status: status, reason: "Injected failure (failFirst)"))
        case .redirect(let status, let location):
            return .response(.redirect(status: status, location: location))
        case .gzipBomb(let inflatedSize):
            return .response(.gzipBomb(inflatedSize: inflatedSize))
        case .encodedBody(let coding):
            return .response(HTTPResponse(
                status: 200, headers: [("content-type", "application/json; charset=utf-8"), ("content-encoding", coding)],
                body: Array("[]".utf8)))
        case .oversizedBody(let size):
            return .response(.oversized(size: size))
        case .resetMidBody:
            return .broken(WireAnswer.partialBody, reset: true)
        case .truncatedBody:
            return .broken(WireAnswer.partialBody, reset: false)
        case .malformedChunkedBody:
            return .broken(WireAnswer.malformedChunks, reset: false)
        case .notHTTP:
            return .broken(WireAnswer.notHTTP, reset: false)
        case .refuseConnections, .failAfter, nil:
            return .response(route(request))
        }
    }

    /// Records the request and returns the fault it meets, using up one of a counted fault's uses.
    private func begin(_ request: HTTPRequest) -> Fault? {
        state.withLock { state in
            state.requests.append(RecordedRequest(
                method: request.method, path: request.target, headers: request.headers, body: request.body
            ))
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
            switch state.fault {
            case .failFirst(let count, let status):
                guard count > 0 else {
                    state.fault = nil
                    return nil
                }
                state.fault = count == 1 ? nil : .failFirst(count: count - 1, status: status)
                return .failFirst(count: count, status: status)
            case .failAfter(let target, let count, let status):
                // The target is answered; every request after it meets the failures.
                if "\(request.method) \(request.target)" == target { state.fault = .failFirst(count: count, status: status) }
                return nil
            case .loseReplies(let method, let count):
                guard request.method == method else { return nil }
                state.fault = count <= 1 ? nil : .loseReplies(to: method, count: count - 1)
                return count > 0 ? .loseReplies(to: method, count: count) : nil
            default:
                return state.fault
            }
        }
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        state.withLock { Router.handle(request, store: &$0.store) }
    }
}
