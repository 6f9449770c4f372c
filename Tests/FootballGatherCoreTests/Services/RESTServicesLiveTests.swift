import FakeGatherServer
import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

/// The REST services over real loopback sockets, against the fake server.
@Suite struct RESTServicesLiveTests {
    @Test func everyEndpoint_worksAgainstTheFakeServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let tokens = TokenBox()
        let client = APIClient(baseURL: server.baseURL, timeout: 5, tokenProvider: { tokens.token })
        let auth = RESTAuthService(client: client)
        let players = RESTPlayerService(client: client)
        let gathers = RESTGatherService(client: client)

        let userID = try await auth.register(username: "demo-user", password: "demo-password")
        let login = try await auth.login(username: "demo-user", password: "demo-password")
        #expect(login.userID == userID)
        tokens.token = login.token
        #expect(try await auth.users().map(\.username) == ["demo-user"])
        #expect(try await client.send(Endpoints.user(id: userID)).username == "demo-user")

        let johnID = try await players.createPlayer(PlayerDraft(name: "John", age: 18, skill: .beginner, preferredPosition: .goalkeeper, favouriteTeam: "FC Team United"))
        let anaID = try await players.createPlayer(PlayerDraft(name: "Ana"))
        try await players.updatePlayer(id: anaID, with: PlayerDraft(name: "Ana", skill: .professional))
        #expect(try await players.players() == [
            Player(id: johnID, name: "John", age: 18, skill: .beginner, preferredPosition: .goalkeeper, favouriteTeam: "FC Team United"),
            Player(id: anaID, name: "Ana", skill: .professional),
        ])

        let gatherID = try await gathers.createGather()
        try await gathers.addPlayer(id: johnID, toGather: gatherID, team: .teamA)
        try await gathers.addPlayer(id: anaID, toGather: gatherID, team: .teamB)
        #expect(Set(try await gathers.players(inGather: gatherID).map(\.id)) == [johnID, anaID])
        try await gathers.setResult(ofGather: gatherID, score: Score(teamA: 1, teamB: 1))
        #expect(try await gathers.gathers() == [Gather(id: gatherID, userId: userID, score: "1-1", winnerTeam: "None")])
        #expect(try await players.gathers(ofPlayer: johnID).map(\.id) == [gatherID])

        let passwordSent = server.requests.first { $0.path == "/api/users" && $0.method == "POST" }
        #expect(passwordSent.map { String(decoding: $0.body, as: UTF8.self) }?.contains(SHA256.hexDigest("demo-password")) == true)

        try await players.deletePlayer(id: anaID)
        try await gathers.deleteGather(id: gatherID)
        #expect(try await gathers.gathers().isEmpty)
        try await players.deletePlayer(id: anaID)  // gone already: what was asked
        try await gathers.deleteGather(id: gatherID)
        #expect(server.requests.filter { $0.method == "DELETE" }.count == 4)

        try await client.send(Endpoints.deleteAccount())
        await #expect(throws: APIError.unauthorized(server: client.server)) { try await players.players() }
    }

    @Test func login_withAWrongPassword_isUnauthorized() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "right")
        let auth = RESTAuthService(client: APIClient(baseURL: server.baseURL, timeout: 5))
        await #expect(throws: APIError.unauthorized(server: server.baseURL.absoluteString)) {
            try await auth.login(username: "ana", password: "wrong")
        }
    }

    @Test func register_aTakenUsername_isTheCurrentServersBare500() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        _ = server.seedUser(username: "ana", password: "x")
        let auth = RESTAuthService(client: APIClient(baseURL: server.baseURL, timeout: 5))
        await #expect(throws: APIError.serverError(status: 500, reason: "Something went wrong.")) {
            try await auth.register(username: "ana", password: "y")
        }
    }
}

/// The token the test's client sends, set once logged in.
final class TokenBox: Sendable {
    private let stored = Mutex<String?>(nil)

    var token: String? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
