import FakeGatherServer
import FootballGatherCore
import Foundation

/// A user on the fake server whose token is saved in the bench home, so gather runs
/// there are logged in.
struct LoggedInUser {
    let server: FakeGatherServer
    let token: String
    let client: APIClient

    init(server: FakeGatherServer, home: BenchHome) async throws {
        self.server = server
        let (id, token) = server.seedUser(username: "bench", password: "bench-password")
        self.token = token
        client = APIClient(baseURL: server.baseURL, timeout: 30, tokenProvider: { token })
        try CredentialStore(paths: GatherPaths(environment: home.environment()))
            .save(Credential(token: token, userID: id, username: "bench"), for: server.baseURL)
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
            "-H", "Authorization: Bearer \(token)", server.baseURL.absoluteString + path,
        ]
        if let body { arguments += ["--data", body] }
        return arguments
    }
}
