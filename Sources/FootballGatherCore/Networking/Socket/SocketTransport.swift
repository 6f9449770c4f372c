import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain HTTP/1.1 over TCP sockets: the transport of `http://` servers when no proxy is
/// set (`carries(_:environment:)`), with none of URLSession's libcurl machinery to set up
/// or drive. It behaves as `URLSessionTransport` does: redirects are returned, not
/// followed; a 401 is a reply; the decoded body stops at `replyLimit`; every failure is
/// told as FoundationNetworking tells it, so `APIClient` maps it the same.
///
/// Connections are kept alive and reused, up to `connectionsPerHost` at once to a server
/// (URLSession's default too). A kept connection the server has closed is not reused; a
/// request other than a POST sent on a reused connection that the server closed meanwhile,
/// with nothing of a reply read, is sent once more on a new one. Each exchange blocks a thread of its own (a serial dispatch queue, which does not
/// wait for the cooperative pool), bounded by the request's timeout; cancelling its task
/// shuts the socket down at once.
public final class SocketTransport: HTTPTransport {
    public let replyLimit: Int
    private let pool: ConnectionPool

    /// - Parameter maxIdle: a kept connection idle longer is closed rather than used again.
    public init(replyLimit: Int = APIClient.defaultReplyLimit, connectionsPerHost: Int = 6, maxIdle: Duration = .seconds(118)) {
        self.replyLimit = replyLimit
        pool = ConnectionPool(limit: connectionsPerHost, maxIdle: maxIdle)
    }

    /// Whether this transport carries the requests to `baseURL`: plain `http`, and no
    /// proxy in `environment` that URLSession would go through (any of `ProxyEnvironment`'s).
    public static func carries(_ baseURL: URL, environment: [String: String]) -> Bool {
        baseURL.scheme?.lowercased() == "http" && !ProxyEnvironment.isSet(in: environment)
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let outgoing = try OutgoingRequest(request)
        let deadline = ContinuousClock.now + .seconds(max(request.timeoutInterval, 0.001))
        let lease = try await pool.lease(outgoing.endpoint)
        let interrupter = Interrupter()
        let (pool, replyLimit) = (self.pool, self.replyLimit)
        let reply = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<SocketReply, any Error>) in
                DispatchQueue(label: "gather.http.exchange").async {
                    let exchange = Exchange(outgoing: outgoing, deadline: deadline, replyLimit: replyLimit, interrupter: interrupter)
                    continuation.resume(with: exchange.run(on: lease, pool: pool))
                }
            }
        } onCancel: {
            interrupter.cancel()
        }
        guard let url = request.url,
            let response = HTTPURLResponse(
                url: url, statusCode: reply.head.status, httpVersion: "HTTP/1.\(reply.head.minorVersion)",
                headerFields: reply.head.headerFields)
        else { throw TransferFailure.transport(URLError(.badServerResponse), connected: true) }
        return (reply.body, response)
    }
}

/// One request and its reply on a leased connection, run on a thread that may block.
private struct Exchange {
    let outgoing: OutgoingRequest
    let deadline: ContinuousClock.Instant
    let replyLimit: Int
    let interrupter: Interrupter

    /// The reply; the lease always goes back to the pool, its connection kept only when
    /// the reply left it reusable.
    func run(on lease: ConnectionPool.Lease, pool: ConnectionPool) -> Result<SocketReply, any Error> {
        var connection = lease.connection
        var outcome = attempt(&connection)
        // A POST is not sent twice here: a server that closed the connection after reading
        // it may have acted (a lost reply). The client's retry policy asks "did it land?".
        if case .failure(let failure, let progress) = outcome, lease.connection != nil, outgoing.isIdempotent, failure.isStale(after: progress) {
            connection?.close(detachingFrom: interrupter)
            connection = nil
            outcome = attempt(&connection)
        }
        let cancelled = interrupter.finish()
        switch outcome {
        case .success(let reply):
            pool.release(lease, connection: connection, reusable: reply.reusable && !cancelled)
            return .success(reply)
        case .failure(let failure, let progress):
            pool.release(lease, connection: connection, reusable: false)
            return .failure(failure.transferFailure(after: progress, replyLimit: replyLimit))
        }
    }

    private enum Outcome {
        case success(SocketReply)
        case failure(SocketFailure, ReplyProgress)
    }

    /// Sends the request on `connection`, opening one first when it is nil.
    private func attempt(_ connection: inout SocketConnection?) -> Outcome {
        var progress = ReplyProgress()
        do throws(SocketFailure) {
            let open: SocketConnection
            if let connection {
                try connection.attach(to: interrupter)
                open = connection
            } else {
                open = try SocketConnection.open(to: outgoing.endpoint, until: deadline, interrupter: interrupter)
                connection = open
            }
            try open.send(outgoing.bytes, until: deadline, interrupter: interrupter)
            let (deadline, interrupter) = (self.deadline, self.interrupter)
            var reader = ReplyReader(replyLimit: replyLimit) { buffer throws(SocketFailure) in
                try open.receive(into: buffer, until: deadline, interrupter: interrupter)
            }
            do throws(SocketFailure) {
                return .success(try reader.read(replyTo: outgoing.method))
            } catch {
                progress = reader.progress
                throw error
            }
        } catch {
            return .failure(error, progress)
        }
    }
}
