import Foundation

extension RetryPolicy {
    /// Adds a player to a gather, retrying transient failures; before each retry the gather's
    /// player list is asked whether the last attempt landed after all, so nobody is added twice.
    func addPlayer(_ playerID: Int, toGather gatherID: UUID, team: Team, in gathers: any GatherService) async throws {
        try await run(
            { try await gathers.addPlayer(id: playerID, toGather: gatherID, team: team) },
            isDone: { (try? await gathers.players(inGather: gatherID))?.contains { $0.id == playerID } == true })
    }
}
