import FootballGatherCore
import Foundation

// The `--json` contract. A key with no value is left out, unless its shape says it is `null` (squad `limit`).
// The README's "JSON output" section documents each shape; `JSONShapeGoldenTests` pins their exact text.

/// A key whose shape says `null` when it has no value, where a synthesized encoding would leave it out.
@propertyWrapper
struct NullWhenAbsent<Value: Encodable & Equatable>: Encodable, Equatable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension Array {
    /// nil for an empty list, for a key left out when empty.
    var nonEmpty: Self? { isEmpty ? nil : self }
}

/// A player in the API's own encoding, wherever one appears, plus the keys this machine adds.
struct PlayerJSON: Encodable, Equatable {
    var player: Player
    /// `false` for a player since deleted from the roster; absent otherwise.
    var onRoster: Bool?
    var retired: Bool?
    /// Always there (maybe empty) in the player commands; absent from team lists and the squad.
    var aliases: [String]?
    /// `players retire`: the reserves who moved up into the squad.
    var movedUp: [PlayerJSON]?

    init(_ player: Player) {
        self.player = player
        // An empty favourite team is no favourite team.
        if player.favouriteTeam?.isEmpty == true { self.player.favouriteTeam = nil }
    }

    static func withAliases(_ player: Player) -> PlayerJSON {
        var json = PlayerJSON(player)
        json.aliases = player.aliases
        return json
    }

    init(_ row: LineupRow) {
        self.init(row.player)
        onRoster = row.departed ? false : nil
    }

    private enum CodingKeys: String, CodingKey { case id, onRoster, retired, aliases, movedUp }

    func encode(to encoder: any Encoder) throws {
        try player.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        // The player's own encoding wrote the number; `~1` replaces it, in its place.
        if PlayerID.isTemporary(player.id) { try container.encode(PlayerIDJSON(player.id), forKey: .id) }
        try container.encodeIfPresent(onRoster, forKey: .onRoster)
        try container.encodeIfPresent(retired, forKey: .retired)
        try container.encodeIfPresent(aliases, forKey: .aliases)
        try container.encodeIfPresent(movedUp, forKey: .movedUp)
    }
}

/// A gather in `history`, `history show` and `players gathers`. `teamA`/`teamB` only in `history show`,
/// when the teams are known; `players` there lists whoever played with no known team.
struct GatherJSON: Encodable, Equatable {
    var id: UUID
    /// `"3-2"`; absent while the gather has not ended.
    var score: String?
    /// `Team A`, `Team B` or `None`; absent while the gather has not ended.
    var winnerTeam: String?
    var startedAt: Date?
    var teamA: [PlayerJSON]?
    var teamB: [PlayerJSON]?
    var players: [PlayerJSON]?
    var goals: [GoalJSON]?
    /// `history show`: the chances kept at kick-off; absent when none were.
    var prediction: PredictionJSON?
    /// `players gathers` only: the player's team and result (`W`, `D`, `L`), when known.
    var team: String?
    var result: String?
}

extension GatherJSON {
    init(_ entry: HistoryEntry) {
        self.init(id: entry.id, score: entry.score, winnerTeam: entry.winnerTeam, startedAt: entry.startedAt)
    }

    init(_ gather: Gather, startedAt: Date? = nil) {
        self.init(id: gather.id, score: gather.score, winnerTeam: gather.winnerTeam, startedAt: startedAt)
    }

    init(_ played: PlayedGather) {
        self.init(played.gather, startedAt: played.startedAt)
        team = played.team?.rawValue
        result = played.outcome.map { String($0.rawValue) }
    }

    init(_ entry: HistoryEntry, lineup: [LineupRow], goals: [GoalEvent] = []) {
        self.init(entry)
        self.goals = GoalEvent.withScorers(goals)
        prediction = entry.prediction.map(PredictionJSON.init)
        if lineup.contains(where: { $0.team != nil }) {
            teamA = lineup.filter { $0.team == .teamA }.map(PlayerJSON.init)
            teamB = lineup.filter { $0.team == .teamB }.map(PlayerJSON.init)
        }
        players = lineup.filter { $0.team == nil }.map(PlayerJSON.init).nonEmpty
    }
}

/// The match in `start`, `show`, `goal`, `score`, `end` and `cancel`. `score` is always there (`0-0` before
/// any goal); `winnerTeam` only once ended. `start --dry-run` prints the proposed teams alone (`state`
/// `proposed`, no id, score, start or timer, since nothing was made).
struct MatchJSON: Encodable, Equatable {
    enum State: String, Encodable { case running, ended, cancelled, proposed }

    var id: UUID?
    var score: String?
    var winnerTeam: String?
    var startedAt: Date?
    var state: State
    var teamA: [PlayerJSON]
    var teamB: [PlayerJSON]
    var timer: ClockStatus?
    var goals: [GoalJSON]?
    /// The predicted chances of each team: those of the start, or kept since kick-off.
    var prediction: PredictionJSON?
    /// Why a late arrival joined their side (`add` only): smaller, behind, lowerChance, even or chosen.
    var reason: LateArrivalReason?
    /// What `end` charged the match, with a pitch fee in force.
    var charge: ChargeJSON?

