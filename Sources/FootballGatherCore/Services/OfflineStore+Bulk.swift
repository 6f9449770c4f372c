import Foundation

extension OfflineStore {
    /// Every draft or none, in one write.
    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], retry: RetryPolicy, progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        let ids = try files.changeRoster { data in try add(drafts, to: &data) }
        progress(drafts.count)
        return PlayerBatch.Outcome(ids: ids, firstError: nil)
    }

    /// Appends the drafts as new players; the file's ids are scanned once, not once per player.
    func add(_ drafts: [PlayerDraft], to data: inout OfflineData) throws -> [Int] {
        guard let ids = data.takeNextPlayerIDs(drafts.count) else { throw tooManyIDs }
        data.players += zip(ids, drafts).map { Player(id: $0, draft: $1) }
        return ids
    }
}

extension OfflineData {
    /// `count` consecutive ids above every id in use, as `takeNextPlayerID` would give
    /// one after another; nil when they do not fit in an `Int`.
    mutating func takeNextPlayerIDs(_ count: Int) -> [Int]? {
        guard count > 0 else { return [] }
        guard let first = takeNextPlayerID() else { return nil }
        let (last, overflow) = first.addingReportingOverflow(count - 1)
        let (next, counterOverflow) = last.addingReportingOverflow(1)
        guard !overflow, !counterOverflow else { return nil }
        nextPlayerID = next
        return Array(first...last)
    }
}

extension OfflineStore {
    /// The whole import in one locked read-modify-write, whatever the archive's size.
    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services _: ServiceBundle, retry _: RetryPolicy,
        progress _: @escaping ImportProgress
    ) throws -> ImportedArchive {
        try change { data in
            let known = Set(data.gathers.map(\.id) + data.gathers.compactMap(\.importedFrom))
            let plan = try planning(data.players, known)
            let ids = try add(plan.newPlayers, to: &data)
            data.gathers += plan.gathers.map { planned in
                let (members, goals) = planned.resolved(newIDs: ids)
                var gather = OfflineGather(
                    id: UUID(), score: planned.score?.text, winnerTeam: planned.score?.winnerText, createdAt: planned.startedAt,
                    importedFrom: planned.archivedID, members: members.map { .init(playerID: $0.0, team: $0.1) })
                gather.goals = goals.isEmpty ? nil : goals
                gather.prediction = planned.prediction
                return gather
            }
            return ImportedArchive(plan: plan, newIDs: ids)
        }
    }
}
