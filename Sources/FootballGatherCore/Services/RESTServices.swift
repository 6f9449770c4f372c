import Foundation

/// Accounts on a Football Gather server. Passwords leave the machine only as SHA-256 hex,
/// as the iOS app sends them, so accounts work in both.
public struct RESTAuthService: AuthService {
    let client: APIClient

    public init(client: APIClient) { self.client = client }

    public func register(username: String, password: String) async throws -> UUID {
        try await client.send(Endpoints.register(username: username, passwordHash: SHA256.hexDigest(password)))
    }

    public func login(username: String, password: String) async throws -> LoginResponse {
        try await client.send(Endpoints.login(username: username, passwordHash: SHA256.hexDigest(password)))
    }

    public func users() async throws -> [User] { try await client.send(Endpoints.users()) }
}

/// The roster on a server. Creating many players and importing are this service's own
/// (`RESTPlayerService+Batch`, `ServerImport`), six requests at a time.
public struct RESTPlayerService: PlayerService {
    let client: APIClient
    /// The player of an id as this machine last saw it (the name cache's), for a write whose reply was lost.
    let known: @Sendable (Int) -> Player?

    public init(client: APIClient, known: @escaping @Sendable (Int) -> Player? = { _ in nil }) {
        self.client = client
        self.known = known
    }

    public func players() async throws -> [Player] { try await client.send(Endpoints.players()) }

    public func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        try await client.send(Endpoints.createPlayer(draft))
    }

    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try await client.send(Endpoints.updatePlayer(id: id, with: draft)) { try await landed(id) { $0 == Player(id: id, draft: draft) } }
    }

    public func deletePlayer(id: Int) async throws {
        try await client.send(Endpoints.deletePlayer(id: id)) { try await landed(id) { $0 == nil } }
    }

    /// After a lost reply to a write of player `id`: done when the server's player of that id is as `done` says;
    /// sent again only while that id still has the name this machine knew. Else the lost reply's error stands:
    /// the server gives a deleted player's id to the next one made, who must never get the write.
    private func landed(_ id: Int, when done: (Player?) -> Bool) async throws -> Void? {
        let now = try await players().first { $0.id == id }
        if done(now) { return () }
        guard let now, let knew = known(id), PlayerValidation.sameName(now.name, knew.name) else { throw APIError.notFound(reason: nil) }
        return nil
    }

    public func gathers(ofPlayer id: Int) async throws -> [Gather] {
        try await client.send(Endpoints.gathers(ofPlayer: id))
    }
}

/// Gathers on a server; adding players and reading line-ups are six at a time (`RESTGatherService+Window`).
public struct RESTGatherService: GatherService {
    let client: APIClient

    public init(client: APIClient) { self.client = client }

    public func gathers() async throws -> [Gather] { try await client.send(Endpoints.gathers()) }
    public func createGather() async throws -> UUID { try await client.send(Endpoints.createGather()) }

    public func setResult(ofGather id: UUID, score: Score) async throws {
        try await client.send(Endpoints.setResult(ofGather: id, score: score))
    }

    public func deleteGather(id: UUID) async throws { try await client.send(Endpoints.deleteGather(id: id)) }

    public func players(inGather id: UUID) async throws -> [Player] {
        try await client.send(Endpoints.players(inGather: id))
    }
}
