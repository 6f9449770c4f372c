import Foundation
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An API client whose session answers from `StubURLProtocol` under a host of its own.
struct StubbedClient {
    let host = "stub-\(UUID().uuidString.lowercased()).test"
    let client: APIClient

    init(token: String? = "test-token", timeout: Double = 5, handler: @escaping StubURLProtocol.Handler) {
        StubURLProtocol.install(host: host, handler: handler)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self] + (configuration.protocolClasses ?? [])
        let session = APIClient.makeSession(timeout: timeout, configuration: configuration)
        let baseURL = URL(string: "http://\(host)") ?? URL(fileURLWithPath: "/")
        client = APIClient(baseURL: baseURL, session: session, timeout: timeout, tokenProvider: { token })
    }

    var requests: [SeenRequest] { StubURLProtocol.requests(host: host) }
    var lastRequest: SeenRequest? { requests.last }
}
