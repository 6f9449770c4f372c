import Foundation
import Testing
@testable import FootballGatherCore

/// `APIClient` on the plain-socket transport against a loopback server that writes its
/// replies byte by byte: each hostile reply ends in the `APIError` URLSession gives for it
/// (checked against FoundationNetworking 6.3.1), never in a crash or a hang.
@Suite struct SocketTransportHostileReplyTests {
    private func error(for answer: RawHTTPListener.Answer, replyLimit: Int = APIClient.defaultReplyLimit) async throws -> (APIError?, RawHTTPListener.Snapshot, String) {
        let listener = try RawHTTPListener { _ in answer }
        defer { listener.close() }
        let client = APIClient(
            baseURL: listener.baseURL, timeout: 10, retry: .never, transport: SocketTransport(replyLimit: replyLimit), tokenProvider: { "t" })
        do {
            _ = try await client.send(Endpoints.players())
            return (nil, listener.snapshot, client.server)
        } catch {
            return (error as? APIError, listener.snapshot, client.server)
        }
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n", "HTTP/1.1 abc OK\r\nContent-Length: 2\r\n\r\n[]", "HTTP/2 200\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: abc\r\n\r\n[]", "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n",
        "SSH-2.0-OpenSSH_9.2\r\n",
    ])
    func aHeadThatIsNotHTTP_isAConnectionThatFailed(reply: String) async throws {
        let (error, _, server) = try await error(for: .reply(reply, close: true))
        #expect(error == .unreachable(Unreachable(server: server, reason: .connectionFailed)))
    }

    @Test func endlessHeaders_areAConnectionThatFailed() async throws {
        let (error, _, server) = try await error(for: .endlessHead)
        #expect(error == .unreachable(Unreachable(server: server, reason: .connectionFailed)))
    }

    @Test(arguments: [RawHTTPListener.Answer.close, .reset, .reply("HTTP/1.1 2", close: true)])
    func aCloseBeforeTheReply_isConnectionLost(answer: RawHTTPListener.Answer) async throws {
        let (error, snapshot, server) = try await error(for: answer)
        #expect(error == .connectionLost(server: server))
        #expect(snapshot.arrivals.count == 1, "a new connection that failed is not tried again")
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[{\"id\":1,",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n[]\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n64\r\n[{\"id\":1,",
        "HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: 2\r\n\r\n[]",
    ])
    func aBodyCutOrBroken_isAReplyCutShort(reply: String) async throws {
        let (error, _, server) = try await error(for: .reply(reply, close: true))
        #expect(error == .replyCutShort(server: server))
    }

    @Test func aChunkedBody_isRead() async throws {
        let listener = try RawHTTPListener { _ in
            .reply("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n[{\"id\r\n13\r\n\":7,\"name\":\"Ana\"}]\r\n0\r\n\r\n")
        }
        defer { listener.close() }
        let client = APIClient(baseURL: listener.baseURL, timeout: 10, transport: SocketTransport(), tokenProvider: { "t" })
        #expect(try await client.send(Endpoints.players()) == [Player(id: 7, name: "Ana")])
    }

    @Test func aBodyUntilClose_andAnInterimReply_areRead() async throws {
        let listener = try RawHTTPListener { arrival in
            arrival.connection == 0
                ? .reply("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n[{\"id\":7,\"name\":\"Ana\"}]", close: true)
                : .reply("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]")
        }
        defer { listener.close() }
        let client = APIClient(baseURL: listener.baseURL, timeout: 10, transport: SocketTransport(), tokenProvider: { "t" })
        #expect(try await client.send(Endpoints.players()) == [Player(id: 7, name: "Ana")])
        #expect(try await client.send(Endpoints.players()).isEmpty)
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nContent-Length: 101\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n65\r\n\(String(repeating: " ", count: 101))\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\n\r\n\(String(repeating: " ", count: 101))",
    ])
    func aBodyOverTheLimit_isTooLarge(reply: String) async throws {
        let (error, _, _) = try await error(for: .reply(reply, close: true), replyLimit: 100)
        #expect(error == .replyTooLarge(limit: 100))
    }

    @Test func aServerAnsweringSlowerThanTheTimeout_timesOut() async throws {
        let listener = try RawHTTPListener { _ in .hold(then: .json("[]")) }
        defer { listener.close(); listener.release() }
        let client = APIClient(baseURL: listener.baseURL, timeout: 1, retry: .never, transport: SocketTransport(), tokenProvider: { "t" })
        await #expect(throws: APIError.timedOut(server: client.server)) { try await client.send(Endpoints.players()) }
    }
}
