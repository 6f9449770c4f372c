import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Carries a request and brings its reply back: URLSession, or in tests a fake that loses or holds them.
public protocol HTTPTransport: Sendable {
    /// The reply, whatever its status; a failed transfer throws an `APIError` or one the client maps to one.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// URLSession, direct or through the proxy the environment names (libcurl reads the proxy variables); the
/// session, from `APIClient.makeSession`, is made on the first request, not before (it loads libcurl).
public final class URLSessionTransport: HTTPTransport {
    /// The process's one session. FoundationNetworking takes the idle timeout from the session, never the
    /// request, so this one's is an hour and each client's `timeout` is its hard deadline.
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
