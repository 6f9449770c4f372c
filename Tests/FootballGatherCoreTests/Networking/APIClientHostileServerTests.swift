import FakeGatherServer
import Foundation
import Testing
@testable import FootballGatherCore

/// The real client, through URLSession over loopback, against a server that misbehaves on
/// purpose: redirects, oversized and compressed replies, connections that break mid-reply.
@Suite struct APIClientHostileServerTests {
    private func client(of server: FakeGatherServer, replyLimit: Int = APIClient.defaultReplyLimit) -> APIClient {
        APIClient(
            baseURL: server.baseURL, session: APIClient.makeSession(timeout: 10, replyLimit: replyLimit),
            timeout: 10, tokenProvider: { "secret-token" })
    }

    // MARK: - Redirects

    @Test(arguments: [301, 302, 303, 307, 308])
    func redirect_isNeverFollowed_andNamesTheTarget(status: Int) async throws {
        let server = try FakeGatherServer.start()
        let elsewhere = try FakeGatherServer.start()
        defer { server.stop(); elsewhere.stop() }
        let target = elsewhere.baseURL.appendingPathComponent("api/players").absoluteString
        server.setFault(.redirect(status: status, location: target))
        let client = client(of: server)

        // The request's own path left out: the address --server takes.
        await #expect(throws: APIError.redirected(server: client.server, location: elsewhere.baseURL.absoluteString)) {
            try await client.send(Endpoints.players())
        }
        await #expect(throws: APIError.redirected(server: client.server, location: target)) {
            try await client.send(Endpoints.login(username: "ana", passwordHash: SHA256.hexDigest("pw")))
        }
        #expect(elsewhere.requests.isEmpty, "credentials must never reach the redirect's target")
        #expect(server.requests.count == 2, "each request sent once, to the configured server only")
    }

    /// A network's sign-in page redirects every request to a host of its own: the server
    /// cannot be reached, and the bearer token and the login's password hash stay here.
    @Test(arguments: [302, 307])
    func redirect_toASignInPageElsewhere_isUnreachable_andCarriesNoCredentials(status: Int) async throws {
        let server = try FakeGatherServer.start()
        let portal = try FakeGatherServer.start()
        defer { server.stop(); portal.stop() }
        let target = portal.baseURL.absoluteString + "/login?continue=pitch"
        server.setFault(.redirect(status: status, location: target))
        let client = client(of: server)
        let expected = APIError.unreachable(Unreachable(server: client.server, reason: .notTheAPI(.redirect(location: target))))

        await #expect(throws: expected) { try await client.send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) }
        await #expect(throws: expected) {
            try await client.send(Endpoints.login(username: "ana", passwordHash: SHA256.hexDigest("pw")))
        }
        #expect(portal.requests.isEmpty, "the portal received \(portal.requests.map(\.path))")
        #expect(server.requests.count == 2)
    }

    /// A server moved under a path (`…/v2`) is no address `--server` takes: the whole target is named.
    @Test func redirect_underAPath_namesTheWholeAddress() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let target = server.baseURL.absoluteString + "/v2/api/players"
        server.setFault(.redirect(status: 301, location: target))
        let client = client(of: server)
        await #expect(throws: APIError.redirected(server: client.server, location: target)) {
            try await client.send(Endpoints.players())
        }
    }

    @Test func redirect_toARelativePath_isShownAsAFullAddress() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.redirect(status: 302, location: "/login?next=/api/players"))
        let client = client(of: server)

        let expected = server.baseURL.absoluteString + "/login?next=/api/players"
        await #expect(throws: APIError.redirected(server: client.server, location: expected)) {
            try await client.send(Endpoints.players())
        }
        #expect(server.requests.count == 1)
    }

    @Test func redirect_isAProtocolError_withTheFix() {
        let error = APIError.redirected(server: "http://a", location: "http://b/api/players")
        #expect(error.nextStep == .useRedirectedAddress)
        #expect(error.failureKind == .protocolError)
        #expect(!error.isTransient)
    }

    // MARK: - Size and encoding

    @Test func theSession_isEphemeral_uncached_andSixConnectionsWide() {
        let session = APIClient.makeSession()
        #expect(session.configuration.urlCache == nil)
        #expect(session.configuration.httpMaximumConnectionsPerHost == 6)
        #expect(session.delegate is TransferDelegate)
    }

    @Test func requests_askForNoCompression() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = try? await client(of: server).send(Endpoints.users())
        #expect(server.requests.first?.header("Accept-Encoding") == "identity")
    }

    static func notAskedFor(_ coding: String) -> APIError {
        .malformedReply(detail: "its body is encoded as \(coding), which gather did not ask for")
    }

    /// 1 MiB of gzip that would inflate to 64 MiB: refused as soon as its head says gzip,
    /// before libcurl (which inflates gzip whatever was asked) makes much of it. The binary
    /// test serves the full 1 GiB bomb and measures the memory.
    @Test func gzipBomb_isRefusedAtItsHead_exit76() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.gzipBomb(inflatedSize: 64 << 20))

        await #expect(throws: Self.notAskedFor("gzip")) { try await client(of: server).send(Endpoints.users()) }
        #expect(Self.notAskedFor("gzip").failureKind == .protocolError)
        #expect(!Self.notAskedFor("gzip").isTransient)
    }

    /// Codings libcurl decodes (gzip, deflate), ones it may not (br, zstd) and ones nobody
    /// does: all refused alike, whether or not the body is really encoded so.
    @Test(arguments: ["gzip", "deflate", "br", "zstd", "x-unheard-of", "GZIP"])
    func encodedReply_isRefused_whateverItsCoding(coding: String) async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.encodedBody(coding: coding))

        await #expect(throws: Self.notAskedFor(coding)) { try await client(of: server).send(Endpoints.players()) }
        #expect(server.requests.count == 1, "an encoded reply is no reason to send again")
    }

    @Test func identityCoding_named_isRead() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.encodedBody(coding: "identity"))
        #expect(try await client(of: server).send(Endpoints.players()).isEmpty)
    }

    @Test func oversizedReply_pastTheLimit_isTooLarge_exit76() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.oversizedBody(size: 4 << 20))

        await #expect(throws: APIError.replyTooLarge(limit: 1 << 20)) {
            try await client(of: server, replyLimit: 1 << 20).send(Endpoints.users())
        }
        #expect(try await client(of: server, replyLimit: 4 << 20).send(Self.bodySize) == 4 << 20)
        #expect(APIError.replyTooLarge(limit: 1).failureKind == .protocolError)
    }

    @Test func plainReply_overASmallLimit_isTooLarge_andAtTheLimit_isRead() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        for index in 0..<40 { server.seedUser(username: "user-\(index)", password: "pw") }
        let size = try await client(of: server).send(Self.bodySize)

        let exact = try await client(of: server, replyLimit: size).send(Endpoints.users())
        #expect(exact.count == 40)
        await #expect(throws: APIError.replyTooLarge(limit: size - 1)) {
            try await client(of: server, replyLimit: size - 1).send(Endpoints.users())
        }
    }

    // MARK: - Broken connections

    @Test(arguments: [Fault.resetMidBody, .truncatedBody, .malformedChunkedBody])
    func connectionBrokenMidReply_isATemporaryFailure_exit75(fault: Fault) async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(fault)
        let client = client(of: server)

        await #expect(throws: APIError.replyCutShort(server: client.server)) {
            try await client.send(Endpoints.players())
        }
        #expect(APIError.replyCutShort(server: "http://a").failureKind == .temporaryFailure)
        #expect(APIError.replyCutShort(server: "http://a").mayHaveReachedServer)
    }

    /// Something answered, but not HTTP: a protocol error (76), never an unreachable server
    /// that this machine's copy would answer for.
    @Test func anAnswerThatIsNotHTTP_isAMalformedReply_exit76() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.notHTTP)
        let error = await #expect(throws: APIError.self) { try await client(of: server).send(Endpoints.players()) }
        guard case .malformedReply? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.failureKind == .protocolError)
    }

    @Test func dropBeforeAnyReply_isConnectionLost_notUnreachable() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.dropConnection)
        let client = client(of: server)
        await #expect(throws: APIError.connectionLost(server: client.server)) {
            try await client.send(Endpoints.players())
        }
    }

    /// `GET /api/users`, read as the size of its decoded body.
    static let bodySize = Request<Int>(method: "GET", path: "/api/users", authorization: .none) { $0.body.count }
}
