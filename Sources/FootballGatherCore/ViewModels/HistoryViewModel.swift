import Foundation

/// A past or running gather with what is known of it.
public struct HistoryEntry: Sendable, Equatable, Encodable {
    public var id: UUID
    public var score: String?
    public var winnerTeam: String?
    public var startedAt: Date?
    /// The chances kept at kick-off, when they were.
    public var prediction: KeptPrediction?

    public var isFinished: Bool { score != nil }
}

/// One player of a gather, with their side when it is known.
public struct LineupRow: Sendable, Equatable, Encodable {
    public var player: Player
    public var team: Team?
}

/// The gathers of a backend with what its details store knows of them; shared by the
/// history screen and the export.
struct GatherRecords: Sendable {
    let gathers: any GatherService
    let details: any GatherDetailsStore

    /// Newest first where the date is known; gathers of unknown date after them.
    func entries() async throws -> [HistoryEntry] {
        let known = try details.details()
        let entries = try await gathers.gathers().map { gather in
            HistoryEntry(
                id: gather.id, score: gather.score, winnerTeam: gather.winnerTeam, startedAt: known[gather.id]?.startedAt,
                prediction: known[gather.id]?.prediction)
        }
        return entries.sorted { lhs, rhs in
            switch (lhs.startedAt, rhs.startedAt) {
            case let (left?, right?): left > right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.id.uuidString < rhs.id.uuidString
            }
        }
    }

    /// The players of a gather, each with their team when it is known.
    func lineup(of id: UUID) async throws -> [LineupRow] {
        Self.rows(try await gathers.players(inGather: id), known: try details.details()[id])
    }

    /// The line-ups of many gathers at once; a gather that is gone has none.
    func lineups(of ids: [UUID]) async throws -> [UUID: [LineupRow]] {
        let known = try details.details()
        return try await gathers.players(inGathers: ids).reduce(into: [:]) { lineups, gather in
            lineups[gather.key] = Self.rows(gather.value, known: known[gather.key])
        }
    }

    private static func rows(_ players: [Player], known: GatherDetails?) -> [LineupRow] {
        let rows = players.map { LineupRow(player: $0, team: known?.team(of: $0.id)) }
        // Team A, then Team B, then unknown sides; the gather's order within each.
        let rank = { (row: LineupRow) in row.team.map { $0 == .teamA ? 0 : 1 } ?? 2 }
        return rows.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The goals counted one by one in a gather, with their scorers; empty when none were.
    func goals(of id: UUID) throws -> [GoalEvent] {
        try details.details()[id]?.goals ?? []
    }

    /// After a corrected score, the scorers of goals the score no longer has are dropped,
    /// as `score` and `end` drop them, so records never count goals a match did not have.
    func trimGoals(of id: UUID, to score: Score) throws {
        guard var known = try details.details()[id], let goals = known.goals else { return }
        let kept = MatchViewModel.trimmed(goals, to: score)
        guard kept != goals else { return }
        known.goals = kept.isEmpty ? nil : kept
        try details.remember(known, of: id)
    }
}

/// The history screen: past gathers, one gather's players and teams, and deleting one.
public struct HistoryViewModel: Sendable {
    let records: GatherRecords
    let matches: any MatchStore
    let services: ServiceBundle

    public init(services: ServiceBundle, matches: any MatchStore) {
        self.services = services
        records = GatherRecords(gathers: services.gathers, details: services.details)
        self.matches = matches
    }

    public func entries() async throws -> [HistoryEntry] { try await records.entries() }

    public func lineup(of id: UUID) async throws -> [LineupRow] { try await records.lineup(of: id) }

    public func goals(of id: UUID) throws -> [GoalEvent] { try records.goals(of: id) }

    /// A gather by full id or unique prefix of it, like a short git hash; with no
    /// reference, the most recent gather.
    public func entry(_ reference: String?) async throws -> HistoryEntry {
        let entries = try await entries()
        guard let reference else {
            guard let latest = entries.first else { throw HistoryError.noGathers }
            return latest
        }
        let text = reference.trimmingCharacters(in: .whitespaces).uppercased()
        let matches = entries.filter { $0.id.uuidString.hasPrefix(text) }
        guard !text.isEmpty, let first = matches.first else { throw HistoryError.unknownGather(reference) }
        guard matches.count == 1 else { throw HistoryError.ambiguousGather(reference, candidates: matches) }
        return first
    }

    /// Corrects an ended gather's score and winner with the same request `end` sends.
    /// The running match, and a gather that has not ended, are refused before any request.
    /// A corrected `date` is kept in the gather's details (on a server, in this machine's
    /// memory: the server's gathers have no date), so records and ratings take it in date order.
    public func correct(_ reference: String, score: Score?, date: Date? = nil) async throws -> HistoryEntry {
        try await services.exclusively { try await correctAlone(reference, score: score, date: date) }
    }

    private func correctAlone(_ reference: String, score: Score?, date: Date?) async throws -> HistoryEntry {
        var entry = try await entry(reference)
        if try matches.slot().match?.gatherID == entry.id { throw HistoryError.editingRunningMatch(entry.id) }
        guard entry.isFinished else { throw HistoryError.editingUnendedGather(entry.id) }
        if let score {
            try await records.gathers.setResult(ofGather: entry.id, score: score)
            try records.trimGoals(of: entry.id, to: score)
            entry.score = score.text
            entry.winnerTeam = score.winnerText
        }
        if let date {
            var known = try records.details.details()[entry.id] ?? GatherDetails(startedAt: nil, teams: [:])
            known.startedAt = date
            try records.details.remember(known, of: entry.id)
            entry.startedAt = date
        }
        return entry
    }

    /// The gather `reference` names, if it may be deleted: not the running match's.
    public func deletable(_ reference: String) async throws -> HistoryEntry {
        let entry = try await entry(reference)
        try refuseIfRunning(entry.id)
        return entry
    }

    /// Deletes a past gather; the running match's is refused (`cancel` ends it properly).
    public func delete(_ id: UUID) async throws {
        try await services.exclusively {
            try refuseIfRunning(id)
            try await records.gathers.deleteGather(id: id)
        }
    }

    private func refuseIfRunning(_ id: UUID) throws {
        if try matches.slot().match?.gatherID == id { throw MatchError.deletingRunningMatch(id) }
    }
}
