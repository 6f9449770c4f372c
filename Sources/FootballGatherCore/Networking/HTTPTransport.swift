import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Carries one request to the server and brings its reply back: the network (the
/// client's `URLSession`), or in tests a fake that loses replies or holds requests.
public protocol HTTPTransport: Sendable {
    /// The reply, whatever its status. A failure of the transfer itself is an `APIError`
    /// (`connectionLost`, `timedOut`, …) or one the client maps to one.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The network: a session made by `APIClient.makeSession`.
public struct URLSessionTransport: HTTPTransport {
    public let session: URLSession

    public init(session: URLSession) { self.session = session }

    public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await session.cancellableData(for: request)
    }
}
