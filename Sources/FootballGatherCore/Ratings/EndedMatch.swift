import Foundation

public enum MatchSide: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case teamA, teamB

    public var opponent: MatchSide { self == .teamA ? .teamB : .teamA }
}

/// A goal of an ended match; an own goal counts for `side` but was scored by the other side's player.
public struct GoalEvent: Sendable, Equatable, Hashable, Codable {
    public var side: MatchSide
    public var scorer: Int?
    public var isOwnGoal = false
}

/// Who played an ended match: both teams, or only the players when this machine does not know the sides.
package enum LineUp: Sendable, Equatable, Hashable {
    case teams(teamA: [Int], teamB: [Int])
    case unknownTeams(players: [Int])

    /// Every player id of the match, team A first.
    package var players: [Int] {
        switch self {
        case .teams(let teamA, let teamB): teamA + teamB
        case .unknownTeams(let players): players
        }
    }

    /// The side `playerId` played on; `nil` when the sides are unknown or the player did not play.
    package func side(of playerId: Int) -> MatchSide? {
        guard case .teams(let teamA, let teamB) = self else { return nil }
        if teamA.contains(playerId) { return .teamA }
        if teamB.contains(playerId) { return .teamB }
        return nil
    }
}

/// A finished match, reduced to what records and ratings need; all computed from a list of them is pure.
public struct EndedMatch: Sendable, Equatable, Hashable, Identifiable {
    public var id: UUID
    package var date: Date
    package var lineUp: LineUp
    package var score: Score
    /// Goals with their scorers, when recorded; may be fewer than the score (goals without events).
    package var goals: [GoalEvent]
    package var prediction: KeptPrediction?

    package init(
        id: UUID, date: Date, lineUp: LineUp, score: Score, goals: [GoalEvent] = [], prediction: KeptPrediction? = nil
    ) {
        self.id = id
        self.date = date
        self.lineUp = lineUp
        self.score = score
        self.goals = goals
        self.prediction = prediction
    }

    package func goals(of side: MatchSide) -> Int { side == .teamA ? score.teamA : score.teamB }

    /// Oldest first; matches of the same date (kept to the second; an unknown date has none) keep their
    /// stored order, which is the order they were created in, offline and on the server.
    package static func chronological(_ matches: [EndedMatch]) -> [EndedMatch] {
        matches.enumerated().sorted { lhs, rhs in
            lhs.element.date != rhs.element.date ? lhs.element.date < rhs.element.date : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
