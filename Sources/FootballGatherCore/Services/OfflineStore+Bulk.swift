import Foundation

extension OfflineStore {
    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        let ids = try files.changeRoster { data in try add(drafts, to: &data) }
        progress(drafts.count)
        return PlayerBatch.Outcome(ids: ids, firstError: nil)
    }

    func add(_ drafts: [PlayerDraft], to data: inout OfflineData) throws -> [Int] {
        guard let ids = data.takeNextPlayerIDs(drafts.count) else { throw tooManyIDs }
        data.players += zip(ids, drafts).map { Player(id: $0, draft: $1) }
        return ids
    }
}

extension OfflineStore {
    /// The whole import in one locked read-modify-write, whatever the archive's size. Into an empty home the
    /// players keep their ids and the counter its place (the archive's `nextPlayerID`): the restored home is
    /// the same home. The gathers keep their ids wherever they are new.
    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services _: ServiceBundle,
        progress _: @escaping ImportProgress
    ) throws -> ImportedArchive {
        try files.change { data in
            let known = Set(data.gathers.map(\.id) + data.gathers.compactMap(\.importedFrom))
            let plan = try planning(data.players, known)
            let ids: [Int]
            if Self.keepsIDs(of: plan, in: data) {
                ids = plan.newArchivedIDs
                data.players += zip(ids, plan.newPlayers).map { Player(id: $0, draft: $1) }
                let above = (ids.max() ?? 0) + 1
                let kept = plan.nextPlayerID.flatMap { $0 <= Self.largestKeptID ? $0 : nil } ?? 0
                data.nextPlayerID = max(data.nextPlayerID, above, kept)
            } else {
                ids = try add(plan.newPlayers, to: &data)
            }
            var gatherIDs: [UUID: UUID] = [:]
            data.gathers += plan.gathers.map { planned in
                let (members, goals) = planned.resolved(newIDs: ids)
                var gather = OfflineGather(
                    id: planned.archivedID, score: planned.score?.text, winnerTeam: planned.score?.winnerWireValue,
                    createdAt: planned.startedAt, importedFrom: nil, members: members.map { .init(playerID: $0.0, team: $0.1) })
                gather.goals = goals.isEmpty ? nil : goals
                gather.prediction = planned.prediction
                gatherIDs[planned.archivedID] = gather.id
                return gather
            }
            return ImportedArchive(plan: plan, newIDs: ids, gatherIDs: gatherIDs)
        }
    }

    /// Ids are kept only where none of them was ever given here: an empty home whose counter is at or below
    /// every id of the file. Ids (or a counter) beyond what a home could reach are renumbered, so that a
    /// hand-made file cannot leave a counter with no id left to give.
    private static func keepsIDs(of plan: ImportPlan, in data: OfflineData) -> Bool {
        guard data.players.isEmpty, data.gathers.isEmpty else { return false }
        let lowest = max(data.nextPlayerID, 1)
        return plan.newArchivedIDs.allSatisfy { $0 >= lowest && $0 < largestKeptID }
    }

    /// The largest id or counter an import keeps (a server's ids are 32-bit integers).
    static let largestKeptID = Int(Int32.max)
}
