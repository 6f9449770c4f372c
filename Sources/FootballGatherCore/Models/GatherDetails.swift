import Foundation

/// What a backend may not return of a gather: sides, start, and its archive id (so a second import skips it).
public struct GatherDetails: Codable, Sendable, Equatable {
    var startedAt: Date?
    /// Player ids (as text, JSON object keys) to their side.
    var teams: [String: Team]
    var importedFrom: UUID?
    /// The goals with their scorers, when they were counted one by one; nil when none were.
    var goals: [GoalEvent]?
    /// The chances computed at kick-off; nil for a match entered afterwards or before predictions were kept.
    var prediction: KeptPrediction?

    init(
        startedAt: Date?, teams: [Int: Team], importedFrom: UUID? = nil, goals: [GoalEvent]? = nil,
        prediction: KeptPrediction? = nil
    ) {
        self.startedAt = startedAt
        self.teams = Self.keyed(teams)
        self.importedFrom = importedFrom
        self.goals = goals?.isEmpty == true ? nil : goals
        self.prediction = prediction
    }

    /// Players corrected out of the match: they did not play, whatever the backend lists.
    var absent: [Int]?

    func team(of playerID: Int) -> Team? { teams[String(playerID)] }

    /// Whether the player is on a side or credited with a goal.
    func names(_ playerID: Int) -> Bool { team(of: playerID) != nil || (goals ?? []).contains { $0.scorer == playerID } }

    func isAbsent(_ playerID: Int) -> Bool { absent?.contains(playerID) ?? false }

    /// Replaces every side with `teams` (a player moved, swapped or added late).
    mutating func setTeams(_ teams: [Int: Team]) { self.teams = Self.keyed(teams) }

    private static func keyed(_ teams: [Int: Team]) -> [String: Team] {
        Dictionary(teams.map { (String($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// What a list of gathers shows of their details.
public struct GatherKickOff: Sendable, Equatable {
    var startedAt: Date?
    var prediction: KeptPrediction?
}

extension GatherKickOff {
    init(_ details: GatherDetails) {
        self.init(startedAt: details.startedAt, prediction: details.prediction)
    }
}
