// Debug builds only: the twins reach Core through @testable, which a release build does not allow.
#if DEBUG
@testable import FootballGatherCore
import Foundation

/// Test support: a fake roster whose batch intents (six at a time on a server, one write offline) create one
/// player per call, one after another. Tests of the windows and retries go through `RESTPlayerService`.
protocol OneAtATimePlayers: PlayerService {}

extension OneAtATimePlayers {
    func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        var ids: [Int?] = []
        var firstError: (any Error)?
        for draft in drafts {
            do {
                ids.append(try await createPlayer(draft))
            } catch {
                ids.append(nil)
                firstError = firstError ?? error
            }
            progress(ids.count)
        }
        return PlayerBatch.Outcome(ids: ids, firstError: firstError)
    }

    func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        let gathers = services.gathers
        return try await ServerImport(services: services, gathers: gathers) { playerID, gatherID, team in
            try await gathers.addPlayer(id: playerID, toGather: gatherID, team: team)
        }.run(planning: planning, roster: { try await players() }, progress: progress)
    }
}

/// A fake gather service whose batch intents are one call after another.
protocol OneAtATimeGathers: GatherService {}

extension OneAtATimeGathers {
    func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID) async throws -> [Int: any Error] {
        var failures: [Int: any Error] = [:]
        for assignment in assignments {
            do {
                try await addPlayer(id: assignment.playerID, toGather: gatherID, team: assignment.team)
            } catch {
                failures[assignment.playerID] = failures[assignment.playerID] ?? error
            }
        }
        return failures
    }

    func players(inGathers ids: [UUID]) async throws -> [UUID: [Player]] {
        var found: [UUID: [Player]] = [:]
        for id in ids {
            do {
                found[id] = try await players(inGather: id)
            } catch APIError.notFound(_) {
                continue
            }
        }
        return found
    }
}
#endif
