import Foundation

/// Who scored a goal: a player of the scoring team, or one of the other team (an own goal).
public enum GoalScorer: Sendable, Equatable {
    case player(String)
    case ownGoal(String)

    /// The player as typed.
    var reference: String {
        switch self {
        case .player(let reference), .ownGoal(let reference): reference
        }
    }
}

/// A goal of a past match as typed: the team it counts for and, when given, who scored it.
public struct RecordedGoal: Sendable, Equatable {
    var team: Team
    var scorer: GoalScorer?

    public init(team: Team, scorer: GoalScorer?) {
        self.team = team
        self.scorer = scorer
    }
}

extension MatchSide {
    public init(_ team: Team) { self = team == .teamA ? .teamA : .teamB }
    public var team: Team { self == .teamA ? .teamA : .teamB }
}

extension GoalEvent {
    /// A goal for `team`; a given scorer must be a match player of that team (of the other for an own goal):
    /// a close name is offered among them, and a roster player not playing is refused. `ended`: a past match.
    init(
        for team: Team, scorer: GoalScorer?, in match: ActiveMatch, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [],
        ended: Bool = false, names: NameDialogue
    ) throws {
        let side = MatchSide(team)
        guard let scorer else {
            self.init(side: side)
            return
        }
        let (reference, scorerSide, isOwnGoal) = switch scorer {
        case .player(let reference): (reference, side, false)
        case .ownGoal(let reference): (reference, side.opponent, true)
        }
        let player = try match.find(reference, notes: notes, roster: roster, ended: ended, names: names).player
        guard match.team(of: player.id) == scorerSide.team else {
            throw ScorerError.scorerOnWrongSide(
                name: player.name, playsFor: match.team(of: player.id), goalFor: team, isOwnGoal: isOwnGoal)
        }
        self.init(side: side, scorer: player.id, isOwnGoal: isOwnGoal)
    }

    /// The goals of a past match, each scorer on the right side; no more goals per team than the score gives.
    static func events(
        of goals: [RecordedGoal], score: Score, teams: TeamSelection, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [],
        names: NameDialogue
    ) throws -> [GoalEvent] {
        for team in [Team.teamA, .teamB] {
            let given = goals.count { $0.team == team }
            let scored = score.goals(of: team)
            guard given <= scored else {
                throw ScorerError.moreGoalsThanScore(given: given, team: team, scored: scored)
            }
        }
        return try goals.map { try credited($0.scorer, for: $0.team, teams: teams, notes: notes, roster: roster, names: names) }
    }

    /// One goal of a past match played on `teams` (checked as `events` checks each).
    static func credited(
        _ scorer: GoalScorer?, for team: Team, teams: TeamSelection, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [],
        names: NameDialogue
    ) throws -> GoalEvent {
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: teams.teamA,
            teamB: teams.teamB, startedAt: Date(timeIntervalSince1970: 0))
        return try GoalEvent(for: team, scorer: scorer, in: match, notes: notes, roster: roster, ended: true, names: names)
    }
}

extension Array where Element == GoalEvent {
    /// Goals counted one by one never outnumber the score a `score` command set: a lower
    /// score drops, for each team, its goals without a scorer first, then its last ones.
    func trimmed(to score: Score) -> [GoalEvent] { split(to: score, dropping: unscoredFirst).kept }

    /// The goals `trimmed` leaves out.
    func dropped(to score: Score) -> [GoalEvent] { split(to: score, dropping: unscoredFirst).dropped }

    /// The one rule for every lower score (`score`, `end --score`, `history edit --score`): refused, naming
    /// the scorers who would lose a goal, unless `droppingScorers`; goals without a scorer may always go.
    func refuseDroppingScorers(to score: Score, names: [Int: String], droppingScorers: Bool) throws(ScorerError) {
        guard !droppingScorers else { return }
        var seen = Set<Int>()
        let scorers = dropped(to: score).compactMap(\.scorer).filter { seen.insert($0).inserted }
        guard !scorers.isEmpty else { return }
        throw .wouldDropScorers(score: score, scorers: scorers.map { names[$0] ?? "\(PlayerID.tag($0))" })
    }

    /// A lower score for the running match: the goals it keeps and drops (each side's latest first).
    func latestDropped(to score: Score) -> (kept: [GoalEvent], dropped: [GoalEvent]) {
        split(to: score) { $0.reversed() }
    }

    /// The running match's rule: a score below the goals recorded is refused, unless `droppingGoals`.
    func refuseDroppingGoals(to score: Score, standing: Score, droppingGoals: Bool) throws(ScorerError) {
        guard !droppingGoals, !latestDropped(to: score).dropped.isEmpty else { return }
        throw .wouldDropGoals(score: score, standing: standing, recorded: count)
    }

    /// Every goal of `score`, numbered by position: the goals counted one by one in their
    /// order, then the goals of the score nobody counted (Team A's, then Team B's), unknown.
    public func numbered(for score: Score) -> [GoalEvent] {
        let kept = trimmed(to: score)
        let counted = { (side: MatchSide) in kept.count { $0.side == side } }
        return kept + Array(repeating: GoalEvent(side: .teamA), count: Swift.max(0, score.teamA - counted(.teamA)))
            + Array(repeating: GoalEvent(side: .teamB), count: Swift.max(0, score.teamB - counted(.teamB)))
    }

    /// The goals as they need to be kept for `numbered(for: score)` to number them the same:
    /// without the trailing goals nobody is credited with that the numbering adds back.
    func compacted(for score: Score) -> [GoalEvent] {
        let numbering = numbered(for: score)
        var kept = self
        while kept.last?.scorer == nil, !kept.isEmpty, Array(kept.dropLast()).numbered(for: score) == numbering { kept.removeLast() }
        return kept
    }

    /// Each side's goals beyond `score`, the first ones of `order` (of that side's indices), dropped.
    private func split(to score: Score, dropping order: ([Int]) -> [Int]) -> (kept: [GoalEvent], dropped: [GoalEvent]) {
        var droppedIndices = Set<Int>()
        for side in MatchSide.allCases {
            let indices = indices.filter { self[$0].side == side }
            let excess = indices.count - (side == .teamA ? score.teamA : score.teamB)
            if excess > 0 { droppedIndices.formUnion(order(indices).prefix(excess)) }
        }
        return (
            indices.filter { !droppedIndices.contains($0) }.map { self[$0] },
            indices.filter { droppedIndices.contains($0) }.map { self[$0] }
        )
    }

    /// The last goals nobody is credited with go first, then the last credited ones.
    private func unscoredFirst(_ indices: [Int]) -> [Int] {
        indices.filter { self[$0].scorer == nil }.reversed() + indices.filter { self[$0].scorer != nil }.reversed()
    }
}

extension Array where Element == GoalEvent {
    /// The goals with the credit taken from each scorer not playing for the side the goal credits them to (an
    /// own goal's: the other side), as `sideOf` places players, and those goals by number. The goals stay.
    func uncrediting(sideOf: (Int) -> Team?) -> (goals: [GoalEvent], uncredited: [(number: Int, scorer: Int)]) {
        var uncredited: [(number: Int, scorer: Int)] = []
        let goals = enumerated().map { index, goal -> GoalEvent in
            guard let scorer = goal.scorer else { return goal }
            let credited = goal.isOwnGoal ? goal.side.opponent.team : goal.side.team
            guard sideOf(scorer) != credited else { return goal }
            uncredited.append((index + 1, scorer))
            return GoalEvent(side: goal.side)
        }
        return (goals, uncredited)
    }
}
