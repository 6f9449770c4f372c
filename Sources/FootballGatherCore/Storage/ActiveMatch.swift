import Foundation

/// The match being played, kept between invocations so that `score`, `end`, `timer`
/// and `show` find it.
public struct ActiveMatch: Codable, Sendable, Equatable {
    public var gatherID: UUID
    /// The server it was started on; nil when offline.
    public var server: String?
    public var teamA: [MatchPlayer]
    public var teamB: [MatchPlayer]
    /// Nil until a score is set or a goal counted.
    public var score: Score?
    /// Players not yet added to the gather on the server; `start --resume` sends them.
    public var pending: [Int]
    public var startedAt: Date

    public init(
        gatherID: UUID, server: String?, teamA: [MatchPlayer], teamB: [MatchPlayer],
        score: Score? = nil, pending: [Int] = [], startedAt: Date
    ) {
        self.gatherID = gatherID
        self.server = server
        self.teamA = teamA
        self.teamB = teamB
        self.score = score
        self.pending = pending
        self.startedAt = startedAt
    }

    public var currentScore: Score { score ?? Score() }

    public func team(of playerID: Int) -> Team? {
        if teamA.contains(where: { $0.id == playerID }) { return .teamA }
        if teamB.contains(where: { $0.id == playerID }) { return .teamB }
        return nil
    }

    public var everyone: [MatchPlayer] { teamA + teamB }
}

/// What the match remembers of a player: enough to print the teams without a request.
public struct MatchPlayer: Codable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var skill: Skill?
    public var position: Position?

    public init(_ player: Player) {
        id = player.id
        name = player.name
        skill = player.skill
        position = player.preferredPosition
    }
}

/// What this machine remembers of a past gather that the server does not return.
public struct RememberedGather: Codable, Sendable, Equatable {
    public var startedAt: Date
    public var teams: [String: Team]
    /// The id the gather had in the archive it was imported from, so a second import skips it.
    public var importedFrom: UUID?

    public init(startedAt: Date, teams: [Int: Team]) {
        self.startedAt = startedAt
        self.teams = Dictionary(teams.map { (String($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    public func team(of playerID: Int) -> Team? { teams[String(playerID)] }
}
