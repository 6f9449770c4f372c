import Foundation

/// The roster and gathers as `gather export` writes them, importable offline or into a server account.
public struct ExportArchive: Codable, Sendable, Equatable {
    static let formatName = "football-gather-export"

    package var format = ExportArchive.formatName
    package var version = 1
    package var players: [Player]
    package var gathers: [ExportedGather]
    /// Retired players' ids; absent when nobody is retired.
    package var retired: [Int]?
    /// Players deleted from the roster whom past matches still name; absent when none.
    package var departed: [Player]?
    /// The squad, in the order its players joined (ids of this file); absent when empty.
    package var squad: [Int]?
    var squadLimit: Int?
    /// What the chat said of each squad entry (note, maybe, whose guest), by player id as text; optional.
    var squadMarks: [String: SquadMark]?
    /// The pitch fee in force, in cents; absent when none (and in older archives).
    package var pitchFeeCents: Int?
    /// Pitch fee payments (negative: a refund; `paidBy`: who paid another's share); absent when none.
    package var payments: [FeePayment]?
    /// The fixed share per player in force (`fees set 60 --each 5`), in cents; absent when the fee is split.
    var pitchFeeEachCents: Int?
    /// Each guest's host: the host's id by the guest's id (as text), ids of this file; absent when none came.
    var feeHosts: [String: Int]?
    /// Each player's aliases, by player id of this file (as text); absent when none.
    package var aliases: [String: [String]]?
    /// The alias chat posts show for a player (`--known-as`), by player id of this file (as text); absent when none.
    var knownAs: [String: String]?
    /// The id an offline home gives next, so a restore into an empty home is the same; absent for a server.
    package var nextPlayerID: Int?

    package init(players: [Player], gathers: [ExportedGather], retired: [Int]? = nil, departed: [Player]? = nil) {
        self.players = players
        self.gathers = gathers
        self.retired = retired?.isEmpty == true ? nil : retired
        self.departed = departed?.isEmpty == true ? nil : departed
    }
}

package struct ExportedGather: Codable, Sendable, Equatable {
    package var id: UUID
    package var score: String?
    package var winnerTeam: String?
    package var startedAt: Date?
    package var members: [Member]
    /// Goals with their scorers (player ids of this file); absent when none were counted.
    package var goals: [GoalEvent]? = nil
    /// The chances computed at kick-off; absent when none were kept (and in older archives).
    package var prediction: KeptPrediction? = nil
    /// The pitch fee the match was charged when it ended, in cents; absent when none.
    package var feeCents: Int? = nil
    /// The players given a leftover cent when the fee was split; absent when none were kept (older archives).
    var feeLeftovers: [Int]? = nil
    /// The fixed share each player was charged (`--each`), in cents; absent when the fee was split.
    var feeEachCents: Int? = nil

    package init(
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

    package struct Member: Codable, Sendable, Equatable {
        package var playerID: Int
        /// Nil when this machine does not know the player's side.
        package var team: Team?

        package init(playerID: Int, team: Team?) {
            self.playerID = playerID
            self.team = team
        }
    }
}
