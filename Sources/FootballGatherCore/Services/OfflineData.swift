import Foundation

/// The offline data of the one local user: the roster (`offline.json`, sorted and indented so it reads well
/// and diffs cleanly) and the gathers (`matches.json`, see `OfflineFiles`).
struct OfflineData: Codable, Sendable, Equatable {
    /// The newest layout this gather reads and writes; a newer file is left alone.
    static let currentVersion = OfflineFiles.layoutVersion

    var version = currentVersion
    /// Ids are never reused, even after a delete, as on the server. A hand-edited file
    /// may hold a value at or below an id in use: `takeNextPlayerIDs` does not trust it.
    var nextPlayerID = 1
    var userID = UUID()
    var players: [Player] = []
    var gathers: [OfflineGather] = []

    init() {}

    private enum CodingKeys: String, CodingKey {
        case version, nextPlayerID, userID, players, gathers
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        nextPlayerID = try container.decode(Int.self, forKey: .nextPlayerID)
        userID = try container.decode(UUID.self, forKey: .userID)
        players = try container.decode([Player].self, forKey: .players)
        // Ids only `players add` gives: each once, from 1 (a negative one reads as a temporary id).
        let ids = players.map(\.id)
        guard Set(ids).count == ids.count, ids.allSatisfy({ $0 >= 1 }) else {
            throw DecodingError.dataCorruptedError(forKey: .players, in: container, debugDescription: "a player id twice, or one no command gives")
        }
        // Since version 2 the gathers are in `matches.json`.
        gathers = try container.decodeIfPresent([OfflineGather].self, forKey: .gathers) ?? []
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(nextPlayerID, forKey: .nextPlayerID)
        try container.encode(userID, forKey: .userID)
        try container.encode(players, forKey: .players)
        if version < OfflineFiles.layoutVersion { try container.encode(gathers, forKey: .gathers) }
    }

    /// `count` consecutive new players' ids, above every id the file holds; advances the counter. Nil when
    /// they (or the counter after them) do not fit an `Int`. The file's ids are scanned once, not once per player.
    mutating func takeNextPlayerIDs(_ count: Int) -> [Int]? {
        guard count > 0 else { return [] }
        let inUse = players.map(\.id) + gathers.flatMap { $0.members.map(\.playerID) }
        let (aboveInUse, overflow) = (inUse.max() ?? 0).addingReportingOverflow(1)
        let first = max(nextPlayerID, aboveInUse, 1)
        let (next, counterOverflow) = first.addingReportingOverflow(count)
        guard !overflow, !counterOverflow else { return nil }
        nextPlayerID = next
        return Array(first..<next)
    }
}

/// A gather as stored offline: what the server keeps, plus what it does not return:
/// each player's team, when the match started, and the archive id it was imported from.
struct OfflineGather: Codable, Sendable, Equatable {
    var id: UUID
    var score: String?
    var winnerTeam: String?
    /// When the match started (the name is the file's, from when it was the creation time).
    var createdAt: Date?
    var importedFrom: UUID?
    var members: [Member] = []
    var goals: [GoalEvent]?
    var prediction: KeptPrediction?

    struct Member: Codable, Sendable, Equatable {
        var playerID: Int
        /// Nil for a player an import knew played, not on which side.
        var team: Team?
    }

    func gather(userID: UUID) -> Gather {
        Gather(id: id, userId: userID, score: score, winnerTeam: winnerTeam)
    }
}

extension OfflineGather {
    enum CodingKeys: String, CodingKey { case id, score, winnerTeam, createdAt, importedFrom, members, goals, prediction }

    /// Refuses, naming where, what gather never writes: a member twice, an unreadable score, a winner the score
    /// contradicts, chances that are not a prediction (as an import refuses them). Goals are not held to the
    /// score here: a correction writes the score first.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        score = try container.decodeIfPresent(String.self, forKey: .score)
        winnerTeam = try container.decodeIfPresent(String.self, forKey: .winnerTeam)
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        importedFrom = try container.decodeIfPresent(UUID.self, forKey: .importedFrom)
        members = try container.decodeIfPresent([Member].self, forKey: .members) ?? []
        goals = try container.decodeIfPresent([GoalEvent].self, forKey: .goals)
        prediction = try container.decodeIfPresent(KeptPrediction.self, forKey: .prediction)
        if let prediction, !prediction.isSound {
            throw DecodingError.dataCorruptedError(forKey: .prediction, in: container, debugDescription: "chances that are not two from 0 to 1 adding up to 1")
        }
        let ids = members.map(\.playerID)
        guard Set(ids).count == ids.count else {
            throw DecodingError.dataCorruptedError(forKey: .members, in: container, debugDescription: "a player twice")
        }
        let result = score.flatMap(Score.init(text:))
        if score != nil, result == nil {
            throw DecodingError.dataCorruptedError(forKey: .score, in: container, debugDescription: "a score gather never writes")
        }
        if let winnerTeam, let result, winnerTeam != result.winnerWireValue {
            throw DecodingError.dataCorruptedError(forKey: .winnerTeam, in: container, debugDescription: "a winner the score contradicts")
        }
    }
}
