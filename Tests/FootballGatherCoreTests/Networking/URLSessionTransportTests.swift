import FakeGatherServer
import GatherTestSupport
import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSession as the one transport: its session made once, when the first request needs
/// it, and at most six connections to the server at a time.
@Suite struct URLSessionTransportTests {
    @Test func theSession_isMadeByTheFirstRequest_andKeptForTheRest() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let made = Made()
        let transport = URLSessionTransport {
            made.count.withLock { $0 += 1 }
            return APIClient.makeSession()
        }
        let client = APIClient(baseURL: server.baseURL, timeout: 10, transport: transport)
        #expect(made.count.withLock { $0 } == 0, "no session before a request")

        _ = try await client.send(Endpoints.users())
        _ = try await client.send(Endpoints.users())
        #expect(made.count.withLock { $0 } == 1)
        #expect(server.requests.count == 2)
    }

    @Test func clientsGivenNoTransport_shareTheProcessSession() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = try await APIClient(baseURL: server.baseURL, timeout: 10).send(Endpoints.users())
        _ = try await APIClient(baseURL: server.baseURL, timeout: 5).send(Endpoints.users())
        #expect(server.requests.count == 2)
        #expect(URLSessionTransport.shared.session.delegate is TransferDelegate)
        #expect(URLSessionTransport.shared.session.configuration.httpMaximumConnectionsPerHost == 6)
    }

    /// Nine requests at once against a server that holds them: six reach it together (so
    /// no fewer connections are used), and never a seventh while they are held.
    @Test func parallelRequests_reachTheServerSixAtATime() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.hold("GET", pathPrefix: "/api/users")
        let client = APIClient(baseURL: server.baseURL, session: APIClient.makeSession(timeout: 60), timeout: 60, retry: .never)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<9 { group.addTask { _ = try await client.send(Endpoints.users()) } }
            await server.waitUntilHeld(6)
            #expect(server.maxConcurrentRequests == 6)
            server.releaseHeld()
            try await group.waitForAll()
        }
        #expect(server.maxConcurrentRequests == 6)
        #expect(server.requests.count == 9)
    }
}

/// How many sessions a transport made.
private final class Made: Sendable {
    let count = Mutex(0)
}
