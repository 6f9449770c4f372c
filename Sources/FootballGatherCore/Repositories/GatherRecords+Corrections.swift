import Foundation

/// Corrections of the history as intents: each one intent of the backend, reserving the
/// history on a server (re-entered when the caller already holds it), its rules checked inside.
extension GatherRecords {
    /// Corrects the score and winner of the ended gather `reference` names (the latest without one; never
    /// the running match's) as `end` sends them, and its date (kept in the details: a server's has none).
    /// A lower score that would leave recorded scorers without goals is refused unless `droppingScorers`.
    func correct(
        _ reference: String?, running: any MatchStore, score: Score?, date: Date?, droppingScorers: Bool
    ) async throws -> HistoryEntry {
        try await services.intents.reserving([.history], for: .changingHistory) {
            var entry = try await correctable(reference, running: running)
            if let score {
                if !droppingScorers { try await refuseDroppingScorers(of: entry.id, score: score) }
                try await services.gathers.setResult(ofGather: entry.id, score: score)
                try trimGoals(of: entry.id, to: score)
                entry.score = score.text
                entry.winnerTeam = score.winnerWireValue
            }
            if let date {
                var known = try services.details.details()[entry.id] ?? GatherDetails(startedAt: nil, teams: [:])
                known.startedAt = date
                try services.details.remember(known, of: entry.id)
                entry.startedAt = date
            }
            return entry
        }
    }

    /// Score or date and line-up or scorers at once, in one intent: the line-up is checked against the
    /// corrected score before the score is sent, so a refused scorer changes nothing.
    func correct(
        _ reference: String?, running: any MatchStore, score: Score?, date: Date?, droppingScorers: Bool, lineup correction: LineupCorrection,
        names: NameDialogue
    ) async throws -> (entry: HistoryEntry, lineup: CorrectedLineup?) {
        try await services.intents.reserving([.history], for: .changingHistory) {
            if !correction.isEmpty, let score {
                _ = try await correctLineup(reference, running: running, correction, checkingOnly: true, score: score, names: names)
            }
            let entry = score != nil || date != nil
                ? try await correct(reference, running: running, score: score, date: date, droppingScorers: droppingScorers)
                : try await correctable(reference, running: running)
            guard !correction.isEmpty else { return (entry, nil) }
            let corrected = try await correctLineup(entry.id.uuidString, running: running, correction, names: names)
            return (corrected.entry, corrected)
        }
    }

    /// Deletes a gather, and its pitch fee with it, once `allowed` (checked inside the intent) says so.
    func delete(_ id: UUID, allowed: () throws -> Void) async throws {
        try await services.intents.reserving([.history], for: .changingHistory) {
            try allowed()
            try await services.gathers.deleteGather(id: id)
            try services.details.forget(id)
            try services.notes.update { $0.fees.forget(id) }
        }
    }

    private func refuseDroppingScorers(of id: UUID, score: Score) async throws {
        let goals = try goals(of: id)
        guard goals.dropped(to: score).contains(where: { $0.scorer != nil }) else { return }
        let names = Dictionary(try await lineup(of: id).map { ($0.player.id, $0.player.name) }, uniquingKeysWith: { first, _ in first })
        try goals.refuseDroppingScorers(to: score, names: names, droppingScorers: false)
    }
}
