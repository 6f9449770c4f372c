import FakeGatherServer
import Foundation
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `APIClient` on the plain-socket transport over real loopback sockets, against the fake
/// server: what is sent, redirects, 401s, size limits, broken connections, and every way a
/// server cannot be reached, each the same `APIError` as on URLSession.
@Suite struct SocketTransportTests {
    private func makeSUT(_ baseURL: URL, timeout: Double = 10, replyLimit: Int = APIClient.defaultReplyLimit, token: String = "secret-token") -> APIClient {
        APIClient(baseURL: baseURL, timeout: timeout, transport: SocketTransport(replyLimit: replyLimit), tokenProvider: { token })
    }

    // MARK: - Choice

    @Test func plainHTTP_goesOverSockets_unlessAProxyIsSet() throws {
        let server = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(SocketTransport.carries(server, environment: [:]))
        #expect(SocketTransport.carries(server, environment: ["http_proxy": ""]), "an empty variable is no proxy")
        for variable in ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            #expect(!SocketTransport.carries(server, environment: [variable: "http://proxy.test:3128"]))
        }
        #expect(!SocketTransport.carries(try #require(URL(string: "https://gather.example")), environment: [:]))
        #expect(APIClient.standardTransport(for: server, timeout: 5, environment: [:]) is SocketTransport)
        #expect(APIClient.standardTransport(for: server, timeout: 5, environment: ["all_proxy": "socks5://p"]) is URLSessionTransport)
    }

    // MARK: - What is sent

    @Test func aRequest_carriesTheClientsHeaders_theHostWithItsPort_andItsLength() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (_, token) = server.seedUser(username: "ana", password: "pw")
        let client = makeSUT(server.baseURL, token: token)
        _ = try await client.send(Endpoints.createPlayer(PlayerDraft(name: "Ana")))
        _ = try await client.send(Endpoints.players())

        let create = try #require(server.requests.first)
        #expect(create.method == "POST" && create.path == "/api/players")
        #expect(create.header("authorization") == "Bearer \(token)")
        #expect(create.header("content-type") == "application/json")
        #expect(create.header("accept") == "application/json")
        #expect(create.header("accept-encoding") == "identity")
        #expect(create.header("host") == "127.0.0.1:\(server.port)")
        #expect(create.header("content-length") == String(create.body.count))
        #expect(try JSONDecoder().decode(PlayerDraft.self, from: create.body).name == "Ana")
        #expect(server.requests.last?.header("content-length") == nil, "a GET has no body")
    }

    @Test func aQueryAndEscapedPath_areSentAsWritten() async throws {
        let listener = try RawHTTPListener { _ in .json("[]") }
        defer { listener.close() }
        let request = Request<Int>(method: "GET", path: "/api/a%20b?x=1&y=%2F", authorization: .none) { $0.status }
        #expect(try await makeSUT(listener.baseURL).send(request) == 200)
        #expect(listener.snapshot.arrivals.first?.requestLine == "GET /api/a%20b?x=1&y=%2F HTTP/1.1")
    }

    /// Foundation drops a header value with a line break from a `URLRequest`; a header name
    /// that is not a token is refused here, and a token with a line break by the client.
    @Test func aHeaderThatCouldInjectLines_isNeverSent() async throws {
        let listener = try RawHTTPListener { _ in .json("[]") }
        defer { listener.close() }
        var request = URLRequest(url: listener.baseURL.appendingPathComponent("api/players"))
        request.setValue("yes", forHTTPHeaderField: "X-Injected: yes\r\nX-Other")
        await #expect(throws: TransferFailure.self) { try await SocketTransport().data(for: request) }
        let client = makeSUT(listener.baseURL, token: "x\r\nX-Injected: yes")
        await #expect(throws: APIError.unauthorized(server: client.server)) { try await client.send(Endpoints.players()) }
        #expect(listener.snapshot.connections == 0)
    }

    // MARK: - Replies URLSession would return as they are

    @Test(arguments: [301, 302, 307, 308])
    func aRedirect_isNeverFollowed(status: Int) async throws {
        let server = try FakeGatherServer.start()
        let elsewhere = try FakeGatherServer.start()
        defer { server.stop(); elsewhere.stop() }
        let target = elsewhere.baseURL.appendingPathComponent("api/players").absoluteString
        server.setFault(.redirect(status: status, location: target))
        let client = makeSUT(server.baseURL)
        await #expect(throws: APIError.redirected(server: client.server, location: target)) {
            try await client.send(Endpoints.players())
        }
        #expect(elsewhere.requests.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test func a401WithABasicChallenge_isUnauthorized() async throws {
        let body = #"{"error":true,"reason":"User not authenticated."}"#
        let responder = try CannedResponder(reply: "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"gather\"\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        defer { responder.close() }
        let client = makeSUT(try #require(URL(string: "http://127.0.0.1:\(responder.port)")), timeout: 60)
        await #expect(throws: APIError.unauthorized(server: client.server)) { try await client.send(Endpoints.players()) }
    }

    @Test func aSignInPage_isNotTheAPI() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.signInPage)
        let client = makeSUT(server.baseURL)
        await #expect(throws: APIError.unreachable(Unreachable(server: client.server, reason: .notTheAPI(.webPage)))) {
            try await client.send(Endpoints.players())
        }
    }

    // MARK: - Size

    @Test func aGzipBomb_isCutOffAtTheLimit() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.gzipBomb(inflatedSize: 64 << 20))
        await #expect(throws: APIError.replyTooLarge(limit: APIClient.defaultReplyLimit)) {
            try await makeSUT(server.baseURL).send(Endpoints.users())
        }
    }

    @Test func aCompressedReply_underTheLimit_isInflatedWhole() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.gzipBomb(inflatedSize: 1_000_003))
        #expect(try await makeSUT(server.baseURL).send(APIClientHostileServerTests.bodySize) == 1_000_003)
    }

    @Test func aPlainReply_atTheLimit_isRead_andOverIt_isTooLarge() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        for index in 0..<40 { server.seedUser(username: "user-\(index)", password: "pw") }
        let size = try await makeSUT(server.baseURL).send(APIClientHostileServerTests.bodySize)
        #expect(try await makeSUT(server.baseURL, replyLimit: size).send(Endpoints.users()).count == 40)
        await #expect(throws: APIError.replyTooLarge(limit: size - 1)) {
            try await makeSUT(server.baseURL, replyLimit: size - 1).send(Endpoints.users())
        }
    }

    // MARK: - Broken connections

    @Test(arguments: [Fault.resetMidBody, .truncatedBody, .malformedChunkedBody])
    func aConnectionBrokenMidReply_isAReplyCutShort(fault: Fault) async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(fault)
        let client = makeSUT(server.baseURL)
        await #expect(throws: APIError.replyCutShort(server: client.server)) { try await client.send(Endpoints.players()) }
    }

    @Test func aDropBeforeAnyReply_isConnectionLost() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.dropConnection)
        let client = makeSUT(server.baseURL)
        await #expect(throws: APIError.connectionLost(server: client.server)) { try await client.send(Endpoints.players()) }
        #expect(server.requests.count == 1, "a new connection that failed is not tried again")
    }

    // MARK: - Unreachable and slow

    @Test func aClosedPort_isRefused() async throws {
        let closed = try ClosedPort()
        defer { closed.release() }
        let client = makeSUT(try #require(URL(string: "http://127.0.0.1:\(closed.port)")))
        await #expect(throws: APIError.unreachable(Unreachable(server: client.server, reason: .refused))) {
            try await client.send(Endpoints.players())
        }
    }

    @Test func aNameThatDoesNotExist_isAnUnknownHost() async throws {
        let client = makeSUT(try #require(URL(string: "http://no-such-host.invalid:8080")))
        await #expect(throws: APIError.unreachable(Unreachable(server: client.server, reason: .unknownHost))) {
            try await client.send(Endpoints.players())
        }
    }

    @Test func localhost_andAnIPv6Literal_areReached() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        #expect(try await makeSUT(try #require(URL(string: "http://localhost:\(server.port)"))).send(Endpoints.users()).isEmpty)
        let listener = try RawHTTPListener(ipv6: true) { _ in .json("[]") }
        defer { listener.close() }
        #expect(try await makeSUT(listener.baseURL).send(Endpoints.users()).isEmpty)
        #expect(listener.snapshot.arrivals.first?.header("Host") == "[::1]:\(listener.port)")
    }

    @Test func aSilentServer_timesOut() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = makeSUT(try #require(URL(string: "http://127.0.0.1:\(listener.port)")), timeout: 1)
        await #expect(throws: APIError.timedOut(server: client.server)) { try await client.send(Endpoints.players()) }
    }

    /// The transport's own deadline (the request's timeout), without the client's race.
    @Test func aConnectionNeverMade_timesOut_atTheRequestsTimeout() async throws {
        let silent = try FullBacklog()
        defer { silent.close() }
        var request = URLRequest(url: silent.baseURL.appendingPathComponent("api/players"), timeoutInterval: 1)
        request.httpMethod = "GET"
        await #expect(throws: TransferFailure.self) { try await SocketTransport().data(for: request) }
        let client = makeSUT(silent.baseURL, timeout: 1)
        await #expect(throws: APIError.timedOut(server: client.server)) { try await client.send(Endpoints.players()) }
    }

    // MARK: - Cancellation

    @Test(.timeLimit(.minutes(1)))
    func cancelling_whileTheReplyIsAwaited_closesTheSocket() async throws {
        let listener = try RawHTTPListener { _ in .silence }
        defer { listener.close() }
        let client = makeSUT(listener.baseURL, timeout: 3600)
        let request = Task { try await client.send(Endpoints.players()) }
        await listener.until { $0.arrivals.count == 1 }
        request.cancel()
        await #expect(throws: CancellationError.self) { try await request.value }
        await listener.until { $0.closedByClient.contains(0) }
    }

    /// The request timeout is an hour and no client races it: only the cancellation can
    /// end this connect in time (it may land before the connect begins, or during it).
    @Test(.timeLimit(.minutes(1)))
    func cancelling_whileConnecting_endsTheRequest() async throws {
        let silent = try FullBacklog()
        defer { silent.close() }
        let request = URLRequest(url: silent.baseURL.appendingPathComponent("api/players"), timeoutInterval: 3600)
        let transfer = Task { try await SocketTransport().data(for: request) }
        transfer.cancel()
        await #expect(throws: CancellationError.self) { try await transfer.value }
    }

    /// A peer gone while a large body is still being sent: an error, not SIGPIPE. The
    /// responder reads a little, answers and closes; the rest of the body meets a reset.
    @Test func aPeerGoneMidSend_isAnError_notASignal() async throws {
        let responder = try CannedResponder(reply: "HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        defer { responder.close() }
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(responder.port)/api/players")))
        request.httpMethod = "POST"
        request.httpBody = Data(repeating: UInt8(ascii: "x"), count: 16 << 20)
        await #expect(throws: TransferFailure.self) { try await SocketTransport().data(for: request) }
    }
}
