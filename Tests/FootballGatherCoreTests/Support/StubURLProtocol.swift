import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A canned reply for the stub to send.
struct StubReply: Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body: Data = Data()
    /// A transport error instead of a reply.
    var failure: URLError.Code?

    static func json(_ status: Int, _ text: String) -> StubReply {
        StubReply(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    static func fixture(_ status: Int, _ name: String) throws -> StubReply {
        StubReply(status: status, headers: ["Content-Type": "application/json"], body: try Fixture.data(name))
    }

    static func failing(_ code: URLError.Code) -> StubReply { StubReply(status: 0, failure: code) }
}

/// A request as the stub received it.
struct SeenRequest: Sendable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body re-serialised with sorted keys, for comparing with a literal.
    var json: String? {
        guard let object = try? JSONSerialization.jsonObject(with: body),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Answers requests from per-host handlers, so parallel tests (each with its own host)
/// never see each other's replies.
final class StubURLProtocol: URLProtocol {
    typealias Handler = @Sendable (SeenRequest) throws -> StubReply

    private static let handlers = Mutex<[String: Handler]>([:])
    private static let seen = Mutex<[String: [SeenRequest]]>([:])

    static func install(host: String, handler: @escaping Handler) {
        handlers.withLock { $0[host] = handler }
    }

    static func requests(host: String) -> [SeenRequest] { seen.withLock { $0[host] ?? [] } }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let host = request.url?.host ?? ""
        let seenRequest = SeenRequest(
            method: request.httpMethod ?? "GET", path: request.url?.path ?? "",
            headers: request.allHTTPHeaderFields ?? [:], body: Self.body(of: request))
        Self.seen.withLock { $0[host, default: []].append(seenRequest) }
        let handler = Self.handlers.withLock { $0[host] }
        let reply = (try? handler?(seenRequest)) ?? StubReply(status: 599)
        if let code = reply.failure {
            client?.urlProtocol(self, didFailWithError: URLError(code))
            return
        }
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)
        else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: reply.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    private static func body(of request: URLRequest) -> Data {
        if let body = request.httpBody { return body }
        guard let stream = request.httpBodyStream else { return Data() }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
