import Foundation

extension MatchViewModel {
    /// Counts a goal for `team`, with who scored it when given; the scorer must be of that
    /// team (or, for an own goal, of the other one).
    @discardableResult
    public func goal(for team: Team, scorer: GoalScorer?) async throws -> Score {
        guard let scorer else { return try count(goalFor: team, scorer: nil) }
        let notes = try running.notes()
        return try count(goalFor: team, scorer: scorer, notes: notes, roster: try await running.roster(toFind: [scorer.reference], notes: notes))
    }

    func count(goalFor team: Team, scorer: GoalScorer?, notes: PlayerNotes = PlayerNotes(), roster: [Player] = []) throws -> Score {
        try running.changeScore { match in
            let event = try GoalEvent(for: team, scorer: scorer, in: match, notes: notes, roster: roster)
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
}
