import Foundation
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The connect timeout through `APIClient`, in memory: a scripted check stands for the
/// TCP connect and a scripted transport for the network.
@Suite struct ConnectGateTests {
    private func makeSUT(_ check: ScriptedConnectCheck, timeout: Double = 3) -> (APIClient, ScriptedTransport) {
        let transport = ScriptedTransport { request in
            let url = request.url ?? URL(fileURLWithPath: "/")
            let created = request.httpMethod == "POST"
            let response = HTTPURLResponse(
                url: url, statusCode: created ? 201 : 200, httpVersion: "HTTP/1.1",
                headerFields: created ? ["Location": "/api/players/7"] : ["Content-Type": "application/json"])
            guard let response else { throw URLError(.badServerResponse) }
            return (Data((created ? "" : "[]").utf8), response)
        }
        let client = APIClient(
            baseURL: URL(string: "http://pitch.test:8080") ?? URL(fileURLWithPath: "/"), timeout: 30, retry: .immediate, transport: transport,
            connectGate: ConnectGate(timeout: timeout, check: check), tokenProvider: { "t" })
        return (client, transport)
    }

    @Test(arguments: [
        Unreachable.Reason.refused, .unknownHost, .noRoute, .noConnection(within: 3),
    ])
    func noConnection_endsReadsAndWritesBeforeAnythingIsSent(reason: Unreachable.Reason) async throws {
        let (client, transport) = makeSUT(ScriptedConnectCheck(reason))
        let expected = APIError.unreachable(Unreachable(server: "http://pitch.test:8080", reason: reason))

        await #expect(throws: expected) { try await client.send(Endpoints.players()) }
        await #expect(throws: expected) { try await client.send(Endpoints.createPlayer(PlayerDraft(name: "Ana"))) }
        await #expect(throws: expected) { try await client.send(Endpoints.deletePlayer(id: 7)) }
        #expect(transport.seen.isEmpty)
        #expect(!expected.mayHaveReachedServer)
        #expect(expected.failureKind == .unavailable)
        #expect(!expected.isTransient)
    }

    @Test func aConnection_isCheckedOncePerProcess_evenForConcurrentFirstRequests() async throws {
        let check = ScriptedConnectCheck(nil)
        let (client, transport) = makeSUT(check)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 { group.addTask { _ = try await client.send(Endpoints.players()) } }
            try await group.waitForAll()
        }
        _ = try await client.send(Endpoints.createPlayer(PlayerDraft(name: "Ana")))
        #expect(check.count == 1)
        #expect(transport.seen.count == 7)
    }

    /// libcurl sends a create on a kept connection, finds it dead with no reply, tries once on a new one and
    /// is refused: past the gate, that create may have landed (a lost answer, not no connection). A read the
    /// same way is still unreachable: it changed nothing.
    @Test func aCreateRefusedPastTheGate_mayHaveLanded() async throws {
        let transport = ScriptedTransport { _ in throw TransferFailure.transport(URLError(.cannotConnectToHost), connected: false) }
        let client = APIClient(
            baseURL: URL(string: "http://pitch.test:8080") ?? URL(fileURLWithPath: "/"), timeout: 30, retry: .immediate, transport: transport,
            connectGate: ConnectGate(check: ScriptedConnectCheck(nil)), tokenProvider: { "t" })
        await #expect(throws: APIError.connectionLost(server: "http://pitch.test:8080")) {
            try await client.send(Endpoints.createPlayer(PlayerDraft(name: "Ana")))
        }
        await #expect(throws: APIError.unreachable(Unreachable(server: "http://pitch.test:8080", reason: .refused))) {
            try await client.send(Endpoints.players())
        }
    }

    @Test func aFailedCheck_isTriedAgainByTheNextRequest() async throws {
        let check = ScriptedConnectCheck(.noConnection(within: 3), nil)
        let (client, transport) = makeSUT(check)
        await #expect(throws: APIError.self) { try await client.send(Endpoints.players()) }
        #expect(try await client.send(Endpoints.players()).isEmpty)
        #expect(check.count == 2)
        #expect(transport.seen.count == 1)
    }

    @Test func theCheck_getsTheGatesTimeout() async throws {
        let check = ScriptedConnectCheck(nil)
        let (client, _) = makeSUT(check, timeout: 0.5)
        _ = try await client.send(Endpoints.players())
        #expect(check.limits == [0.5])
    }

    @Test func withoutAGate_nothingIsChecked() async throws {
        let transport = ScriptedTransport { request in
            let response = request.url.flatMap { HTTPURLResponse(url: $0, statusCode: 200, httpVersion: nil, headerFields: nil) }
            guard let response else { throw URLError(.badServerResponse) }
            return (Data("[]".utf8), response)
        }
        #expect(try await transport.client().send(Endpoints.players()).isEmpty)
    }
}
