import Foundation

extension MatchViewModel {
    /// Counts a goal for `team`, with its scorer when given (of that team, or the other for an own goal),
    /// found before the match file is locked, so that no question about a name waits on the lock.
    @discardableResult
    public func goal(for team: Team, scorer: GoalScorer?) async throws -> Named<Score> {
        guard let scorer else { return Named(try count(goalFor: team, scorer: nil)) }
        let names = NameDialogue(prompter: prompter)
        let notes = try running.notes()
        let roster = try await running.roster(toFind: [scorer.reference], notes: notes)
        _ = try matches.requireMatch().find(scorer.reference, notes: notes, roster: roster, names: names)
        return Named(try count(goalFor: team, scorer: scorer, notes: notes, roster: roster, names: names), names: names.notes)
    }

    func count(
        goalFor team: Team, scorer: GoalScorer?, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [],
        names: NameDialogue = NameDialogue()
    ) throws -> Score {
        try matches.updateMatch { match in
            let event = try GoalEvent(for: team, scorer: scorer, in: match, notes: notes, roster: roster, names: names)
            let score = match.currentScore.adding(1, to: team)
            if score != match.currentScore { match.goals.append(event) }
            match.score = score
            return score
        }
    }

    /// Takes back `team`'s last goal, and its scorer with it; refused when it has none. Says which: the goal
    /// counted (with its scorer), or nil if the score held it uncounted.
    public func takeBackGoal(for team: Team) throws -> GoalTakenBack {
        try matches.updateMatch { match in
            guard (team == .teamA ? match.currentScore.teamA : match.currentScore.teamB) > 0 else { throw MatchError.noGoalToUndo(team) }
            let score = match.currentScore.adding(-1, to: team)
            let counted = match.goals.filter { $0.side == MatchSide(team) }.count
            var goal: GoalEvent?
            // Only a score with no goal beyond those counted one by one loses a counted one.
            if counted > (team == .teamA ? score.teamA : score.teamB), let last = match.goals.lastIndex(where: { $0.side == MatchSide(team) }) {
                goal = match.goals.remove(at: last)
            }
            match.score = score
            return GoalTakenBack(team: team, score: score, goal: goal)
        }
    }
}

/// A goal taken back (`goal --undo`); `goal` is nil when the score held it without counting it.
public struct GoalTakenBack: Sendable, Equatable {
    public var team: Team
    public var score: Score
    public var goal: GoalEvent?
}
