import FootballGatherCore
import Foundation

struct RecordJSON: Encodable, Equatable {
    var played: Int
    var won: Int
    var drawn: Int
    var lost: Int
    /// 3 a win, 1 a draw.
    var points: Int
    /// Points per match over the matches whose sides are known; absent before any.
    var ppg: Double?
    var goals: Int
    /// Goals of the player's team while they played, over the matches with known sides.
    var goalsFor: Int
    var goalDifference: Int
    /// The last five results, newest last, such as `"WWDLW"`.
    var form: String
    /// The current run of equal results, such as `"W3"`; empty before any result.
    var streak: String
    /// The number shown (the mean on the 1000 scale), then the belief behind it in model units.
    var rating: Int
    var ratingMean: Double
    var ratingUncertainty: Double
    /// Learned from fewer matches with known sides than the model needs to be sure.
    var provisional: Bool

    init(_ record: PlayerRecord?, rating: Rating, provisional: Bool) {
        played = record?.played ?? 0
        won = record?.won ?? 0
        drawn = record?.drawn ?? 0
        lost = record?.lost ?? 0
        points = record?.points ?? 0
        ppg = record?.pointsPerMatch.map(Self.rounded)
        goals = record?.goals ?? 0
        goalsFor = record?.goalsFor ?? 0
        goalDifference = record?.goalDifference ?? 0
        form = record?.form ?? ""
        streak = record?.streak ?? ""
        self.rating = rating.shown
        ratingMean = Self.rounded(rating.mean)
        ratingUncertainty = Self.rounded(rating.uncertainty)
        self.provisional = provisional
    }

    /// Three decimals: enough to compare, and stable across platforms' printing of doubles.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// A row of `stats --json`: the id and name, then the record's keys at the same level.
struct StatsRowJSON: Encodable, Equatable {
    var id: PlayerIDJSON
    var name: String
    var record: RecordJSON
    /// As in a player's own shape: `retired: true`, or `onRoster: false` for one deleted since; else absent.
    var retired: Bool?
    var onRoster: Bool?

    init(_ row: StatsRow) {
        id = PlayerIDJSON(row.player.id)
        name = row.player.name
        record = RecordJSON(row.record, rating: row.record.rating, provisional: row.record.provisional)
        retired = row.standing == .retired ? true : nil
        onRoster = row.standing == .departed ? false : nil
    }

    private enum CodingKeys: String, CodingKey { case id, name, retired, onRoster }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(retired, forKey: .retired)
        try container.encodeIfPresent(onRoster, forKey: .onRoster)
        try record.encode(to: encoder)
    }
}

/// `players show --json`: the player's own shape plus `record`, `ratingExplained` and `lastMatches`.
struct PlayerStandingJSON: Encodable, Equatable {
    var player: PlayerJSON
    var record: RecordJSON
    var ratingExplained: RatingExplanationJSON
    var lastMatches: [PlayedMatchJSON]
    /// The label whose start the rating has passed (absent when none).
    var suggestedSkill: String?

    init(_ standing: PlayerStanding) {
        player = PlayerJSON.withAliases(standing.player)
        record = RecordJSON(standing.record, rating: standing.rating, provisional: standing.explanation.provisional)
        ratingExplained = RatingExplanationJSON(standing.explanation)
        lastMatches = standing.lastMatches.map(PlayedMatchJSON.init)
        suggestedSkill = standing.labelHint?.suggested.rawValue
    }

    private enum CodingKeys: String, CodingKey { case record, ratingExplained, lastMatches, suggestedSkill }

    func encode(to encoder: any Encoder) throws {
        try player.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(record, forKey: .record)
        try container.encode(ratingExplained, forKey: .ratingExplained)
        try container.encode(lastMatches, forKey: .lastMatches)
        try container.encodeIfPresent(suggestedSkill, forKey: .suggestedSkill)
    }
}

/// One of a player's last matches; `team` and `result` (`W`, `D`, `L`) absent when the side is unknown.
struct PlayedMatchJSON: Encodable, Equatable {
    var id: UUID
    var score: String
    var startedAt: Date?
    var team: String?
    var result: String?
    var goals: Int

    init(_ match: PlayedMatch) {
        id = match.id
        score = match.score.text
        startedAt = match.date == .distantPast ? nil : match.date
        team = match.side?.team.rawValue
        result = match.outcome.map { String($0.rawValue) }
        goals = match.goals
    }
}

/// The predicted chances of each team, as fractions that add up to 1 (`0.51`, `0.49`).
struct PredictionJSON: Encodable, Equatable {
    var teamA: Double
    var teamB: Double
}

extension PredictionJSON {
    init(_ matchup: Matchup) {
        self.init(teamA: Double(matchup.percentA) / 100, teamB: Double(matchup.percentB) / 100)
    }

    /// A kept prediction, in whole percent like `start --json` prints the chances.
    init(_ kept: KeptPrediction) {
        self.init(teamA: Double(kept.percentA) / 100, teamB: Double(kept.percentB) / 100)
    }
}
