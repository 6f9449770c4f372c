import Foundation

public struct HistoryEntry: Sendable, Equatable, Encodable {
    public var id: UUID
    public var score: String?
    public var winnerTeam: String?
    public var startedAt: Date?
    public var prediction: KeptPrediction?

    var isFinished: Bool { score != nil }
}

public struct LineupRow: Sendable, Equatable, Encodable {
    public var player: Player
    public var team: Team?
    /// Deleted from the roster since: named as they were, from this machine's notes.
    public var departed = false

    public var standing: RosterStanding { departed ? .departed : .active }
}

/// The gathers of a backend with what its details store knows of them; shared by the
/// history screen and the export. Its corrections are intents (`GatherRecords+Corrections`).
struct GatherRecords: Sendable {
    let services: ServiceBundle

    /// Newest first where the date is known; gathers of unknown date after them. The list
    /// is read first: reading it moves what was kept under a local id to the server's.
    func entries() async throws -> [HistoryEntry] {
        let listed = try await services.gathers.gathers()
        let known = try services.details.kickOffs()
        let entries = listed.map { gather in
            HistoryEntry(
                id: gather.id, score: gather.score, winnerTeam: gather.winnerTeam, startedAt: known[gather.id]?.startedAt,
                prediction: known[gather.id]?.prediction)
        }
        return entries.newestFirst(by: \.startedAt)
    }

    func lineup(of id: UUID) async throws -> [LineupRow] {
        let players = try await services.gathers.players(inGather: id)
        return Self.rows(players, known: try services.details.details()[id], departed: try services.notes.notes().departed)
    }

    /// The line-ups of many gathers at once; a gather that is gone has none.
    func lineups(of ids: [UUID]) async throws -> [UUID: [LineupRow]] {
        let known = try services.details.details()
        let departed = try services.notes.notes().departed
        return try await services.gathers.players(inGathers: ids).reduce(into: [:]) { lineups, gather in
            lineups[gather.key] = Self.rows(gather.value, known: known[gather.key], departed: departed)
        }
    }

    /// The players the backend returns, and those deleted since whom this machine saw on a side of it.
    private static func rows(_ players: [Player], known: GatherDetails?, departed: [Player]) -> [LineupRow] {
        let players = players.filter { !(known?.isAbsent($0.id) ?? false) }
        let returned = Set(players.map(\.id))
        let gone = departed.filter { !returned.contains($0.id) && known?.team(of: $0.id) != nil }
        let rows = players.map { LineupRow(player: $0, team: known?.team(of: $0.id)) }
            + gone.map { LineupRow(player: $0, team: known?.team(of: $0.id), departed: true) }
        // Team A, then Team B, then unknown sides; the gather's order within each.
        let rank = { (row: LineupRow) in row.team.map { $0 == .teamA ? 0 : 1 } ?? 2 }
        return rows.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    func goals(of id: UUID) throws -> [GoalEvent] {
        try services.details.details()[id]?.goals ?? []
    }

    /// After a corrected score, the scorers of goals the score no longer has are dropped, as `score` and
    /// `end` drop them, so records never count goals a match did not have.
    func trimGoals(of id: UUID, to score: Score) throws {
        guard var known = try services.details.details()[id], let goals = known.goals else { return }
        let kept = goals.trimmed(to: score)
        guard kept != goals else { return }
        known.goals = kept.isEmpty ? nil : kept
        try services.details.remember(known, of: id)
    }
}
