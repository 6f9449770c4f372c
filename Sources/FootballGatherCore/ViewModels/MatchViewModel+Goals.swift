import Foundation

/// Who scored a goal: a player of the scoring team, or one of the other team (an own goal).
public enum GoalScorer: Sendable, Equatable {
    case player(String)
    case ownGoal(String)
}

extension MatchSide {
    public init(_ team: Team) { self = team == .teamA ? .teamA : .teamB }
    public var team: Team { self == .teamA ? .teamA : .teamB }
}

extension MatchViewModel {
    /// Counts a goal for `team`, with who scored it when given; the scorer must be of that
    /// team (or, for an own goal, of the other one).
    @discardableResult
    public func goal(for team: Team, scorer: GoalScorer?) throws -> Score {
        let notes = scorer == nil ? PlayerNotes() : try running.notes()
        return try running.changeScore { match in
            let event = try Self.event(for: team, scorer: scorer, in: match, notes: notes)
            let score = match.currentScore.adding(1, to: team)
            if score != match.currentScore { match.goals.append(event) }
            match.score = score
            return score
        }
    }

    /// Takes back `team`'s last goal, and its scorer with it; refused when it has none.
    @discardableResult
    public func undoGoal(for team: Team) throws -> Score {
        try running.changeScore { match in
            guard (team == .teamA ? match.currentScore.teamA : match.currentScore.teamB) > 0 else { throw MatchError.noGoalToUndo(team) }
            let score = match.currentScore.adding(-1, to: team)
            if let last = match.goals.lastIndex(where: { $0.side == MatchSide(team) }) {
                match.goals.remove(at: last)
            }
            match.score = score
            return score
        }
    }

    /// The scorer is one of the match's players (a did-you-mean among them otherwise).
    static func event(for team: Team, scorer: GoalScorer?, in match: ActiveMatch, notes: PlayerNotes = PlayerNotes()) throws -> GoalEvent {
        let side = MatchSide(team)
        guard let scorer else { return GoalEvent(side: side) }
        let (reference, scorerSide, isOwnGoal) = switch scorer {
        case .player(let reference): (reference, side, false)
        case .ownGoal(let reference): (reference, side.opponent, true)
        }
        let player = try LineupViewModel.find(reference, in: match, notes: notes).player
        guard match.team(of: player.id) == scorerSide.team else {
            let role = isOwnGoal ? "an own goal for \(team.rawValue) is scored by a player of \(side.opponent.team.rawValue)"
                : "a goal for \(team.rawValue) is scored by one of its players"
            throw InputError.invalid("\(player.name) plays for \(match.team(of: player.id)?.rawValue ?? "neither team"): \(role)")
        }
        return GoalEvent(side: side, scorer: player.id, isOwnGoal: isOwnGoal)
    }

    /// Goals counted one by one never outnumber the score a `score` command set: a lower
    /// score drops each team's last goals, as undoing them would.
    static func trimmed(_ goals: [GoalEvent], to score: Score) -> [GoalEvent] {
        split(goals, to: score).kept
    }

    /// The goals `trimmed` leaves out: each team's last ones beyond the score.
    static func droppedGoals(_ goals: [GoalEvent], to score: Score) -> [GoalEvent] {
        split(goals, to: score).dropped
    }

    private static func split(_ goals: [GoalEvent], to score: Score) -> (kept: [GoalEvent], dropped: [GoalEvent]) {
        var left = [MatchSide.teamA: score.teamA, .teamB: score.teamB]
        var kept: [GoalEvent] = []
        var dropped: [GoalEvent] = []
        for goal in goals {
            if let count = left[goal.side], count > 0 {
                left[goal.side] = count - 1
                kept.append(goal)
            } else {
                dropped.append(goal)
            }
        }
        return (kept, dropped)
    }
}
