import Foundation

/// The server's way of the gather intents that take many requests: six at a time.
extension GatherService {
    public func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID, retry: RetryPolicy) async throws -> [Int: any Error] {
        let outcomes = await BoundedConcurrency.map(assignments, limit: PlayerBatch.concurrentRequests) { assignment in
            do {
                try await retry.addPlayer(assignment.playerID, toGather: gatherID, team: assignment.team, in: self)
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

    /// The gathers with a score, then the players of each (six at a time), with the sides
    /// `details` remembers. A gather whose stored score cannot be read, or that was deleted
    /// while being read, is left out rather than failing the whole history.
    public func endedMatches(details: any GatherDetailsStore) async throws -> [EndedMatch] {
        let known = try details.details()
        let ended = try await gathers().compactMap { gather in
            gather.score.flatMap(Score.init(text:)).map { (gather.id, $0) }
        }
        let lineUps = try await players(inGathers: ended.map(\.0))
        var matches: [EndedMatch] = []
        for (id, score) in ended {
            guard let returned = lineUps[id]?.map(\.id) else { continue }
            let memory = known[id]
            // The server forgets a deleted player in every gather; this machine's sides do not.
            let forgotten = (memory?.teams.keys.compactMap { Int($0) } ?? []).filter { !returned.contains($0) }.sorted()
            let players = (returned + forgotten).filter { !(memory?.isAbsent($0) ?? false) }
            matches.append(EndedMatch(
                id: id, date: memory?.startedAt ?? .distantPast,
                lineUp: LineUp(players: players, teams: memory?.team(of:)),
                score: score, goals: memory?.goals ?? [], prediction: memory?.prediction))
        }
        return matches
    }
}
