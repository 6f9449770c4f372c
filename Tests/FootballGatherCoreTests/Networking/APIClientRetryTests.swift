import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client's retry policy, over a scripted transport: which requests it sends again,
/// after which failures, what a create's "did it land?" decides, and what bounds it.
@Suite struct APIClientRetryTests {
    /// A server that answers each send with the next of `replies` (the last one after
    /// that); a nil is a reply lost after the server acted.
    private final class Script: Sendable {
        let replies: [Int?]
        let sends = Mutex(0)
        let headers: [String: String]

        init(_ replies: [Int?], headers: [String: String] = [:]) {
            self.replies = replies
            self.headers = headers
        }

        var count: Int { sends.withLock { $0 } }

        func transport() -> ScriptedTransport {
            ScriptedTransport { request in
                let index = self.sends.withLock { sends in
                    defer { sends += 1 }
                    return sends
                }
                guard let status = self.replies[min(index, self.replies.count - 1)] else {
                    throw APIError.replyCutShort(server: "http://fake.test")
                }
                let url = request.url ?? URL(fileURLWithPath: "/")
                guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: self.headers) else {
                    throw APIError.malformedReply(detail: "no response")
                }
                // As the API words a missing item; a bare 404 would be another web server.
                return (status == 404 ? Data(#"{"error":true,"reason":"Not Found"}"#.utf8) : Data(), response)
            }
        }
    }

    private let score = Score(teamA: 2, teamB: 1)
    private let gather = UUID()

    @Test func put_after503_isSentAgain_untilItLands() async throws {
        let script = Script([503, 503, 204])
        try await script.transport().client().send(Endpoints.setResult(ofGather: gather, score: score))
        #expect(script.count == 3)
    }

    @Test func put_whoseReplyIsLost_isSentAgain() async throws {
        let script = Script([nil, 204])
        try await script.transport().client().send(Endpoints.setResult(ofGather: gather, score: score))
        #expect(script.count == 2)
    }

    @Test func put_stopsAfterItsAttempts_withTheLastFailure() async throws {
        let script = Script([503])
        await #expect(throws: APIError.serverError(status: 503, reason: nil)) {
            try await script.transport().client().send(Endpoints.setResult(ofGather: gather, score: score))
        }
        #expect(script.count == RetryPolicy.immediate.attempts)
    }