    init(_ match: ActiveMatch, state: State, score: Score? = nil, timer: ClockStatus, matchup: Matchup? = nil) {
        let score = score ?? match.currentScore
        id = match.gatherID
        self.score = score.text
        winnerTeam = state == .ended ? score.winnerWireValue : nil
        startedAt = match.startedAt
        self.state = state
        teamA = match.teamA.map(PlayerJSON.init)
        teamB = match.teamB.map(PlayerJSON.init)
        self.timer = timer
        goals = GoalEvent.withScorers(match.goals)
        prediction = matchup.map(PredictionJSON.init) ?? match.prediction.map(PredictionJSON.init)
    }

    init(_ snapshot: MatchSnapshot) {
        self.init(snapshot.match, state: .running, timer: snapshot.timer)
    }

    init(proposed plan: TeamPlan) {
        state = .proposed
        teamA = plan.teams.teamA.map(PlayerJSON.init)
        teamB = plan.teams.teamB.map(PlayerJSON.init)
        prediction = plan.matchup.map(PredictionJSON.init)
    }
}

/// `end`'s charge: the fee and each player's share in cents (`largerShareCents`, one cent more, for those who
/// take the cents left over when it does not split evenly).
struct ChargeJSON: Encodable, Equatable {
    var cents: Int
    var players: Int
    var shareCents: Int
    var largerShareCents: Int?

    init(_ charge: MatchCharge) {
        (cents, players) = (charge.cents, charge.players)
        (shareCents, largerShareCents) = charge.shares
    }
}

/// `players delete` (player ids) and `history delete` (gather ids).
struct DeletedJSON<ID: Encodable & Equatable>: Encodable, Equatable {
    var deleted: [ID]
}

struct SettingJSON: Encodable, Equatable {
    var key: String
    var value: String?
}

/// `login`, `register` and `logout`: who is logged in where afterwards; never a token.
struct AccountJSON: Encodable, Equatable {
    var server: URL
    var username: String?
    var loggedIn: Bool
}

/// `export FILE`: what was written where (`export` to stdout prints the archive itself).
struct ExportJSON: Encodable, Equatable {
    var file: String
    var players: Int
    var gathers: Int
}

struct CompletionJSON: Encodable, Equatable {
    var shell: String
    var script: String
}

struct GoalJSON: Encodable, Equatable {
    var side: MatchSide
    var scorer: PlayerIDJSON?
    var isOwnGoal: Bool

    init(_ goal: GoalEvent) {
        side = goal.side
        scorer = goal.scorer.map(PlayerIDJSON.init)
        isOwnGoal = goal.isOwnGoal
    }
}

extension GoalEvent {
    /// The goals for JSON: absent when no goal has a scorer (the score already says the rest).
    static func withScorers(_ goals: [GoalEvent]) -> [GoalJSON]? {
        goals.contains { $0.scorer != nil } ? goals.map(GoalJSON.init) : nil
    }
}

/// `squad list`: the players the squad takes and its reserves, in the order they came.
struct SquadJSON: Encodable, Equatable {
    /// null when there is none, as the README shows.
    @NullWhenAbsent var limit: Int?
    var players: [PlayerJSON]
    var reserves: [PlayerJSON]
    /// Maybes are not taken by a start until confirmed. All three are left out when empty.
    var maybes: [PlayerJSON]?
    var notes: [SquadNoteJSON]?
    var guests: [SquadGuestJSON]?
}

struct SquadNoteJSON: Encodable, Equatable {
    var id: PlayerIDJSON
    var note: String
}

struct SquadGuestJSON: Encodable, Equatable {
    var id: PlayerIDJSON
    var host: PlayerIDJSON
    var note: String?
}

struct SquadLimitJSON: Encodable, Equatable {
    @NullWhenAbsent var limit: Int?
    /// Reserves who moved up into the squad, and players who became reserves; left out when empty.
    var movedUp: [PlayerJSON]?
    var movedDown: [PlayerJSON]?
}

/// A row of `gather fees` (and what `fees paid` changed), in cents. `balanceCents` is what the player
/// owes (charged minus paid), negative when they paid ahead.
struct FeeJSON: Encodable, Equatable {
    var id: PlayerIDJSON
    var name: String
    var matches: Int
    var chargedCents: Int
    var paidCents: Int
    var balanceCents: Int

    init(_ row: FeeRow) {
        id = PlayerIDJSON(row.player.id)
        name = row.player.name
        matches = row.balance.matches
        chargedCents = row.balance.chargedCents
        paidCents = row.balance.paidCents
        balanceCents = row.balance.balanceCents
    }
}

struct PitchFeeJSON: Encodable, Equatable {
    var pitchFeeCents: Int
}
