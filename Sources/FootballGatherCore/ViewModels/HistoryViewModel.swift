import Foundation

/// A past or running gather with what this machine remembers of it.
public struct HistoryEntry: Sendable, Equatable, Encodable {
    public var id: UUID
    public var score: String?
    public var winnerTeam: String?
    public var startedAt: Date?

    public var isFinished: Bool { score != nil }
}

/// The history screen: past gathers, one gather's players and teams, and deleting one.
public struct HistoryViewModel: Sendable {
    let gathers: any GatherService
    let state: StateStore
    /// Teams stored with the data (offline), consulted before this machine's memory.
    let storedTeams: @Sendable (UUID) throws -> [Int: Team]?

    public init(
        gathers: any GatherService, state: StateStore,
        storedTeams: @escaping @Sendable (UUID) throws -> [Int: Team]? = { _ in nil }
    ) {
        self.gathers = gathers
        self.state = state
        self.storedTeams = storedTeams
    }

    /// Newest first where the date is known; gathers of unknown date after them.
    public func entries() async throws -> [HistoryEntry] {
        let remembered = try state.remembered()
        let entries = try await gathers.gathers().map { gather in
            HistoryEntry(id: gather.id, score: gather.score, winnerTeam: gather.winnerTeam, startedAt: remembered[gather.id]?.startedAt)
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

    /// A gather by full id or unique prefix of it, like a short git hash.
    public func entry(_ reference: String) async throws -> HistoryEntry {
        let text = reference.trimmingCharacters(in: .whitespaces).uppercased()
        let all = try await entries()
        let matches = all.filter { $0.id.uuidString.hasPrefix(text) }
        guard !text.isEmpty, let first = matches.first else {
            throw InputError.invalid("no gather matches '\(reference)': see 'gather history'")
        }
        guard matches.count == 1 else {
            throw InputError.invalid("'\(reference)' matches \(matches.count) gathers: give more of the id")
        }
        return first
    }

    /// The players of a gather, each with their team when it is known.
    public func lineup(of id: UUID) async throws -> [(player: Player, team: Team?)] {
        let players = try await gathers.players(inGather: id)
        let teams = try storedTeams(id) ?? state.remembered()[id].map { memory in
            Dictionary(players.compactMap { player in memory.team(of: player.id).map { (player.id, $0) } }, uniquingKeysWith: { a, _ in a })
        } ?? [:]
        return players.map { ($0, teams[$0.id]) }
    }

    public func delete(_ id: UUID) async throws {
        try await gathers.deleteGather(id: id)
    }
}
