import Foundation

/// The match being played, kept between invocations.
public struct ActiveMatch: Sendable, Equatable {
    public var gatherID: UUID
    /// Where it was started: `end`, `cancel` and `start --resume` go there.
    public var backend: Backend
    public var teamA: [Player]
    public var teamB: [Player]
    /// Nil until a score is set or a goal counted.
    var score: Score?
    /// Players not yet added to the gather on the server; `start --resume` sends them.
    public var pending: [Int] = []
    public var startedAt: Date
    /// The goals counted one by one, with their scorers when given; `score` may hold more.
    public var goals: [GoalEvent] = []
    /// Per side, the goals `score` holds uncounted that came after the side's last counted one: what
    /// `goal --undo` takes back first. Nil when none.
    var uncountedLast: Score?
    /// The chances computed at kick-off; kept in the gather's details when it ends.
    public var prediction: KeptPrediction?
    /// The squad as it was before the start emptied it, in its order: `cancel` gives it back.
    public var squadBefore: [Int]?
    /// Who played from kick-off: the others are late arrivals, whom `cancel` adds to the squad.
    var kickOff: [Int]?

    public var currentScore: Score { score ?? Score() }

    func team(of playerID: Int) -> Team? {
        if teamA.contains(where: { $0.id == playerID }) { return .teamA }
        if teamB.contains(where: { $0.id == playerID }) { return .teamB }
        return nil
    }

    public var everyone: [Player] { teamA + teamB }

    var teams: [Int: Team] {
        Dictionary(teamA.map { ($0.id, .teamA) } + teamB.map { ($0.id, .teamB) }, uniquingKeysWith: { _, last in last })
    }
}

/// Saved flat, as earlier versions did, with the backend as `server` or `dataDirectory`.
extension ActiveMatch: Codable {
    private enum CodingKeys: String, CodingKey {
        case gatherID, teamA, teamB, score, pending, startedAt, goals, uncountedLast, prediction, squadBefore, kickOff
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        gatherID = try container.decode(UUID.self, forKey: .gatherID)
        backend = try decoder.container(keyedBy: BackendCodingKeys.self).decodeBackend()
        teamA = try container.decode([Player].self, forKey: .teamA)
        teamB = try container.decode([Player].self, forKey: .teamB)
        // A player plays once, on one side: a file that says otherwise was not written by gather.
        guard !Self.playsTwice(teamA + teamB) else {
            let side: CodingKeys = Set(teamA.map(\.id)).count < teamA.count ? .teamA : .teamB
            throw DecodingError.dataCorruptedError(forKey: side, in: container, debugDescription: "a player twice in the match")
        }
        score = try container.decodeIfPresent(Score.self, forKey: .score)
        pending = try container.decodeIfPresent([Int].self, forKey: .pending) ?? []
        startedAt = try container.decode(Date.self, forKey: .startedAt)
        goals = try container.decodeIfPresent([GoalEvent].self, forKey: .goals) ?? []
        if let stranger = goals.compactMap(\.scorer).first(where: { team(of: $0) == nil }) {
            throw DecodingError.dataCorruptedError(forKey: .goals, in: container, debugDescription: "a goal by #\(stranger), not in the match")
        }
        uncountedLast = try container.decodeIfPresent(Score.self, forKey: .uncountedLast)
        prediction = KeptPrediction(checking: try container.decodeIfPresent(KeptPrediction.self, forKey: .prediction))
        squadBefore = try container.decodeIfPresent([Int].self, forKey: .squadBefore)
        kickOff = try container.decodeIfPresent([Int].self, forKey: .kickOff)
    }

    /// Refused on reading and on writing alike, so that no command leaves a file the next one refuses.
    private static func playsTwice(_ players: [Player]) -> Bool {
        Set(players.map(\.id)).count != players.count
    }

    public func encode(to encoder: any Encoder) throws {
        guard !Self.playsTwice(everyone) else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "a player twice in the match"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(gatherID, forKey: .gatherID)
        var backendContainer = encoder.container(keyedBy: BackendCodingKeys.self)
        try backendContainer.encode(backend)
        try container.encode(teamA, forKey: .teamA)
        try container.encode(teamB, forKey: .teamB)
        try container.encodeIfPresent(score, forKey: .score)
        try container.encode(pending, forKey: .pending)
        try container.encode(startedAt, forKey: .startedAt)
        if !goals.isEmpty { try container.encode(goals, forKey: .goals) }
        try container.encodeIfPresent(uncountedLast, forKey: .uncountedLast)
        try container.encodeIfPresent(prediction, forKey: .prediction)
        try container.encodeIfPresent(squadBefore, forKey: .squadBefore)
        try container.encodeIfPresent(kickOff, forKey: .kickOff)
    }
}

