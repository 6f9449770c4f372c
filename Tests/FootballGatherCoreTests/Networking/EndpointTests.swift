import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct EndpointTests {
    static let gatherID = UUID(uuidString: "DC957FCE-6DD6-417E-B433-AB00BACF7C1B") ?? UUID()
    static let userID = UUID(uuidString: "939C1E7E-7C2B-4B7E-9C4E-0F3B7B8C1D2A") ?? UUID()

    @Test func everyRequest_sendsJSONContentTypeAndAccept() async throws {
        let stub = StubbedClient { _ in .json(200, "[]") }
        _ = try await stub.client.send(Endpoints.players())
        let request = try #require(stub.lastRequest)
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.header("Accept") == "application/json")
        #expect(request.header("Authorization") == "Bearer test-token")
    }

    @Test func register_postsUsernameAndHash_andReadsUUIDFromLocation() async throws {
        let stub = StubbedClient { _ in StubReply(status: 201, headers: ["Location": "/api/users/\(Self.userID.uuidString)"]) }
        let id = try await stub.client.send(Endpoints.register(username: "demo-user", passwordHash: "41bd"))
        #expect(id == Self.userID)
        let request = try #require(stub.lastRequest)
        #expect(request.method == "POST")
        #expect(request.path == "/api/users")
        #expect(request.json == #"{"password":"41bd","username":"demo-user"}"#)
        #expect(request.header("Authorization") == nil)
    }

    @Test func login_sendsBasicAuth_andDecodesTokenReply() async throws {
        let stub = StubbedClient(token: nil) { _ in try .fixture(200, "login.json") }
        let reply = try await stub.client.send(Endpoints.login(username: "demo-user", passwordHash: "abc123"))
        #expect(reply.token == "v2s4o0XcRgDHF/VojbAmGQ==")
        #expect(reply.userID == Self.userID)
        let request = try #require(stub.lastRequest)
        #expect(request.method == "POST")
        #expect(request.path == "/api/users/login")
        let expected = Data("demo-user:abc123".utf8).base64EncodedString()
        #expect(request.header("Authorization") == "Basic \(expected)")
    }

    @Test func users_listAndOne_areFetchedWithoutAuth() async throws {
        let stub = StubbedClient(token: nil) { request in
            request.path == "/api/users" ? try .fixture(200, "users.json") : try .fixture(200, "user.json")
        }
        let users = try await stub.client.send(Endpoints.users())
        #expect(users.map(\.username) == ["demo-user", "coach"])
        let user = try await stub.client.send(Endpoints.user(id: Self.userID))
        #expect(user == User(id: Self.userID, username: "demo-user"))
        #expect(stub.requests.map(\.path) == ["/api/users", "/api/users/\(Self.userID.uuidString)"])
        #expect(stub.requests.allSatisfy { $0.method == "GET" && $0.header("Authorization") == nil })
    }

    @Test func deleteAccount_isBearerDelete() async throws {
        let stub = StubbedClient { _ in StubReply(status: 204) }
        try await stub.client.send(Endpoints.deleteAccount())
        #expect(stub.lastRequest?.method == "DELETE")
        #expect(stub.lastRequest?.path == "/api/users")
        #expect(stub.lastRequest?.header("Authorization") == "Bearer test-token")
    }

    @Test func players_decodesOmittedOptionals_andKeepsPlayersWithUnknownValues() async throws {
        let stub = StubbedClient { _ in try .fixture(200, "players.json") }
        let players = try await stub.client.send(Endpoints.players())
        #expect(players.count == 4)
        #expect(players[0] == Player(id: 1, name: "John", age: 18, skill: .beginner, preferredPosition: .goalkeeper, favouriteTeam: "FC Team United"))
        #expect(players[1] == Player(id: 2, name: "Ana"))
        var unknown = Player(id: 4, name: "Cy")
        unknown.unrecognised = ["skill": "legendary", "position": "sweeper"]
        #expect(players[3] == unknown)
        #expect(stub.lastRequest?.method == "GET")
        #expect(stub.lastRequest?.path == "/api/players")
    }

    @Test func createPlayer_omitsEmptyFields_andReadsIntID() async throws {
        let stub = StubbedClient { _ in StubReply(status: 201, headers: ["location": "/api/players/4"]) }
        let id = try await stub.client.send(Endpoints.createPlayer(PlayerDraft(name: "John", age: 18, skill: .beginner)))
        #expect(id == 4)
        let request = try #require(stub.lastRequest)
        #expect(request.method == "POST")
        #expect(request.path == "/api/players")
        #expect(request.json == #"{"age":18,"name":"John","skill":"beginner"}"#)
    }

    @Test func updatePlayer_putsTheWholePlayer() async throws {
        let stub = StubbedClient { _ in StubReply(status: 204) }
        let draft = PlayerDraft(name: "Bo", age: 31, skill: .professional, preferredPosition: .striker, favouriteTeam: "Ajax")
        try await stub.client.send(Endpoints.updatePlayer(id: 3, with: draft))
        let request = try #require(stub.lastRequest)
        #expect(request.method == "PUT")
        #expect(request.path == "/api/players/3")
        #expect(request.json == #"{"age":31,"favouriteTeam":"Ajax","name":"Bo","preferredPosition":"striker","skill":"professional"}"#)
    }

    @Test func deletePlayer_andGathersOfPlayer() async throws {
        let stub = StubbedClient { request in
            request.method == "DELETE" ? StubReply(status: 204) : try .fixture(200, "gathers.json")
        }
        try await stub.client.send(Endpoints.deletePlayer(id: 7))
        let gathers = try await stub.client.send(Endpoints.gathers(ofPlayer: 7))
        #expect(gathers.count == 2)
        #expect(gathers[0].score == "1-1")
        #expect(gathers[1].score == nil && gathers[1].winnerTeam == nil)
        #expect(stub.requests.map { "\($0.method) \($0.path)" } == ["DELETE /api/players/7", "GET /api/players/7/gathers"])
    }

    @Test func gathers_listAndCreate() async throws {
        let stub = StubbedClient { request in
            request.method == "POST"
                ? StubReply(status: 201, headers: ["Location": "/api/gathers/\(Self.gatherID.uuidString)"])
                : try .fixture(200, "gathers.json")
        }
        let gathers = try await stub.client.send(Endpoints.gathers())
        #expect(gathers.first?.isFinished == true)
        let id = try await stub.client.send(Endpoints.createGather())
        #expect(id == Self.gatherID)
        let create = try #require(stub.lastRequest)
        #expect(create.path == "/api/gathers")
        #expect(String(decoding: create.body, as: UTF8.self) == "{}")
    }

    @Test func setResult_sendsScoreAndWinner() async throws {
        let stub = StubbedClient { _ in StubReply(status: 204) }
        try await stub.client.send(Endpoints.setResult(ofGather: Self.gatherID, score: Score(teamA: 3, teamB: 2)))
        try await stub.client.send(Endpoints.setResult(ofGather: Self.gatherID, score: Score(teamA: 1, teamB: 1)))
        #expect(stub.requests.map(\.method) == ["PUT", "PUT"])
        #expect(stub.requests[0].path == "/api/gathers/\(Self.gatherID.uuidString)")
        #expect(stub.requests[0].json == #"{"score":"3-2","winnerTeam":"Team A"}"#)
        #expect(stub.requests[1].json == #"{"score":"1-1","winnerTeam":"None"}"#)
    }

    @Test func deleteGather_addPlayer_andPlayersOfGather() async throws {
        let stub = StubbedClient { request in
            switch request.method {
            case "DELETE": StubReply(status: 204)
            case "POST": StubReply(status: 200)
            default: try .fixture(200, "players.json")
            }
        }
        try await stub.client.send(Endpoints.addPlayer(id: 4, toGather: Self.gatherID, team: .teamB))
        let players = try await stub.client.send(Endpoints.players(inGather: Self.gatherID))
        try await stub.client.send(Endpoints.deleteGather(id: Self.gatherID))
        #expect(players.count == 4)
        let paths = stub.requests.map { "\($0.method) \($0.path)" }
        let base = "/api/gathers/\(Self.gatherID.uuidString)"
        #expect(paths == ["POST \(base)/players/4", "GET \(base)/players", "DELETE \(base)"])
        #expect(stub.requests[0].json == #"{"team":"Team B"}"#)
    }
}
