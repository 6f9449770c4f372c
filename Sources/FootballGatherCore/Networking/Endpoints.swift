import Foundation

/// The 16 endpoints of the Football Gather API, one typed request each.
enum Endpoints {
    // MARK: Users

    static func register(username: String, passwordHash: String) -> Request<UUID> {
        .created(
            "/api/users", body: NewUser(username: username, password: passwordHash),
            authorization: .none, repetition: .never, id: UUID.init(uuidString:))
    }

    static func login(username: String, passwordHash: String) -> Request<LoginResponse> {
        .json(
            "POST", "/api/users/login", authorization: .basic(username: username, passwordHash: passwordHash), repetition: .never)
    }

    static func users() -> Request<[User]> {
        .json("GET", "/api/users", authorization: .none)
    }

    // MARK: Players

    static func players() -> Request<[Player]> {
        .json("GET", "/api/players")
    }

    static func createPlayer(_ draft: PlayerDraft) -> Request<Int> {
        .created("/api/players", body: draft, id: { Int($0).flatMap { $0 > 0 ? $0 : nil } })
    }

    /// A player's id is given again once they are deleted: a write of one is resent only once checked.
    static func updatePlayer(id: Int, with draft: PlayerDraft) -> Request<Void> {
        .empty("PUT", "/api/players/\(id)", body: draft, repetition: .checked)
    }

    static func deletePlayer(id: Int) -> Request<Void> {
        .empty("DELETE", "/api/players/\(id)", repetition: .checked)
    }

    static func gathers(ofPlayer id: Int) -> Request<[Gather]> {
        .json("GET", "/api/players/\(id)/gathers")
    }

    // MARK: Gathers

    static func gathers() -> Request<[Gather]> {
        .json("GET", "/api/gathers")
    }

    static func createGather() -> Request<UUID> {
        .created("/api/gathers", body: EmptyBody(), id: UUID.init(uuidString:))
    }

    static func setResult(ofGather id: UUID, score: Score) -> Request<Void> {
        .empty("PUT", "/api/gathers/\(id.uuidString)", body: GatherResult(score: score))
    }

    static func deleteGather(id: UUID) -> Request<Void> {
        .empty("DELETE", "/api/gathers/\(id.uuidString)")
    }

    static func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) -> Request<Void> {
        .empty(
            "POST", "/api/gathers/\(gatherID.uuidString)/players/\(playerID)",
            body: TeamAssignment(team: team), status: 200)
    }

    static func players(inGather id: UUID) -> Request<[Player]> {
        .json("GET", "/api/gathers/\(id.uuidString)/players")
    }
}

/// `{}`: the body the reference client sends to create a gather.
struct EmptyBody: Codable, Sendable {}
