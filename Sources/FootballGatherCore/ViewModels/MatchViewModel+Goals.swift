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
            guard score != match.currentScore else { throw MatchError.noGoalPast99(team) }
            match.goals.append(event)
            match.score = score
            match.setUncountedLast(0, of: team)
            return score
        }
    }

    /// Takes back `team`'s last goal, and its scorer with it; refused when it has none. Says which: the goal
    /// counted (with its scorer), or nil if the score held it uncounted (set by 'score' after the last counted).
    public func takeBackGoal(for team: Team) throws -> GoalTakenBack {
        try matches.updateMatch { match in
            guard match.currentScore.goals(of: team) > 0 else { throw MatchError.noGoalToUndo(team) }
            let score = match.currentScore.adding(-1, to: team)
            var goal: GoalEvent?
            let newer = match.uncountedLast?.goals(of: team) ?? 0
            if newer > 0 {
                match.setUncountedLast(newer - 1, of: team)
            } else if let last = match.goals.lastIndex(where: { $0.side == MatchSide(team) }) {
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

extension ActiveMatch {
    mutating func setUncountedLast(_ count: Int, of team: Team) {
        var last = uncountedLast ?? Score()
        if team == .teamA { last.teamA = count } else { last.teamB = count }
        uncountedLast = last == Score() ? nil : last
    }

    /// After 'score': the goals it adds to a side are its latest, uncounted; fewer goals leave fewer uncounted.
    mutating func noteUncounted(from before: Score) {
        for team in [Team.teamA, .teamB] {
            let uncounted = currentScore.goals(of: team) - goals.filter { $0.side == MatchSide(team) }.count
            let added = max(0, currentScore.goals(of: team) - before.goals(of: team))
            setUncountedLast(min(uncounted, (uncountedLast?.goals(of: team) ?? 0) + added), of: team)
        }
    }
}
