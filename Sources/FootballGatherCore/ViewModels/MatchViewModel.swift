import Foundation

/// The running match and its clock, as `show` prints them.
public struct MatchSnapshot: Sendable, Equatable, Encodable {
    public var match: ActiveMatch
    public var timer: ClockStatus
}

/// The gather screen: the running match's score (set, goal), what `show` prints, and
/// ending or cancelling it on the backend it was started on.
public struct MatchViewModel: Sendable {
    let matches: any MatchStore
    let connector: any BackendConnector
    let clock: ClockViewModel
    /// Asks whether a scorer's name that matches nobody means the close one in the match.
    let prompter: any SuggestionPrompter

    public init(
        matches: any MatchStore, connector: any BackendConnector, clock: ClockViewModel,
        prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        self.matches = matches
        self.connector = connector
        self.clock = clock
        self.prompter = prompter
    }

    var running: RunningMatch { RunningMatch(matches: matches, connector: connector) }

    public func match() throws -> ActiveMatch { try matches.requireMatch() }

    public func show() throws -> MatchSnapshot {
        MatchSnapshot(match: try matches.requireMatch(), timer: try clock.status())
    }

    /// Sets the score; a lower one that would leave recorded scorers without their goals
    /// is refused, naming them, unless `droppingScorers`.
    @discardableResult
    public func setScore(_ score: Score, droppingScorers: Bool = false) throws -> Score {
        try running.changeScore { match in
            try match.goals.refuseDroppingScorers(to: score, names: match.scorerNames, droppingScorers: droppingScorers)
            match.score = score
            match.goals = match.goals.trimmed(to: score)
            return score
        }
    }

    /// Adds a goal (or takes one back), staying within 0 to 99 like the app's steppers.
    @discardableResult
    public func goal(for team: Team, undo: Bool = false) throws -> Score {
        undo ? try undoGoal(for: team) : try count(goalFor: team, scorer: nil)
    }

    /// The score to offer ending the match at once the clock reaches full time (not
    /// half-time) with a match running; `nil` when there is nothing to offer.
    public func endOffer(after clock: ClockStatus) throws -> Score? {
        guard clock.state == .finished, let match = try matches.slot().match else { return nil }
        return match.currentScore
    }

    /// Ending with no score given and none ever set sends 0-0, which deserves a question.
    public func endNeedsConfirmation(score: Score?) throws -> Bool {
        let current = try matches.requireMatch().score
        return score == nil && current == nil
    }

    /// Sends the score and the winner, then forgets the match and resets its clock.
    /// Without `score`, the current one is sent; a goal counted while it was on its way
    /// is sent too, so the server never keeps a score older than the last goal.
    /// The scorers and the sides as they ended go to the gather's details, which the
    /// server does not keep; the pitch fee in force is kept as the match's fee.
    public func end(score: Score?) async throws -> Score { try await endMatch(score: score).score }

    /// The match as it was stored when it ended (a late arrival or a move that landed
    /// first included), and its final score; the clock is reset within the same intent.
    func endMatch(score: Score?) async throws -> (match: ActiveMatch, score: Score) {
        let ending = try await finish(score: score)
        return (ending.match, ending.score)
    }

    /// Ends the match as `endMatch` does, and tells what it was charged. A `score` that
    /// would leave recorded scorers without their goals is refused, naming them, before
    /// anything is sent, unless `droppingScorers`.
    public func finish(score: Score?, droppingScorers: Bool = false) async throws -> MatchEnding {
        try await running.end(score: score, droppingScorers: droppingScorers) { _ = try clock.reset() }
    }

    /// Deletes the gather (already gone is fine), forgets the match and resets its clock.
    public func cancel() async throws -> ActiveMatch {
        try await running.cancel { _ = try clock.reset() }
    }
}
