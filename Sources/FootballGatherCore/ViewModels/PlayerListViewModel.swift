public struct PlayerListViewModel: Sendable {
    public enum SortKey: String, CaseIterable, Sendable {
        case name, id, skill
    }

    let roster: Roster

    public init(roster: Roster) { self.roster = roster }


    /// Retired players are left out unless `includingRetired`.
    public func players(
        sortedBy key: SortKey = .name, skill: Skill? = nil, position: Position? = nil, includingRetired: Bool = false
    ) async throws -> [Player] {
        let players = try await roster.players(includingRetired: includingRetired).filter { player in
            (skill == nil || player.skill == skill) && (position == nil || player.preferredPosition == position)
        }
        return Self.sorted(players, by: key)
    }

    public func retiredIDs() throws -> Set<Int> { try roster.retiredIDs() }

    static func sorted(_ players: [Player], by key: SortKey) -> [Player] {
        switch key {
        case .id:
            players.sorted { $0.id < $1.id }
        case .name:
            // Each name lowered once, not once per comparison.
            players.map { ($0.name.lowercased(), $0) }.sorted { ($0.0, $0.1.id) < ($1.0, $1.1.id) }.map(\.1)
        case .skill:
            // Best first; players without a skill last.
            players.sorted { ($0.skill?.points ?? 0, $1.id) > ($1.skill?.points ?? 0, $0.id) }
        }
    }
}
