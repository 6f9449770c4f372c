import Foundation

/// An import sent to a server: the new players, then the gathers, six requests at a time, no create made
/// twice. A failure part-way names what was and was not imported; running the same import again completes it.
extension RESTPlayerService {
    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        let gathers = RESTGatherService(client: client)
        return try await ServerImport(services: services, gathers: gathers, add: gathers.add)
            .run(planning: planning, roster: players, progress: progress)
    }
}

/// The import of a backend that takes one request per player and per gather.
struct ServerImport {
    /// The players go through the bundle's (and its wrappers').
    let services: ServiceBundle
    let gathers: any GatherService
    /// Adds a player to a gather just made (one request; no need to look first).
    let add: @Sendable (_ playerID: Int, _ gatherID: UUID, _ team: Team) async throws -> Void

    func run(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, roster read: () async throws -> [Player],
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        let listed = try await gathers.gathers()
        let existing = Set(listed.map(\.id))
        // The memory of a gather deleted since (an import that failed part-way) does not count.
        var imported = try services.details.details().filter { existing.contains($0.key) && $0.value.importedFrom != nil }
        // Made and remembered but never scored: cut off before all its players or its score (sent last) went. Left
        // as it is, this run would skip it; it goes, so that this run makes it whole (an unscored gather of the
        // archive is made again the same).
        for id in listed.filter({ $0.score == nil && imported[$0.id] != nil }).map(\.id) {
            try await gathers.deleteGather(id: id)
            try services.details.forget(id)
            imported[id] = nil
        }
        let remembered = imported.values.compactMap(\.importedFrom)
        let roster = try await read()
        let plan = try planning(roster, existing.union(remembered))
        let (newIDs, gatherIDs) = try await send(plan, roster: roster, progress: progress)
        return ImportedArchive(plan: plan, newIDs: newIDs, gatherIDs: gatherIDs)
    }

    /// The ids the new players were given, in the plan's order, and each gather's, by its archive id.
    @discardableResult
    func send(_ plan: ImportPlan, roster: [Player], progress: @escaping ImportProgress) async throws -> ([Int], [UUID: UUID]) {
        let total = plan.newPlayers.count
        let outcome = try await services.players.createPlayers(plan.newPlayers, roster: roster) { done in
            progress("players", done, total)
        }
        if let error = outcome.firstError {
            let missing = zip(outcome.ids, plan.newPlayers).filter { $0.0 == nil }.map(\.1.name)
            throw PartialBatchError(.importedPlayers(missing: missing, of: total, gathers: plan.gathers.count), cause: error)
        }
        let newIDs = outcome.ids.compactMap { $0 }
        let gatherTotal = plan.gathers.count
        // In the order of `plan.gathers`. A tuple `(id, try await …)` lost its id across the await in release builds.
        let outcomes = await BoundedConcurrency.map(
            plan.gathers, limit: PlayerBatch.concurrentRequests, finished: { progress("gathers", $0, gatherTotal) }
        ) { gather -> Result<UUID, any Error> in
            do {
                // Ctrl-C waits for a gather begun (three seconds at most), so none is made and left unknown.
                return .success(try await ExitGate.asOneUnit(openNow: true) { try await importGather(gather, newIDs: newIDs) })
            } catch {
                return .failure(error)
            }
        }
        let archived = plan.gathers.map(\.archivedID)
        let missing = zip(archived, outcomes).filter { (try? $0.1.get()) == nil }.map(\.0)
        if case .failure(let error)? = outcomes.first(where: { (try? $0.get()) == nil }) {
            throw PartialBatchError(.importedGathers(players: total, missing: missing, of: gatherTotal), cause: error)
        }
        let gatherIDs = zip(archived, outcomes).reduce(into: [UUID: UUID]()) { ids, pair in ids[pair.0] = try? pair.1.get() }
        return (newIDs, gatherIDs)
    }

    /// Remembered as soon as it exists, so an import cut off and run again does not create it twice; one
    /// whose players or score could not be sent is deleted, so that the next run creates it whole.
    private func importGather(_ gather: ImportPlan.NewGather, newIDs: [Int]) async throws -> UUID {
        // Not sent again after a lost reply: nobody could tell whether the first one arrived.
        let id = try await gathers.createGather()
        let (members, goals) = gather.resolved(newIDs: newIDs)
        do {
            let teams = Dictionary(members.compactMap { id, team in team.map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
            try services.details.remember(
                GatherDetails(
                    startedAt: gather.startedAt, teams: teams, importedFrom: gather.archivedID, goals: goals,
                    prediction: gather.prediction), of: id)
            // The server takes no player without a side and never returns it: one of unknown side is sent as
            // Team A, and this machine keeps no side for them.
            for (playerID, team) in members {
                try await add(playerID, id, team ?? .teamA)
            }
            if let score = gather.score { try await gathers.setResult(ofGather: id, score: score) }
            return id
        } catch {
            do {
                try await gathers.deleteGather(id: id)
            } catch let deletion {
                throw IncompleteGather(id: id, cause: ErrorCause(error), deletion: ErrorCause(deletion))
            }
            throw error
        }
    }
}

/// A gather left on the server without all its players or its score, and not deleted:
/// `cause` is why it is incomplete, `deletion` why deleting it failed.
public struct IncompleteGather: Error, Equatable, Sendable, GatherFailure {
    public var id: UUID
    public var cause: ErrorCause
    public var deletion: ErrorCause

    public var failureKind: FailureKind { .temporaryFailure }
    public var nextStep: NextStep? { .deleteIncompleteGather(id) }
}
