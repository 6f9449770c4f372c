import Foundation

/// The roster and gathers as `gather export` writes them, importable into the offline
/// store or a server account.
public struct ExportArchive: Codable, Sendable, Equatable {
    public static let formatName = "football-gather-export"

    public var format = ExportArchive.formatName
    public var version = 1
    public var players: [Player]
    public var gathers: [ExportedGather]
    /// Retired players' ids; absent when nobody is retired.
    public var retired: [Int]?
    /// Players deleted from the roster whom past matches still name; absent when none.
    public var departed: [Player]?
    /// The squad, in the order its players joined (ids of this file); absent when empty.
    public var squad: [Int]?
    public var squadLimit: Int?
    /// The pitch fee in force, in cents; absent when none (and in older archives).
    public var pitchFeeCents: Int?
    /// Pitch fee payments (ids of this file; negative: a refund); absent when none.
    public var payments: [FeePayment]?
    /// Each player's aliases, by player id of this file (as text); absent when none.
    public var aliases: [String: [String]]?
    /// The id the home would give its next player (offline exports), so that a restore into
    /// an empty home is the same home; absent for a server, which gives its own ids.
    public var nextPlayerID: Int?

    public init(players: [Player], gathers: [ExportedGather], retired: [Int]? = nil, departed: [Player]? = nil) {
        self.players = players
        self.gathers = gathers
        self.retired = retired?.isEmpty == true ? nil : retired
        self.departed = departed?.isEmpty == true ? nil : departed
    }
}

public struct ExportedGather: Codable, Sendable, Equatable {
    public var id: UUID
    public var score: String?
    public var winnerTeam: String?
    public var startedAt: Date?
    public var members: [Member]
    /// Goals with their scorers (player ids of this file); absent when none were counted.
    public var goals: [GoalEvent]? = nil
    /// The chances computed at kick-off; absent when none were kept (and in older archives).
    public var prediction: KeptPrediction? = nil
    /// The pitch fee the match was charged when it ended, in cents; absent when none.
    public var feeCents: Int? = nil
    /// The players (ids of this file) given a cent of the fee left over when it was split;
    /// absent when none were kept (and in older archives).
    public var feeLeftovers: [Int]? = nil

    public init(
        id: UUID, score: String?, winnerTeam: String?, startedAt: Date?, members: [Member], goals: [GoalEvent]? = nil,
        prediction: KeptPrediction? = nil
    ) {
        self.id = id
        self.score = score
        self.winnerTeam = winnerTeam
        self.startedAt = startedAt
        self.members = members
        self.goals = goals
        self.prediction = prediction
    }

    public struct Member: Codable, Sendable, Equatable {
        public var playerID: Int
        /// Nil when this machine does not know the player's side.
        public var team: Team?

        public init(playerID: Int, team: Team?) {
            self.playerID = playerID
            self.team = team
        }
    }
}
