import Foundation

/// The roster screen: fetch, filter, sort, and the cells of each row.
public struct PlayerListViewModel: Sendable {
    public enum SortKey: String, CaseIterable, Sendable {
        case name, id, skill
    }

    public static let headers = ["ID", "NAME", "AGE", "SKILL", "POSITION", "FAVOURITE TEAM"]
    /// The free-text columns (name, favourite team): the ones a narrow terminal shortens first.
    public static let textColumns: Set<Int> = [1, 5]
    static let empty = "-"

    let roster: Roster

    public init(roster: Roster) { self.roster = roster }

    public init(service: any PlayerService) { self.init(roster: Roster(service: service)) }

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
            players.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        case .skill:
            // Best first; players without a skill last.
            players.sorted { ($0.skill?.points ?? 0, $1.id) > ($1.skill?.points ?? 0, $0.id) }
        }
    }

    public static func row(for player: Player) -> [String] {
        [
            String(player.id), player.name, player.age.map(String.init) ?? empty,
            player.skill?.rawValue ?? empty, player.preferredPosition?.rawValue ?? empty,
            player.favouriteTeam ?? empty,
        ]
    }
}
