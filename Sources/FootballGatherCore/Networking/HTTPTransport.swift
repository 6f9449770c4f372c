import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Carries one request to the server and brings its reply back: plain sockets for an
/// `http://` server (`SocketTransport`), URLSession for `https://` or behind a proxy, or
/// in tests a fake that loses replies or holds requests.
public protocol HTTPTransport: Sendable {
    /// The reply, whatever its status. A failure of the transfer itself is an `APIError`
    /// (`connectionLost`, `timedOut`, …) or one the client maps to one.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The network through URLSession: a session made by `APIClient.makeSession`, made when
/// the first request needs it, not before (making one loads libcurl's machinery).
public final class URLSessionTransport: HTTPTransport {
    private let make: @Sendable () -> URLSession
    private let made = Mutex<URLSession?>(nil)

    public convenience init(session: URLSession) {
        self.init(makeSession: { session })
    }

    public init(makeSession: @escaping @Sendable () -> URLSession) {
        make = makeSession
    }

    public var session: URLSession {
        made.withLock { made in
            if let made { return made }
            let session = make()
            made = session
            return session
        }
    }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await session.cancellableData(for: request)
    }
}
