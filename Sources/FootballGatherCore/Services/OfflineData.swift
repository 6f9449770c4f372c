import Foundation

/// The offline data file: the roster and gathers of the one local user.
/// Kept as sorted, indented JSON so it reads well and diffs cleanly.
public struct OfflineData: Codable, Sendable, Equatable {
    public var version = 1
    /// Ids are never reused, even after a delete, as on the server.
    public var nextPlayerID = 1
    public var userID = UUID()
    public var players: [Player] = []
    public var gathers: [OfflineGather] = []

    public init() {}
}

/// A gather as stored offline: what the server keeps, plus each player's team and
/// when it was created, which the server does not return.
public struct OfflineGather: Codable, Sendable, Equatable {
    public var id: UUID
    public var score: String?
    public var winnerTeam: String?
    public var createdAt: Date?
    public var members: [Member] = []

    public struct Member: Codable, Sendable, Equatable {
        public var playerID: Int
        public var team: Team
    }

    func gather(userID: UUID) -> Gather {
        Gather(id: id, userId: userID, score: score, winnerTeam: winnerTeam)
    }
}
