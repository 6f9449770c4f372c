import FakeGatherServer
import GatherTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// SHA-256 hex of "demo-password", as a client sends it.
private let demoHash = "41bd876b085d6031cb0e04de35b88d77f83a4ba39f879fee40805ac19e356023"

@Suite("FakeGatherServer")
struct FakeServerTests {
    // MARK: - API behaviour

    @Test("register, login, players, gathers and delete follow the server's API")
    func fullFlow() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }

        let registered = try call(server, "POST", "/api/users", json: #"{"username":"demo-user","password":"\#(demoHash)"}"#)
        #expect(registered.status == 201)
        #expect(registered.body.isEmpty)
        let userLocation = try #require(registered.header("Location"))
        #expect(userLocation.hasPrefix("/api/users/"))
        let userID = String(userLocation.dropFirst("/api/users/".count))
        #expect(userID == userID.uppercased() && UUID(uuidString: userID) != nil)

        let basic = Data("demo-user:\(demoHash)".utf8).base64EncodedString()
        let login = try call(server, "POST", "/api/users/login", headers: ["Authorization": "Basic \(basic)"])
        #expect(login.status == 200)
        let session = try #require(login.jsonObject as? [String: Any])
        let token = try #require(session["token"] as? String)
        #expect(Data(base64Encoded: token)?.count == 16)
        #expect(session["userID"] as? String == userID)

        let created = try call(server, "POST", "/api/players", token: token,
                               json: #"{"name":"John","age":18,"skill":"beginner","preferredPosition":"goalkeeper"}"#)
        #expect(created.status == 201)
        #expect(created.body.isEmpty)
        #expect(created.header("location") == "/api/players/1")

        let listed = try #require(try call(server, "GET", "/api/players", token: token).jsonObject as? [[String: Any]])
        #expect(listed.count == 1)
        #expect(Set(listed[0].keys) == ["id", "name", "age", "skill", "preferredPosition"], "null favouriteTeam omitted")
        #expect(listed[0]["skill"] as? String == "beginner")

        let replaced = try call(server, "PUT", "/api/players/1", token: token, json: #"{"name":"Johnny","favouriteTeam":"FC"}"#)
        #expect(replaced.status == 204)
        #expect(replaced.body.isEmpty)
        let afterPut = try #require(try call(server, "GET", "/api/players", token: token).jsonObject as? [[String: Any]])
        #expect(Set(afterPut[0].keys) == ["id", "name", "favouriteTeam"], "PUT replaces every field")
        #expect(afterPut[0]["name"] as? String == "Johnny")

        let gather = try call(server, "POST", "/api/gathers", token: token, json: "{}")
        #expect(gather.status == 201)
        let gatherLocation = try #require(gather.header("Location"))
        let gatherID = String(gatherLocation.dropFirst("/api/gathers/".count))
        #expect(gatherLocation.hasPrefix("/api/gathers/") && UUID(uuidString: gatherID) != nil && gatherID == gatherID.uppercased())

        let added = try call(server, "POST", "/api/gathers/\(gatherID.lowercased())/players/1", token: token,
                             json: #"{"team":"Team A"}"#)
        #expect(added.status == 200)
        #expect(added.body.isEmpty)
        let members = try #require(try call(server, "GET", "/api/gathers/\(gatherID)/players", token: token).jsonObject as? [[String: Any]])
        #expect(members.count == 1)
        #expect(members.first?["team"] == nil, "the team is not returned")
        #expect(members.first?["name"] as? String == "Johnny")

        let gathersBefore = try #require(try call(server, "GET", "/api/gathers", token: token).jsonObject as? [[String: Any]])
        #expect(gathersBefore.count == 1)
        #expect(Set(gathersBefore[0].keys) == ["id", "userId"], "no score and no winner yet")
        #expect(gathersBefore[0]["userId"] as? String == userID)

        let scored = try call(server, "PUT", "/api/gathers/\(gatherID)", token: token, json: #"{"score":"1-1","winnerTeam":"None"}"#)
        #expect(scored.status == 204)
        let ofPlayer = try #require(try call(server, "GET", "/api/players/1/gathers", token: token).jsonObject as? [[String: Any]])
        #expect(ofPlayer.count == 1)
        #expect(ofPlayer.first?["score"] as? String == "1-1")
        #expect(ofPlayer.first?["winnerTeam"] as? String == "None")

        #expect(try call(server, "DELETE", "/api/players/1", token: token).status == 204)
        let emptied = try call(server, "GET", "/api/gathers/\(gatherID)/players", token: token)
        #expect(emptied.jsonObject as? [Any] != nil && (emptied.jsonObject as? [Any])?.isEmpty == true)
        #expect(try call(server, "DELETE", "/api/gathers/\(gatherID)", token: token).status == 204)
        #expect(try call(server, "DELETE", "/api/users", token: token).status == 204)
        #expect(try call(server, "GET", "/api/players", token: token).status == 401, "a deleted user's token stops working")
        #expect((try call(server, "GET", "/api/users").jsonObject as? [Any])?.isEmpty == true)
    }

    @Test("users list and lookup need no token; path UUIDs in either case")
    func users() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let user = server.seedUser(username: "ann", password: "pw")

        let list = try #require(try call(server, "GET", "/api/users").jsonObject as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["username"] as? String == "ann")
        #expect(list.first?["password"] == nil)
        let one = try call(server, "GET", "/api/users/\(user.id.uuidString.lowercased())")
        #expect(one.status == 200)
        #expect((one.jsonObject as? [String: Any])?["id"] as? String == user.id.uuidString)
        #expect(try call(server, "GET", "/api/users/\(UUID().uuidString)").status == 404)
    }

    @Test("login: wrong password or no credentials give 401 Unauthorized")
    func loginFailures() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.seedUser(username: "demo-user", password: "demo-password")

        let plain = Data("demo-user:demo-password".utf8).base64EncodedString()
        let wrong = try call(server, "POST", "/api/users/login", headers: ["Authorization": "Basic \(plain)"])
        #expect(wrong.status == 401)
        #expect(wrong.errorReason == "Unauthorized")
        #expect(wrong.header("WWW-Authenticate") == nil, "URLSession on 6.3.1 hangs on that header")
        #expect(try call(server, "POST", "/api/users/login").status == 401)

        // seedUser stores the SHA-256 hex, which is what clients send.
        let hashed = Data("demo-user:\(demoHash)".utf8).base64EncodedString()
        #expect(try call(server, "POST", "/api/users/login", headers: ["Authorization": "Basic \(hashed)"]).status == 200)
    }

    @Test("player and gather endpoints need a valid bearer token")
    func authenticationRequired() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let routes = [
            ("GET", "/api/players"), ("POST", "/api/players"), ("PUT", "/api/players/1"), ("DELETE", "/api/players/1"),
            ("GET", "/api/players/1/gathers"), ("GET", "/api/gathers"), ("POST", "/api/gathers"),
            ("PUT", "/api/gathers/\(UUID())"), ("DELETE", "/api/gathers/\(UUID())"),
            ("POST", "/api/gathers/\(UUID())/players/1"), ("GET", "/api/gathers/\(UUID())/players"), ("DELETE", "/api/users"),
        ]
        for (method, path) in routes {
            for token in [nil, "bm90LWEtdG9rZW4="] {
                let reply = try call(server, method, path, token: token, json: #"{"name":"x"}"#)
                #expect(reply.status == 401, "\(method) \(path)")
                #expect(reply.errorReason == "User not authenticated.", "\(method) \(path)")
            }
        }
    }

    @Test("unknown ids, other users' players and unknown routes give 404 Not Found")
    func notFound() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let owner = server.seedUser(username: "owner", password: "a")
        let other = server.seedUser(username: "other", password: "b")
        #expect(try call(server, "POST", "/api/players", token: owner.token, json: #"{"name":"Mine"}"#).status == 201)

        let cases: [(String, String, String?)] = [
            ("PUT", "/api/players/1", other.token), ("DELETE", "/api/players/1", other.token),
            ("PUT", "/api/players/99", owner.token), ("DELETE", "/api/players/99", owner.token),
            ("GET", "/api/players/99/gathers", owner.token), ("PUT", "/api/gathers/\(UUID())", owner.token),
            ("DELETE", "/api/gathers/\(UUID())", owner.token), ("GET", "/api/gathers/\(UUID())/players", owner.token),
            ("GET", "/api/players/1", owner.token), ("GET", "/api/nothing", nil), ("GET", "/", nil),
            ("PATCH", "/api/players", owner.token),
        ]
        for (method, path, token) in cases {
            let reply = try call(server, method, path, token: token, json: #"{"name":"X","score":"1-0","winnerTeam":"Team A"}"#)
            #expect(reply.status == 404, "\(method) \(path)")
            #expect(reply.errorReason == "Not Found", "\(method) \(path)")
        }
        let mine = try call(server, "GET", "/api/players", token: owner.token).jsonObject as? [[String: Any]]
        #expect(mine?.first?["name"] as? String == "Mine", "the other user's PUT changed nothing")
        #expect((try call(server, "GET", "/api/players", token: other.token).jsonObject as? [Any])?.isEmpty == true)
    }

    @Test("registration: taken username 500 Something went wrong, as the current server; unhashed password 400")
    func registrationErrors() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let body = #"{"username":"demo-user","password":"\#(demoHash)"}"#
        #expect(try call(server, "POST", "/api/users", json: body).status == 201)
        let duplicate = try call(server, "POST", "/api/users", json: body)
        #expect(duplicate.status == 500)
        #expect(duplicate.errorReason == "Something went wrong.")

        for password in ["demo-password", demoHash.uppercased(), String(demoHash.dropLast())] {
            let reply = try call(server, "POST", "/api/users", json: #"{"username":"x","password":"\#(password)"}"#)
            #expect(reply.status == 400, "password \(password)")
        }
        let missing = try call(server, "POST", "/api/users", json: #"{"username":"x"}"#)
        #expect(missing.status == 400)
        #expect(missing.errorReason == "Value required for key 'password'.")
    }

    @Test("bodies are validated with decoding reasons")
    func validation() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let token = server.seedUser(username: "u", password: "p").token

        let noName = try call(server, "POST", "/api/players", token: token, json: #"{"age":3}"#)
        #expect(noName.status == 400)
        #expect(noName.errorReason == "Value required for key 'name'.")
        let wizard = try call(server, "POST", "/api/players", token: token, json: #"{"name":"A","skill":"wizard"}"#)
        #expect(wizard.status == 400)
        #expect(wizard.errorReason == "Cannot initialize Skill from invalid String value wizard")
        let position = try call(server, "POST", "/api/players", token: token, json: #"{"name":"A","preferredPosition":"ST"}"#)
        #expect(position.status == 400)
        #expect(position.errorReason?.contains("Position") == true)
        #expect(try call(server, "POST", "/api/players", token: token, json: "not json").status == 400)

        let gather = try #require(try call(server, "POST", "/api/gathers", token: token).header("location"))
        #expect(try call(server, "PUT", gather, token: token, json: #"{"score":"1-0"}"#).status == 400)
        #expect(try call(server, "PUT", gather, token: token, json: #"{"winnerTeam":"Team A"}"#).status == 400)
        #expect(try call(server, "PUT", gather, token: token, json: #"{"score":"1-0","winnerTeam":"Team A"}"#).status == 204)
        #expect(try call(server, "POST", "/api/players", token: token, json: #"{"name":"B"}"#).header("location") == "/api/players/1",
                "rejected creates do not use up ids")
    }

    @Test("adding a player to a gather: 200 for unknown ids, duplicates stored twice; a deleted highest id is reused")
    func addPlayerQuirks() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let token = server.seedUser(username: "u", password: "p").token
        let gather = try #require(try call(server, "POST", "/api/gathers", token: token).header("location"))
        _ = try call(server, "POST", "/api/players", token: token, json: #"{"name":"A"}"#)
        _ = try call(server, "POST", "/api/players", token: token, json: #"{"name":"B"}"#)
        #expect(try call(server, "DELETE", "/api/players/2", token: token).status == 204)
        #expect(try call(server, "POST", "/api/players", token: token, json: #"{"name":"C"}"#).header("location") == "/api/players/2",
                "the highest id, deleted, is given again, as the real server's SQLite table gives it")

        let team = #"{"team":"Team B"}"#
        #expect(try call(server, "POST", "\(gather)/players/42", token: token, json: team).status == 200)
        #expect(try call(server, "POST", "/api/gathers/\(UUID())/players/1", token: token, json: team).status == 200)
        #expect(try call(server, "POST", "\(gather)/players/1", token: token, json: team).status == 200)
        #expect(try call(server, "POST", "\(gather)/players/1", token: token, json: team).status == 200)

        let members = try call(server, "GET", "\(gather)/players", token: token).jsonObject as? [[String: Any]]
        #expect(members?.compactMap { $0["id"] as? Int } == [1, 1])
    }

    // MARK: - Faults

    @Test("serverError answers every request with the status and reason")
    func serverErrorFault() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.serverError(status: 503, reason: "maintenance"))
        for path in ["/api/users", "/api/players", "/api/nothing"] {
            let reply = try call(server, "GET", path)
            #expect(reply.status == 503)
            #expect(reply.errorReason == "maintenance")
        }
        server.setFault(nil)
        #expect(try call(server, "GET", "/api/users").status == 200)
    }

    @Test("undecodableBody answers 200 with a JSON type and a body that is not JSON")
    func undecodableBodyFault() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.undecodableBody)
        let reply = try call(server, "GET", "/api/users")
        #expect(reply.status == 200)
        #expect(reply.header("content-type") == "application/json")
        #expect(String(decoding: reply.body, as: UTF8.self) == "not json")
    }

    @Test("signInPage answers 200 with an HTML sign-in form")
    func signInPageFault() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.signInPage)
        let reply = try call(server, "POST", "/api/players")
        #expect(reply.status == 200)
        #expect(reply.header("content-type") == "text/html; charset=utf-8")
        #expect(String(decoding: reply.body, as: UTF8.self).contains("<form"))
    }

    @Test("slowReply outlasts the client's timeout, and stop is not held up by it")
    func slowReplyFault() throws {
        let server = try FakeGatherServer.start()
        server.setFault(.slowReply(seconds: 30))
        let connection = try RawConnection(port: server.port, timeout: 0.3)
        let started = ContinuousClock.now
        #expect(throws: RawError.timedOut) { try connection.request("GET", "/api/users") }
        #expect(ContinuousClock.now - started >= .milliseconds(250))
        // Returning at all proves stop is not held up by the 30-second reply.
        server.stop()
    }

    @Test("dropConnection reads the request and closes without a reply")
    func dropConnectionFault() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.dropConnection)
        let connection = try RawConnection(port: server.port)
        #expect(throws: RawError.closed) { try connection.request("POST", "/api/gathers", body: Data("{}".utf8)) }
        #expect(server.requests.map(\.path) == ["/api/gathers"])
    }

    @Test("failFirst fails the next requests, then normal service resumes")
    func failFirstFault() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        server.setFault(.failFirst(count: 2, status: 502))
        let connection = try RawConnection(port: server.port)
        let statuses = try (0..<4).map { _ in try connection.request("GET", "/api/users").status }
        #expect(statuses == [502, 502, 200, 200])
        #expect(try call(server, "GET", "/api/users").status == 200)
        server.setFault(.failFirst(count: 1, status: 500))
        let reply = try call(server, "GET", "/api/users")
        #expect(reply.status == 500)
        #expect(reply.errorReason?.isEmpty == false)
    }

    @Test("refuseConnections refuses, closes idle connections, and recovers on the same port")
    func refuseConnectionsFault() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let port = server.port
        let idle = try RawConnection(port: port)
        #expect(try idle.request("GET", "/api/users").status == 200)

        server.setFault(.refuseConnections)
        #expect(throws: RawError.connect(ECONNREFUSED)) { try RawConnection(port: port) }
        #expect(throws: RawError.closed) { try idle.request("GET", "/api/users") }
        #expect(bindError(port: port) == EADDRINUSE, "the port stays the server's while it refuses")
        server.setFault(.refuseConnections)  // idempotent

        server.setFault(nil)
        #expect(server.port == port)
        #expect(try call(server, "GET", "/api/users").status == 200)
        server.setFault(.refuseConnections)
        server.setFault(.serverError(status: 500, reason: "x"))  // any other fault listens again too
        #expect(try call(server, "GET", "/api/users").status == 500)
    }

    // MARK: - Transport

    @Test("maxConcurrentRequests sees requests from parallel clients overlap")
    func concurrency() throws {
        let server = try FakeGatherServer.start(latency: .milliseconds(150))
        defer { server.stop() }
        let started = ContinuousClock.now
        // All requests are sent before any reply is read, so they are in flight together.
        let clients = try (0..<6).map { _ in try RawConnection(port: server.port) }
        for client in clients { try client.write("GET /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        for client in clients { #expect(try client.readReply().status == 200) }
        #expect(server.maxConcurrentRequests == 6)
        #expect(ContinuousClock.now - started >= .milliseconds(150), "latency is applied")
        server.resetMaxConcurrentRequests()
        #expect(server.maxConcurrentRequests == 0)
        _ = try call(server, "GET", "/api/users")
        #expect(server.maxConcurrentRequests == 1)
    }

    @Test("keep-alive: several requests per connection; Connection: close is honoured")
    func keepAlive() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let token = server.seedUser(username: "u", password: "p").token
        let connection = try RawConnection(port: server.port)
        #expect(try connection.request("POST", "/api/players", headers: ["Authorization": "Bearer \(token)"],
                                       body: Data(#"{"name":"A"}"#.utf8)).status == 201)
        #expect(try connection.request("GET", "/api/users").status == 200)
        #expect(try connection.request("DELETE", "/api/players/1", headers: ["Authorization": "Bearer \(token)"]).status == 204)
        let last = try connection.request("GET", "/api/users", headers: ["Connection": "close"])
        #expect(last.status == 200)
        #expect(last.header("connection") == "close")
        #expect(connection.readToEnd().isEmpty, "the server closed the connection")
    }

    @Test("Expect: 100-continue gets an interim reply before the body")
    func expectContinue() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        let body = #"{"username":"x","password":"\#(demoHash)"}"#
        try connection.write("POST /api/users HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\n\r\n")
        #expect(try connection.readReply().status == 100)
        try connection.write(body)
        #expect(try connection.readReply().status == 201)
    }

    @Test("malformed requests get 400 and a close; the server keeps serving")
    func malformedRequests() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let garbage = [
            "garbage\r\n\r\n", "GET /api/users HTTP/9.9\r\n\r\n", "GET /api/users HTTP/1.1\r\nNo colon\r\n\r\n",
            "GET /api/users HTTP/1.1\r\n: empty name\r\n\r\n", "POST /api/users HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
            "GET  /api/users HTTP/1.1\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n",
        ]
        for text in garbage {
            let connection = try RawConnection(port: server.port)
            try connection.write(text)
            let reply = try connection.readReply()
            #expect(reply.status == 400, "\(text.debugDescription)")
            #expect(connection.readToEnd().isEmpty, "closed after \(text.debugDescription)")
        }
        let chunked = try RawConnection(port: server.port)
        try chunked.write("POST /api/users HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n")
        #expect(try chunked.readReply().status == 501)

        let truncated = try RawConnection(port: server.port)
        try truncated.write("POST /api/users HTTP/1.1\r\nContent-Length: 100\r\n\r\n{")
        truncated.closeWrite()
        #expect(truncated.readToEnd().isEmpty)
        #expect(try call(server, "GET", "/api/users").status == 200)
    }

    @Test("requests are recorded in order with lowercased header names")
    func recordsRequests() throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        _ = try connection.request("POST", "/api/users?x=1", headers: ["X-Custom-Header": "Value"], body: Data("{}".utf8))
        _ = try connection.request("GET", "/api/users")
        let recorded = server.requests
        #expect(recorded.map(\.method) == ["POST", "GET"])
        #expect(recorded.map(\.path) == ["/api/users?x=1", "/api/users"])
        #expect(recorded.first?.headers["x-custom-header"] == "Value")
        #expect(recorded.first?.header("X-CUSTOM-HEADER") == "Value")
        #expect(recorded.first?.body == Data("{}".utf8))
        #expect(recorded.last?.body.isEmpty == true)
    }

    @Test("works with URLSession: Location readable, JSON decodable")
    func urlSession() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }

        var register = URLRequest(url: server.baseURL.appendingPathComponent("api/users"))
        register.httpMethod = "POST"
        register.setValue("application/json", forHTTPHeaderField: "Content-Type")
        register.httpBody = Data(#"{"username":"demo-user","password":"\#(demoHash)"}"#.utf8)
        let (_, created) = try await fetch(session, register)
        #expect(created.statusCode == 201)
        let location = try #require(created.value(forHTTPHeaderField: "Location"))

        var login = URLRequest(url: server.baseURL.appendingPathComponent("api/users/login"))
        login.httpMethod = "POST"
        login.setValue("Basic \(Data("demo-user:\(demoHash)".utf8).base64EncodedString())", forHTTPHeaderField: "Authorization")
        let (body, reply) = try await fetch(session, login)
        #expect(reply.statusCode == 200)
        struct Login: Decodable { let token: String; let userID: UUID }
        let decoded = try JSONDecoder().decode(Login.self, from: body)
        #expect(location == "/api/users/\(decoded.userID.uuidString)")
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    }

    @Test("stop is prompt with open connections, idempotent, and frees the port")
    func stop() throws {
        let server = try FakeGatherServer.start()
        let idle = try RawConnection(port: server.port)
        #expect(try idle.request("GET", "/api/users").status == 200)
        server.stop()
        server.stop()
        #expect(idle.readToEnd().isEmpty)
        #expect(throws: RawError.connect(ECONNREFUSED)) { try RawConnection(port: server.port) }
    }
}

// MARK: - Helpers

/// One request on a fresh connection.
private func call(
    _ server: FakeGatherServer, _ method: String, _ path: String, token: String? = nil,
    json: String? = nil, headers: [String: String] = [:]
) throws -> RawReply {
    var headers = headers
    if let token { headers["Authorization"] = "Bearer \(token)" }
    if json != nil { headers["Content-Type"] = "application/json" }
    return try RawConnection(port: server.port).request(method, path, headers: headers, body: json.map { Data($0.utf8) })
}

private func fetch(_ session: URLSession, _ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await withCheckedThrowingContinuation { continuation in
        session.dataTask(with: request) { data, response, error in
            if let error {
                continuation.resume(throwing: error)
            } else if let response = response as? HTTPURLResponse {
                continuation.resume(returning: (data ?? Data(), response))
            } else {
                continuation.resume(throwing: RawError.malformed)
            }
        }.resume()
    }
}

/// The errno of binding a plain socket (no SO_REUSEADDR) to 127.0.0.1:`port`; 0 when it binds.
private func bindError(port: UInt16) -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    return bound == 0 ? 0 : errno
}
