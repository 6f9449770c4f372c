import Foundation

/// A correction of an ended match's line-up and scorers, so that a wrong record can be
/// made right without deleting it: a player on the wrong side, one missing (added), one
/// who did not play (taken out), and the scorers given again.
public struct LineupCorrection: Sendable, Equatable {
    /// Players put on a side; one not in the match joins it there.
    public var sides: [(reference: String, team: Team)]
    /// Players who did not play.
    public var absent: [String]
    /// The scorers, given again in full; nil keeps them.
    public var goals: [RecordedGoal]?

    public init(sides: [(reference: String, team: Team)] = [], absent: [String] = [], goals: [RecordedGoal]? = nil) {
        self.sides = sides
        self.absent = absent
        self.goals = goals
    }

    public var isEmpty: Bool { sides.isEmpty && absent.isEmpty && goals == nil }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sides.map(\.reference) == rhs.sides.map(\.reference) && lhs.sides.map(\.team) == rhs.sides.map(\.team)
            && lhs.absent == rhs.absent && lhs.goals == rhs.goals
    }
}

extension HistoryViewModel {
    /// Corrects the line-up and scorers of an ended gather (without `reference`, the most
    /// recent one) in one intent; records and ratings follow. A scorer who is taken out
    /// loses their goals' credit unless the scorers are given again.
    public func correctLineup(_ reference: String?, _ correction: LineupCorrection) async throws -> HistoryEntry {
        try await records.correctLineup(reference, running: matches, correction)
    }
}