    @Test func aRefusal_isNeverSentAgain() async throws {
        let script = Script([400, 204])
        await #expect(throws: APIError.rejected(status: 400, reason: nil)) {
            try await script.transport().client().send(Endpoints.setResult(ofGather: gather, score: score))
        }
        #expect(script.count == 1)
    }

    @Test func get_thatFails_isNotSentAgain() async throws {
        let script = Script([503, 200])
        await #expect(throws: APIError.serverError(status: 503, reason: nil)) {
            try await script.transport().client().send(Endpoints.gathers())
        }
        #expect(script.count == 1)
    }

    @Test func delete_whoseReplyIsLost_andThenFindsNothing_isDone() async throws {
        let script = Script([nil, 404])
        try await script.transport().client().send(Endpoints.deleteGather(id: gather))
        #expect(script.count == 2)
    }

    /// Gone already (another device, or a send libcurl made again unasked and reported only as its 404).
    @Test func delete_thatFindsNothingTheFirstTime_isDone() async throws {
        let script = Script([404])
        try await script.transport().client().send(Endpoints.deleteGather(id: gather))
        #expect(script.count == 1)
    }

    @Test func create_after503_isSentAgain() async throws {
        let script = Script([503, 201], headers: ["Location": "/api/players/7"])
        let id = try await script.transport().client().send(Endpoints.createPlayer(PlayerDraft(name: "Ana")))
        #expect(id == 7)
        #expect(script.count == 2)
    }

    /// A gateway's 502 or 504 may come after the server made it: asked first, then sent again.
    @Test func create_afterAGatewayFailure_thatDidNotLand_isSentAgain_onlyAfterAsking() async throws {
        for status in [502, 504] {
            let script = Script([status, 201], headers: ["Location": "/api/players/7"])
            let asked = Mutex(0)
            let id = try await script.transport().client().send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) {
                asked.withLock { $0 += 1 }
                return nil
            }
            #expect(id == 7)
            #expect(script.count == 2)
            #expect(asked.withLock { $0 } == 1)
        }
    }

    @Test func create_after504_thatLanded_isNotSentAgain() async throws {
        let script = Script([504, 201], headers: ["Location": "/api/players/7"])
        let id = try await script.transport().client().send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) { 40 }
        #expect(id == 40)
        #expect(script.count == 1)
    }

    @Test func create_after504_withoutADidItLandCheck_isNotSentAgain() async throws {
        let script = Script([504, 201], headers: ["Location": "/api/gathers/\(UUID().uuidString)"])
        await #expect(throws: APIError.serverError(status: 504, reason: nil)) {
            try await script.transport().client().send(Endpoints.createGather())
        }
        #expect(script.count == 1)
    }

    /// The first DELETE worked behind a proxy that answered 504: the next finds nothing.
    @Test func delete_after504_andThenFindsNothing_isDone() async throws {
        let script = Script([504, 404])
        try await script.transport().client().send(Endpoints.deleteGather(id: gather))
        #expect(script.count == 2)
    }

    @Test func create_whoseReplyIsLost_withoutADidItLandCheck_isNotSentAgain() async throws {
        let script = Script([nil, 201], headers: ["Location": "/api/gathers/\(UUID().uuidString)"])
        await #expect(throws: APIError.replyCutShort(server: "http://fake.test")) {
            try await script.transport().client().send(Endpoints.createGather())
        }
        #expect(script.count == 1)
    }

    @Test func create_whoseReplyIsLost_andThatLanded_isNotSentAgain() async throws {
        let script = Script([nil, 201], headers: ["Location": "/api/players/8"])
        let asked = Mutex(0)
        let id = try await script.transport().client().send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) {
            asked.withLock { $0 += 1 }
            return 5
        }
        #expect(id == 5)
        #expect(script.count == 1)
        #expect(asked.withLock { $0 } == 1)
    }

    @Test func create_whoseReplyIsLost_andThatDidNotLand_isSentAgain() async throws {
        let script = Script([nil, 201], headers: ["Location": "/api/players/8"])
        let id = try await script.transport().client().send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) { nil }
        #expect(id == 8)
        #expect(script.count == 2)
    }

    @Test func create_whoseReplyIsLost_whenTheCheckCannotTell_isNotSentAgain() async throws {
        let script = Script([nil, 201], headers: ["Location": "/api/players/8"])
        await #expect(throws: APIError.replyCutShort(server: "http://fake.test")) {
            try await script.transport().client().send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) {
                throw APIError.serverError(status: 500, reason: nil)
            }
        }
        #expect(script.count == 1)
    }

    @Test func loginAndRegister_areNeverSentAgain() async throws {
        let login = Script([503, 200])
        await #expect(throws: APIError.serverError(status: 503, reason: nil)) {
            try await login.transport().client().send(Endpoints.login(username: "ana", passwordHash: "x"))
        }
        #expect(login.count == 1)
        let register = Script([500, 201], headers: ["Location": "/api/users/\(UUID().uuidString)"])
        await #expect(throws: APIError.serverError(status: 500, reason: nil)) {
            try await register.transport().client().send(Endpoints.register(username: "ana", passwordHash: "x"))
        }
        #expect(register.count == 1)
    }

    @Test func noRetryBegins_pastTheDeadline() async throws {
        let script = Script([503, 204])
        let client = script.transport().client(retry: RetryPolicy(attempts: 3, firstDelay: .zero, deadline: .zero))
        await #expect(throws: APIError.serverError(status: 503, reason: nil)) {
            try await client.send(Endpoints.setResult(ofGather: gather, score: score))
        }
        #expect(script.count == 1)
    }

    @Test func theStandardPolicy_triesThreeTimes_withinTwiceTheTimeout() {
        let policy = RetryPolicy.standard(timeout: 15)
        #expect(policy.attempts == 3)
        #expect(policy.firstDelay == .milliseconds(200))
        #expect(policy.deadline == .seconds(30))
        #expect(APIClient(baseURL: URL(fileURLWithPath: "/"), timeout: 4).retry.deadline == .seconds(8))
    }
}
