/// A correction of an ended match's line-up and scorers, making a wrong record right without deleting it.
public struct LineupCorrection: Sendable, Equatable {
    /// Players put on a side; one not in the match joins it there.
    var sides: [(reference: String, team: Team)]
    var absent: [String]
    /// The scorers, given again in full (every goal not among them has no scorer); nil keeps them.
    var goals: [RecordedGoal]?
    /// Single goals given a scorer, by their number; the other goals stay as they are.
    var scorers: [ScorerCorrection]

    public init(
        sides: [(reference: String, team: Team)] = [], absent: [String] = [], goals: [RecordedGoal]? = nil,
        scorers: [ScorerCorrection] = []
    ) {
        self.sides = sides
        self.absent = absent
        self.goals = goals
        self.scorers = scorers
    }

    public var isEmpty: Bool { sides.isEmpty && absent.isEmpty && goals == nil && scorers.isEmpty }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sides.map(\.reference) == rhs.sides.map(\.reference) && lhs.sides.map(\.team) == rhs.sides.map(\.team)
            && lhs.absent == rhs.absent && lhs.goals == rhs.goals && lhs.scorers == rhs.scorers
    }
}

/// `--scorer N=PLAYER`: goal `number` (from 1, as `history show` numbers them) given `scorer`, who plays for
/// its side (the other one for an own goal); nil makes its scorer unknown.
public struct ScorerCorrection: Sendable, Equatable {
    var number: Int
    var scorer: GoalScorer?

    public init(number: Int, scorer: GoalScorer?) {
        self.number = number
        self.scorer = scorer
    }
}

/// A corrected line-up or scorers: the gather, every goal of its score (numbered from 1 by position), and the
/// goals whose scorer the line-up change took off the side they scored for.
public struct CorrectedLineup: Sendable, Equatable {
    var entry: HistoryEntry
    public var goals: [GoalEvent]
    public var uncredited: [UncreditedGoal]
}

/// A goal whose scorer no longer plays on the side it was credited to: its number and who it was.
public struct UncreditedGoal: Sendable, Equatable {
    public var number: Int
    public var player: Player
}
