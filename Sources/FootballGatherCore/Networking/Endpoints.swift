import Foundation

/// The 16 endpoints of the Football Gather API, one typed request each.
public enum Endpoints {
    // MARK: Users

    public static func register(username: String, passwordHash: String) -> Request<UUID> {
        .created(
            "/api/users", body: NewUser(username: username, password: passwordHash),
            authorization: .none, repetition: .never, id: UUID.init(uuidString:))
    }

    public static func login(username: String, passwordHash: String) -> Request<LoginResponse> {
        .json(
            "POST", "/api/users/login", authorization: .basic(username: username, passwordHash: passwordHash), repetition: .never)
    }

    public static func users() -> Request<[User]> {
        .json("GET", "/api/users", authorization: .none)
    }

    public static func user(id: UUID) -> Request<User> {
        .json("GET", "/api/users/\(id.uuidString)", authorization: .none)
    }

    public static func deleteAccount() -> Request<Void> {
        .empty("DELETE", "/api/users")
    }

    // MARK: Players

    public static func players() -> Request<[Player]> {
        .json("GET", "/api/players")
    }

    public static func createPlayer(_ draft: PlayerDraft) -> Request<Int> {
        .created("/api/players", body: draft, id: { Int($0) })
    }

    public static func updatePlayer(id: Int, with draft: PlayerDraft) -> Request<Void> {
        .empty("PUT", "/api/players/\(id)", body: draft)
    }

    public static func deletePlayer(id: Int) -> Request<Void> {
        .empty("DELETE", "/api/players/\(id)")
    }

    public static func gathers(ofPlayer id: Int) -> Request<[Gather]> {
        .json("GET", "/api/players/\(id)/gathers")
    }

    // MARK: Gathers

    public static func gathers() -> Request<[Gather]> {
        .json("GET", "/api/gathers")
    }

    public static func createGather() -> Request<UUID> {
        .created("/api/gathers", body: EmptyBody(), id: UUID.init(uuidString:))
    }

    public static func setResult(ofGather id: UUID, score: Score) -> Request<Void> {
        .empty("PUT", "/api/gathers/\(id.uuidString)", body: GatherResult(score: score))
    }

    public static func deleteGather(id: UUID) -> Request<Void> {
        .empty("DELETE", "/api/gathers/\(id.uuidString)")
    }

    public static func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) -> Request<Void> {
        .empty(
            "POST", "/api/gathers/\(gatherID.uuidString)/players/\(playerID)",
            body: TeamAssignment(team: team), status: 200)
    }

    public static func players(inGather id: UUID) -> Request<[Player]> {
        .json("GET", "/api/gathers/\(id.uuidString)/players")
    }
}

/// `{}`: the body the reference client sends to create a gather.
struct EmptyBody: Codable, Sendable {}
