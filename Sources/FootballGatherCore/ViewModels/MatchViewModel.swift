import Foundation

public struct MatchSnapshot: Sendable, Equatable, Encodable {
    public var match: ActiveMatch
    public var timer: ClockStatus
}

/// A score set on the running match, and the goals it dropped to get there.
public struct ScoreChange: Sendable, Equatable {
    var score: Score
    public var dropped: [GoalEvent]
}

/// The gather screen: the running match's score, `show`, and ending or cancelling it on its own backend.
public struct MatchViewModel: Sendable {
    let matches: any MatchStore
    let connector: any BackendConnector
    let clock: ClockViewModel
    /// Asks whether a scorer's name that matches nobody means the close one in the match.
    let prompter: any SuggestionPrompter
    /// The squads, which `cancel` gives back as they were before the start.
    let squads: (any SquadStore)?

    public init(
        matches: any MatchStore, connector: any BackendConnector, clock: ClockViewModel,
        prompter: any SuggestionPrompter = DeclinesSuggestions(), squads: (any SquadStore)? = nil
    ) {
        self.matches = matches
        self.connector = connector
        self.clock = clock
        self.prompter = prompter
        self.squads = squads
    }

    var running: RunningMatch { RunningMatch(matches: matches, connector: connector) }

    public func match() throws -> ActiveMatch { try matches.requireMatch() }

    public func show() throws -> MatchSnapshot {
        MatchSnapshot(match: try matches.requireMatch(), timer: try clock.status())
    }

    /// `setScore`, saying which goals it dropped (each side's latest first).
    public func changeScore(to score: Score, droppingGoals: Bool = false) throws -> ScoreChange {
        // This machine's own state until `end` sends the result: one locked read-modify-write of the match.
        try matches.updateMatch { match in
            try match.goals.refuseDroppingGoals(to: score, standing: match.currentScore, droppingGoals: droppingGoals)
            let (kept, dropped) = match.goals.latestDropped(to: score)
            let before = match.currentScore
            match.score = score
            match.goals = kept
            match.noteUncounted(from: before)
            return ScoreChange(score: score, dropped: dropped)
        }
    }

    /// Adds a goal (or takes one back), staying within 0 to 99 like the app's steppers.
    @discardableResult
    public func goal(for team: Team, undo: Bool = false) throws -> Score {
        undo ? try takeBackGoal(for: team).score : try count(goalFor: team, scorer: nil)
    }

    /// The match to offer ending once the clock reaches full time (not half-time), at its score; nil for no offer.
    public func endOffer(after clock: ClockStatus) throws -> EndOffer? {
        guard clock.state == .finished, let match = try matches.slot().match else { return nil }
        return EndOffer(gatherID: match.gatherID, score: match.currentScore)
    }

    /// Yes to `offer`: ends that match at the score as it stands when answered, so a goal counted while the
    /// question waited is kept; refused (`offeredMatchEnded`) when that match has ended since.
    public func accept(_ offer: EndOffer) async throws -> MatchEnding {
        try await running.end(score: nil, offered: offer.gatherID) { _ = try clock.reset() }
    }

    /// Ending with no score given and none ever set sends 0-0, which deserves a question.
    public func endNeedsConfirmation(score: Score?) throws -> Bool {
        let current = try matches.requireMatch().score
        return score == nil && current == nil
    }

    /// Ends the match as `endMatch` does, and tells what it was charged. A `score` below the goals recorded
    /// is refused before anything is sent, unless `droppingGoals` (the ending names the goals dropped).
    public func finish(score: Score?, droppingGoals: Bool = false) async throws -> MatchEnding {
        try await running.end(score: score, droppingGoals: droppingGoals) { _ = try clock.reset() }
    }

    /// Deletes the gather (already gone is fine), forgets the match and resets its clock; the squad comes
    /// back as before the start, then the late arrivals, then anyone who joined it since.
    public func cancel() async throws -> ActiveMatch {
        let cancelled = try await running.cancel { _ = try clock.reset() }
        guard let squads, let before = cancelled.squadBefore else { return cancelled }
        try squads.update(of: cancelled.backend) { squad in
            var restored = before
            let lateArrivals = cancelled.everyone.map(\.id).filter { !(cancelled.kickOff ?? []).contains($0) }
            for id in lateArrivals + squad where !restored.contains(id) { restored.append(id) }
            squad = restored
        }
        return cancelled
    }
}

/// The full-time question: end this gather's match, now at `score`?
public struct EndOffer: Sendable, Equatable {
    public var gatherID: UUID
    public var score: Score
}
