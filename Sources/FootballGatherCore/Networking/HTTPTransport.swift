import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Carries one request to the server and brings its reply back: URLSession
/// (`URLSessionTransport`), or in tests a fake that loses replies or holds requests.
public protocol HTTPTransport: Sendable {
    /// The reply, whatever its status. A failure of the transfer itself is an `APIError`
    /// (`connectionLost`, `timedOut`, …) or one the client maps to one.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The network through URLSession, for `http://` and `https://`, direct or through the
/// proxy the environment names (libcurl reads the proxy variables): a session made by
/// `APIClient.makeSession`, made when the first request needs it, not before (making one
/// loads libcurl's machinery).
public final class URLSessionTransport: HTTPTransport {
    /// The process's one session, for clients given no transport of their own.
    /// FoundationNetworking takes the idle timeout from the session, never from the request,
    /// so this one's is an hour and each client's `timeout` is its hard deadline.
    static let shared = URLSessionTransport { APIClient.makeSession(timeout: 3600) }

    private let make: @Sendable () -> URLSession
    private let made = Mutex<URLSession?>(nil)

    public convenience init(session: URLSession) {
        self.init(makeSession: { session })
    }

    public init(makeSession: @escaping @Sendable () -> URLSession) {
        make = makeSession
    }

    var session: URLSession {
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
