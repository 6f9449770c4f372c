import Foundation

/// The offline data file: the roster and gathers of the one local user.
/// Kept as sorted, indented JSON so it reads well and diffs cleanly.
public struct OfflineData: Codable, Sendable, Equatable {
    /// The newest format this gather reads and writes; a newer file is left alone.
    public static let currentVersion = 1

    public var version = currentVersion
    /// Ids are never reused, even after a delete, as on the server. A hand-edited file
    /// may hold a value at or below an id in use: `takeNextPlayerID` does not trust it.
    public var nextPlayerID = 1
    public var userID = UUID()
    public var players: [Player] = []
    public var gathers: [OfflineGather] = []

    public init() {}

    /// The id for a new player, above every id the file holds, and advances the counter;
    /// nil when no such id fits in an `Int`.
    mutating func takeNextPlayerID() -> Int? {
        let inUse = players.map(\.id) + gathers.flatMap { $0.members.map(\.playerID) }
        let (aboveInUse, overflow) = (inUse.max() ?? 0).addingReportingOverflow(1)
        guard !overflow else { return nil }
        let id = max(nextPlayerID, aboveInUse, 1)
        let (next, counterOverflow) = id.addingReportingOverflow(1)
        guard !counterOverflow else { return nil }
        nextPlayerID = next
        return id
    }
}

/// A gather as stored offline: what the server keeps, plus what it does not return:
/// each player's team, when the match started, and the archive id it was imported from.
public struct OfflineGather: Codable, Sendable, Equatable {
    public var id: UUID
    public var score: String?
    public var winnerTeam: String?
    /// When the match started (the name is the file's, from when it was the creation time).
    public var createdAt: Date?
    public var importedFrom: UUID?
    public var members: [Member] = []
    /// Goals with their scorers, when counted one by one.
    public var goals: [GoalEvent]?

    public struct Member: Codable, Sendable, Equatable {
        public var playerID: Int
        public var team: Team
    }

    func gather(userID: UUID) -> Gather {
        Gather(id: id, userId: userID, score: score, winnerTeam: winnerTeam)
    }
}
