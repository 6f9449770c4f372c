import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct APIClientErrorTests {
    private func error<T>(of request: Request<T>, reply: StubReply, token: String? = "t") async -> APIError? {
        let stub = StubbedClient(token: token) { _ in reply }
        do {
            _ = try await stub.client.send(request)
            return nil
        } catch {
            return error as? APIError
        }
    }

    @Test func status401_isUnauthorized_exit77() async throws {
        let error = try #require(await error(of: Endpoints.players(), reply: try .fixture(401, "error-unauthenticated.json")))
        guard case .unauthorized = error else { Issue.record("got \(error)"); return }
        #expect(error.failureKind == .notAuthorized)
        #expect(error.nextStep == .login)
    }

    @Test func status403_isUnauthorized() async throws {
        let error = await error(of: Endpoints.players(), reply: .json(403, #"{"error":true,"reason":"Forbidden"}"#))
        #expect(error?.failureKind == .notAuthorized)
    }

    @Test func missingToken_failsBeforeSending() async throws {
        let stub = StubbedClient(token: nil) { _ in .json(200, "[]") }
        await #expect(throws: APIError.unauthorized(server: stub.client.server)) {
            try await stub.client.send(Endpoints.players())
        }
        #expect(stub.requests.isEmpty)
    }

    /// A server that echoes what it was sent never gets the token, the Basic credentials or
    /// the password hash printed: each is hidden wherever the reply's text is kept.
    @Test(arguments: [500, 400, 404, 302])
    func aReplyEchoingTheRequest_hidesItsSecrets(status: Int) async throws {
        let token = "SECRETTOKEN+abc/def=="
        let echo: StubURLProtocol.Handler = { request in
            let header = request.header("Authorization") ?? ""
            let encoded = header.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let said = "\(header) \(header.lowercased()) \(encoded) \(Data(header.utf8).base64EncodedString()) \(String(decoding: request.body, as: UTF8.self))"
            guard status != 302 else {
                let query = said.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "+/="))) ?? ""
                return StubReply(status: 302, headers: ["Location": "http://other.test/?said=" + query], body: Data())
            }
            let reason = try JSONSerialization.data(withJSONObject: ["error": true, "reason": "bad " + said])
            return StubReply(status: status, headers: ["Content-Type": "application/json"], body: reason)
        }
        func printed<T>(_ request: Request<T>) async -> String {
            do {
                _ = try await StubbedClient(token: token, handler: echo).client.send(request)
                return ""
            } catch {
                return "\(error)"
            }
        }
        let hash = SHA256.hexDigest("pw")
        let basic = Data("ana:\(hash)".utf8).base64EncodedString()
        let errors = [
            await printed(Endpoints.players()), await printed(Endpoints.login(username: "ana", passwordHash: hash)),
            await printed(Endpoints.register(username: "ana", passwordHash: hash)),
        ]
        for error in errors {
            #expect(!error.isEmpty)
            let forms = [token, hash, basic].flatMap { [$0, $0.lowercased(), $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0] }
                + [Data("Bearer \(token)".utf8).base64EncodedString()]
            for secret in forms { #expect(!error.localizedCaseInsensitiveContains(secret), "\(error)") }
        }
    }

    @Test func status404_isNotFoundWithReason() async throws {
        let error = await error(of: Endpoints.gathers(ofPlayer: 9), reply: try .fixture(404, "error-not-found.json"))
        #expect(error == .notFound(reason: "Not Found"))
        #expect(error?.failureKind == .refused)
    }

    @Test func status400_isRejectedWithTheServersReason() async throws {
        let error = await error(of: Endpoints.createPlayer(PlayerDraft(name: "")), reply: try .fixture(400, "error-decoding.json"))
        #expect(error == .rejected(status: 400, reason: "Value required for key 'name'."))
        #expect(error?.failureKind == .refused)
    }

    @Test func status500_isServerErrorWithReason() async throws {
        let request = Endpoints.register(username: "demo", passwordHash: "x")
        let error = await error(of: request, reply: try .fixture(500, "error-duplicate-user.json"), token: nil)
        #expect(error == .serverError(status: 500, reason: "constraintUniqueFailed: UNIQUE constraint failed: users.username"))
        #expect(error?.failureKind == .temporaryFailure)
        #expect(error?.isTransient == true)
    }

    @Test func status500_withNonJSONBody_hasNoReason() async throws {
        let error = await error(of: Endpoints.players(), reply: StubReply(status: 502, body: Data("<html>bad gateway</html>".utf8)))
        #expect(error == .serverError(status: 502, reason: nil))
    }

    @Test func undecodableBody_isMalformedReply_exit76() async throws {
        let error = await error(of: Endpoints.players(), reply: StubReply(status: 200, body: Data("<html>hello</html>".utf8)))
        guard case .malformedReply = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.failureKind == .protocolError)
    }

    @Test func wrongJSONShape_isMalformedReply() async throws {
        let error = await error(of: Endpoints.players(), reply: .json(200, #"{"players": []}"#))
        #expect(error?.failureKind == .protocolError)
    }

    @Test func created_withoutLocation_isMalformedReply() async throws {
        let error = await error(of: Endpoints.createPlayer(PlayerDraft(name: "A")), reply: StubReply(status: 201))
        #expect(error == .malformedReply(detail: "the 201 reply has no Location header"))
    }

    @Test func created_withIDOfTheWrongKind_isMalformedReply() async throws {
        let uuidForPlayer = await error(
            of: Endpoints.createPlayer(PlayerDraft(name: "A")),
            reply: StubReply(status: 201, headers: ["Location": "/api/players/DC957FCE-6DD6-417E-B433-AB00BACF7C1B"]))
        #expect(uuidForPlayer?.failureKind == .protocolError)
        let intForGather = await error(of: Endpoints.createGather(), reply: StubReply(status: 201, headers: ["Location": "/api/gathers/4"]))
        #expect(intForGather?.failureKind == .protocolError)
    }

    /// Ids below 1 are this machine's own (players added without signal): a server's would be kept and then
    /// refused by the state file's reader.
    @Test(arguments: ["0", "-7"]) func created_playerIDBelowOne_isMalformedReply(id: String) async throws {
        let error = await error(of: Endpoints.createPlayer(PlayerDraft(name: "A")), reply: StubReply(status: 201, headers: ["Location": "/api/players/\(id)"]))
        #expect(error == .malformedReply(detail: "the Location header '/api/players/\(id)' does not end with a valid id"))
    }

    @Test(arguments: [-5, 0]) func playerList_withAnIDBelowOne_isMalformedReply(id: Int) async throws {
        for request in [Endpoints.players(), Endpoints.players(inGather: UUID())] {
            let error = await error(of: request, reply: .json(200, #"[{"id": 1, "name": "A"}, {"id": \#(id), "name": "Neg"}]"#))
            #expect(error == .malformedReply(detail: "player id \(id) is below 1"))
        }
        let twice = await error(of: Endpoints.players(inGather: UUID()), reply: .json(200, #"[{"id": 1, "name": "A"}, {"id": 1, "name": "A"}]"#))
        #expect(twice == nil, "the same pair twice in the server's table")
    }

    @Test func created_readsAbsoluteLocationsAndLowercaseUUIDs() async throws {
        let id = UUID()
        let stub = StubbedClient { _ in
            StubReply(status: 201, headers: ["LOCATION": "http://example.test/api/gathers/\(id.uuidString.lowercased())"])
        }
        #expect(try await stub.client.send(Endpoints.createGather()) == id)
    }

    @Test func unexpectedSuccessStatus_isMalformedReply() async throws {
        let error = await error(of: Endpoints.deletePlayer(id: 1), reply: StubReply(status: 200))
        #expect(error == .malformedReply(detail: "unexpected status 200, expected 204"))
    }

    @Test(arguments: [URLError.Code.cannotConnectToHost, .cannotFindHost, .notConnectedToInternet])
    func transportFailures_areUnreachable_exit69(code: URLError.Code) async throws {
        let error = await error(of: Endpoints.players(), reply: .failing(code))
        guard case .unreachable = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.failureKind == .unavailable)
    }

    @Test func droppedConnection_isTransientConnectionLost_exit75() async throws {
        let error = await error(of: Endpoints.players(), reply: .failing(.badServerResponse))
        #expect(error?.isTransient == true)
        #expect(error?.failureKind == .temporaryFailure)
    }

    @Test func urlTimeout_isTimedOut_exit75() async throws {
        let error = await error(of: Endpoints.players(), reply: .failing(.timedOut))
        guard case .timedOut = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.failureKind == .temporaryFailure)
    }

    @Test func connectionRefused_onAClosedLoopbackPort_isUnreachable() async throws {
        let closed = try ClosedPort()
        defer { closed.release() }
        let port = closed.port
        let client = APIClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), timeout: 5, tokenProvider: { "t" })
        await #expect(throws: APIError.unreachable(Unreachable(server: "http://127.0.0.1:\(port)", reason: .refused))) {
            try await client.send(Endpoints.players())
        }
    }

    /// On this Foundation a 401 carrying `WWW-Authenticate: Basic` hangs forever unless the
    /// session's delegate cancels the challenge.
    @Test func status401_withABasicChallenge_doesNotHang() async throws {
        let body = #"{"error":true,"reason":"User not authenticated."}"#
        let responder = try CannedResponder(reply: "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"gather\"\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        defer { responder.close() }
        let server = "http://127.0.0.1:\(responder.port)"
        // Without the fix the request only ends at the 60 s deadline, as a timeout.
        let client = APIClient(baseURL: try #require(URL(string: server)), timeout: 60, tokenProvider: { "t" })
        await #expect(throws: APIError.unauthorized(server: server)) { try await client.send(Endpoints.players()) }
    }

    /// A server that takes the connection and never answers is a timeout naming it (how
    /// soon is `make bench`'s and `FaultEndToEndTests`' `--timeout` check, not a unit test's).
    @Test func aSilentServer_isATimeout_namingTheServer() async throws {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = APIClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(listener.port)")), timeout: 1, tokenProvider: { "t" })
        await #expect(throws: APIError.timedOut(server: "http://127.0.0.1:\(listener.port)")) {
            try await client.send(Endpoints.players())
        }
    }
}
