import Foundation
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The plain-socket transport's connections: kept alive across requests, several for
/// requests side by side and never more than the limit, and a kept connection the server
/// closed tried again once on a new one, only when nothing of a reply came and the
/// request is safe to repeat (never a create).
@Suite struct SocketTransportKeepAliveTests {
    private func client(_ listener: RawHTTPListener, transport: SocketTransport = SocketTransport()) -> APIClient {
        APIClient(baseURL: listener.baseURL, timeout: 10, retry: .never, transport: transport, tokenProvider: { "t" })
    }

    /// What the server answers when all is well: a 201 to a create, an empty list otherwise.
    private static func fine(_ arrival: RawHTTPListener.Arrival) -> RawHTTPListener.Answer {
        arrival.requestLine.hasPrefix("POST")
            ? .reply("HTTP/1.1 201 Created\r\nLocation: /api/players/\(arrival.index)\r\nContent-Length: 0\r\n\r\n")
            : .json("[]")
    }

    @Test func sequentialRequests_fromClientsOnOneTransport_shareOneConnection() async throws {
        let listener = try RawHTTPListener(answer: Self.fine)
        defer { listener.close() }
        let transport = SocketTransport()
        for _ in 0..<3 { _ = try await client(listener, transport: transport).send(Endpoints.players()) }
        #expect(try await client(listener, transport: transport).send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) == 3)
        _ = try await client(listener, transport: transport).send(Endpoints.players())
        #expect(listener.snapshot.connections == 1)
        #expect(listener.snapshot.arrivals.map(\.index) == [0, 1, 2, 3, 4])
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\n[]",
        "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\n[]",
    ])
    func aReplyThatClosesTheConnection_isFollowedByANewOne(reply: String) async throws {
        let listener = try RawHTTPListener { _ in .reply(reply) }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        _ = try await client.send(Endpoints.players())
        #expect(listener.snapshot.connections == 2)
        #expect(listener.snapshot.arrivals.allSatisfy { $0.index == 0 })
    }

    /// The server's idle timeout closed the kept connection before the next request: the
    /// request goes out on a new one.
    @Test func aKeptConnectionTheServerClosed_isNotUsed() async throws {
        let listener = try RawHTTPListener { arrival in .json("[]", close: arrival.connection == 0) }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        await listener.until { $0.closedByServer.contains(0) }
        #expect(try await client.send(Endpoints.players()).isEmpty)
        #expect(listener.snapshot.connections == 2)
    }

    @Test func aConnectionIdleLongerThanTheLimit_isNotUsedAgain() async throws {
        let listener = try RawHTTPListener(answer: Self.fine)
        defer { listener.close() }
        let client = client(listener, transport: SocketTransport(maxIdle: .zero))
        _ = try await client.send(Endpoints.players())
        _ = try await client.send(Endpoints.players())
        #expect(listener.snapshot.connections == 2)
        await listener.until { $0.closedByClient.contains(0) }
    }

    /// The server closes the kept connection just as the next request arrives (the race no
    /// check before sending can see): nothing of a reply came, so it is sent again, once,
    /// on a new connection, as curl does.
    @Test func aKeptConnectionClosedAtTheRequest_isTriedOnceMore_onANewOne() async throws {
        let listener = try RawHTTPListener { arrival in
            arrival.connection == 0 && arrival.index == 1 ? .close : Self.fine(arrival)
        }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        #expect(try await client.send(Endpoints.players()).isEmpty)
        let snapshot = listener.snapshot
        #expect(snapshot.connections == 2)
        #expect(snapshot.arrivals.map { [$0.connection, $0.index] } == [[0, 0], [0, 1], [1, 0]])
    }

    /// The server read the create, then closed: it may have made the player (a lost
    /// reply), so the transport never sends it again; the client's "did it land?" decides.
    @Test func aCreateOnAKeptConnectionClosedAtTheRequest_isNotSentAgain() async throws {
        let listener = try RawHTTPListener { arrival in
            arrival.connection == 0 && arrival.index == 1 ? .close : Self.fine(arrival)
        }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        await #expect(throws: APIError.connectionLost(server: client.server)) {
            try await client.send(Endpoints.createPlayer(PlayerDraft(name: "Ana")))
        }
        #expect(listener.snapshot.arrivals.count == 2, "the create arrived once")
    }

    @Test func aKeptConnectionReset_atTheRequest_isTriedOnceMore() async throws {
        let listener = try RawHTTPListener { arrival in
            arrival.connection == 0 && arrival.index == 1 ? .reset : .json("[]")
        }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        #expect(try await client.send(Endpoints.players()).isEmpty)
        #expect(listener.snapshot.connections == 2)
    }

    /// Part of a reply came: it may not be sent again, and fails as on a new connection.
    @Test func aKeptConnectionBrokenMidReply_isNotTriedAgain() async throws {
        let listener = try RawHTTPListener { arrival in
            arrival.index == 1 ? .reply("HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\n[", close: true) : .json("[]")
        }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        await #expect(throws: APIError.replyCutShort(server: client.server)) { try await client.send(Endpoints.players()) }
        #expect(listener.snapshot.arrivals.count == 2)
        #expect(listener.snapshot.connections == 1)
    }

    /// Both sends of the request meet a closed connection: the second failure is reported
    /// as on a new connection, and there is no third send.
    @Test func aRetryThatFailsToo_isConnectionLost() async throws {
        let listener = try RawHTTPListener { arrival in arrival.index == 0 && arrival.connection == 0 ? .json("[]") : .close }
        defer { listener.close() }
        let client = client(listener)
        _ = try await client.send(Endpoints.players())
        await #expect(throws: APIError.connectionLost(server: client.server)) { try await client.send(Endpoints.players()) }
        #expect(listener.snapshot.arrivals.count == 3)
    }

    @Test func requestsSideBySide_useSeveralConnections_neverMoreThanTheLimit() async throws {
        let listener = try RawHTTPListener { _ in .hold(then: .json("[]")) }
        defer { listener.close() }
        let client = client(listener, transport: SocketTransport(connectionsPerHost: 3))
        try await withThrowingTaskGroup(of: [Player].self) { group in
            for _ in 0..<5 { group.addTask { try await client.send(Endpoints.players()) } }
            await listener.until { $0.held == 3 }
            #expect(listener.snapshot.connections == 3, "the other two wait for a connection")
            listener.release()
            for try await players in group { #expect(players.isEmpty) }
        }
        #expect(listener.snapshot.connections == 3)
        #expect(listener.snapshot.arrivals.count == 5)
    }

    @Test(.timeLimit(.minutes(1)))
    func aRequestWaitingForAConnection_canBeCancelled() async throws {
        let listener = try RawHTTPListener { _ in .hold(then: .json("[]")) }
        defer { listener.close() }
        let transport = SocketTransport(connectionsPerHost: 1)
        let first = Task { try await client(listener, transport: transport).send(Endpoints.players()) }
        await listener.until { $0.held == 1 }
        // The transport itself, which no client's deadline race answers for.
        let request = URLRequest(url: listener.baseURL.appendingPathComponent("api/players"))
        let second = Task { try await transport.data(for: request) }
        second.cancel()
        await #expect(throws: CancellationError.self) { try await second.value }
        listener.release()
        #expect(try await first.value.isEmpty)
        #expect(listener.snapshot.arrivals.count == 1)
    }
}
