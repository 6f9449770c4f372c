import Foundation

/// The history screen: past gathers, one gather's players and teams, and deleting one.
public struct HistoryViewModel: Sendable {
    let records: GatherRecords
    let matches: any MatchStore
    let clock: any GatherClock
    let prompter: any SuggestionPrompter

    public init(
        services: ServiceBundle, matches: any MatchStore, clock: any GatherClock, prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        records = GatherRecords(services: services)
        self.matches = matches
        self.clock = clock
        self.prompter = prompter
    }

    public func entries() async throws -> [HistoryEntry] { try await records.entries() }

    public func lineup(of id: UUID) async throws -> [LineupRow] { try await records.lineup(of: id) }

    public func goals(of id: UUID) throws -> [GoalEvent] { try records.goals(of: id) }

    /// A gather by full id or unique prefix (like a short git hash); without a reference, the latest.
    public func entry(_ reference: String?) async throws -> HistoryEntry { try await records.entry(reference) }

    /// Corrects score or date and line-up or scorers in one intent: any refusal changes nothing.
    /// `droppingScorers`: the score may drop the scorers of goals it no longer has (each team's last), else
    /// it is refused, naming them. A date is refused as `record` refuses it.
    public func correct(
        _ reference: String?, score: Score?, date: Date?, droppingScorers: Bool, lineup: LineupCorrection
    ) async throws -> Named<(entry: HistoryEntry, lineup: CorrectedLineup?)> {
        if let date { _ = try PlayedDate.validated(date, now: Date(timeIntervalSince1970: clock.now().wall)) }
        return try await NameDialogue.naming(prompter) { names in
            try await records.correct(
                reference, running: matches, score: score, date: date, droppingScorers: droppingScorers, lineup: lineup, names: names)
        }
    }

    /// The gather `reference` names, if it may be deleted: not the running match's. A deletion cannot be taken
    /// back, so it takes at least `shortestDeletingPrefix` characters of the id: one would name a gather by chance.
    public func deletable(_ reference: String) async throws -> HistoryEntry {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        if typed.count < Self.shortestDeletingPrefix { throw HistoryError.tooShortToDelete(typed) }
        let entry = try await entry(reference)
        try refuseIfRunning(entry.id)
        return entry
    }

    /// Deletes a past gather with its pitch fee; the running match's is refused (`cancel` ends it properly).
    public func delete(_ id: UUID) async throws {
        try await records.delete(id) { try refuseIfRunning(id) }
    }

    public static let shortestDeletingPrefix = 4

    private func refuseIfRunning(_ id: UUID) throws {
        if try matches.slot().match?.gatherID == id { throw MatchError.deletingRunningMatch(id) }
    }
}
