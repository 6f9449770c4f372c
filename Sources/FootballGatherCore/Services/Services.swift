import Foundation

/// Accounts: the only service that exists on a server alone.
public protocol AuthService: Sendable {
    /// Creates an account; `password` is the plain text, hashed before sending.
    func register(username: String, password: String) async throws -> UUID
    func login(username: String, password: String) async throws -> LoginResponse
    func users() async throws -> [User]
}

/// The roster of the logged-in user (or of the offline data file).
public protocol PlayerService: Sendable {
    func players() async throws -> [Player]
    /// Returns the new player's id.
    func createPlayer(_ draft: PlayerDraft) async throws -> Int
    /// Replaces every field of the player.
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws
    func deletePlayer(id: Int) async throws
    func gathers(ofPlayer id: Int) async throws -> [Gather]
}

/// Matches of the logged-in user (or of the offline data file).
public protocol GatherService: Sendable {
    func gathers() async throws -> [Gather]
    /// Returns the new gather's id; it has no score and no winner.
    func createGather() async throws -> UUID
    func setResult(ofGather id: UUID, score: Score) async throws
    func deleteGather(id: UUID) async throws
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws
    /// The players of a gather; the server does not return their teams.
    func players(inGather id: UUID) async throws -> [Player]
}
