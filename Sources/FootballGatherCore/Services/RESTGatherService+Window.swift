import Foundation

/// The gather intents that take many requests, six at a time on a server.
extension RESTGatherService {
    /// Its players are read first, so an add run again after a lost reply does not add them twice.
    public func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        guard try await !has(playerID, in: gatherID) else { return }
        try await add(playerID, toGather: gatherID, team: team)
    }

    /// One add; after a lost reply the client asks whether it landed before sending it again.
    func add(_ playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        try await client.send(
            Endpoints.addPlayer(id: playerID, toGather: gatherID, team: team),
            landed: { try await has(playerID, in: gatherID) ? () : nil })
    }

    private func has(_ playerID: Int, in gatherID: UUID) async throws -> Bool {
        try await players(inGather: gatherID).contains { $0.id == playerID }
    }

    public func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID) async throws -> [Int: any Error] {
        let outcomes = await BoundedConcurrency.map(assignments, limit: PlayerBatch.concurrentRequests) { assignment in
            do {
                try await add(assignment.playerID, toGather: gatherID, team: assignment.team)
                return (assignment.playerID, nil as (any Error)?)
            } catch {
                return (assignment.playerID, error)
            }
        }
        return Dictionary(outcomes.compactMap { id, error in error.map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    public func players(inGathers ids: [UUID]) async throws -> [UUID: [Player]] {
        let lineUps = await BoundedConcurrency.map(ids, limit: PlayerBatch.concurrentRequests) { id in
            do {
                return Result<[Player]?, any Error>.success(try await players(inGather: id))
            } catch APIError.notFound(_) {
                return .success(nil)
            } catch {
                return .failure(error)
            }
        }
        var found: [UUID: [Player]] = [:]
        for (id, lineUp) in zip(ids, lineUps) { found[id] = try lineUp.get() }
        return found
    }
}
