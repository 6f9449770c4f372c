import FakeGatherServer
import FootballGatherCore
import Foundation

/// A user whose token is saved in the bench home, so gather runs there are logged in.
struct LoggedInUser {
    let baseURL: URL
    let token: String
    let client: APIClient

    init(server: FakeGatherServer, home: BenchHome) async throws {
        let (id, token) = server.seedUser(username: "bench", password: "bench-password")
        try self.init(baseURL: server.baseURL, token: token, userID: id, username: "bench", home: home)
    }

    init(registeringOn baseURL: URL, home: BenchHome) async throws {
        let username = "bench-\(UUID().uuidString.prefix(8))"
        let auth = RESTAuthService(client: APIClient(baseURL: baseURL, timeout: 30, tokenProvider: { nil }))
        _ = try await auth.register(username: username, password: "bench-password")
        let login = try await auth.login(username: username, password: "bench-password")
        try self.init(baseURL: baseURL, token: login.token, userID: login.userID, username: username, home: home)
    }

    private init(baseURL: URL, token: String, userID: UUID, username: String, home: BenchHome) throws {
        self.baseURL = baseURL
        self.token = token
        client = APIClient(baseURL: baseURL, timeout: 30, tokenProvider: { token })
        try CredentialStore(paths: GatherPaths(environment: home.environment()))
            .save(Credential(token: token, userID: userID, username: username), for: baseURL)
    }

    @discardableResult
    func addPlayers(_ count: Int) async throws -> [Int] {
        let service = RESTPlayerService(client: client)
        let skills = Skill.allCases
        let results = await BoundedConcurrency.map(Array(1...count), limit: 8) { index in
            try? await service.createPlayer(PlayerDraft(name: "Player \(index)", age: 20 + index % 30, skill: skills[index % 3]))
        }
        let ids = results.compactMap { $0 }
        guard ids.count == count else { throw BenchError("could not seed \(count) players") }
        return ids.sorted()
    }

    func createGather() async throws -> UUID { try await RESTGatherService(client: client).createGather() }

    func curl(_ method: String, _ path: String, body: String? = nil) -> [String] {
        var arguments = [
            "/usr/bin/curl", "-s", "-o", "/dev/null", "-X", method,
            "-H", "Content-Type: application/json", "-H", "Accept: application/json",
            "-H", "Authorization: Bearer \(token)", baseURL.absoluteString + path,
        ]
        if let body { arguments += ["--data", body] }
        return arguments
    }
}
