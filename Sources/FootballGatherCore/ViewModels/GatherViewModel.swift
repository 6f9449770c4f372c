import Foundation

/// The gather screen: the running match's score, its winner, and the countdown,
/// across invocations through the state directory.
public struct GatherViewModel: Sendable {
    let state: StateStore
    let clock: any GatherClock

    public init(state: StateStore, clock: any GatherClock = SystemClock()) {
        self.state = state
        self.clock = clock
    }

    public func match() throws -> ActiveMatch { try state.requireMatch() }

    public func timer() throws -> GatherTimeHandler { try state.timer.load() ?? GatherTimeHandler() }

    /// `MM:SS` left on the countdown.
    public func timeText() throws -> String { try timer().timeText(at: clock.now()) }

    /// Start, Pause or Resume, as the app's button reads.
    public func actionTitle() throws -> String { try timer().actionTitle }

    @discardableResult
    public func setScore(_ score: Score) throws -> Score {
        try state.updateMatch { match in
            match.score = score
            return score
        }
    }

    /// Adds a goal (or takes one back), staying within 0 to 99 like the app's steppers.
    @discardableResult
    public func goal(for team: Team, undo: Bool = false) throws -> Score {
        try state.updateMatch { match in
            let score = match.currentScore.adding(undo ? -1 : 1, to: team)
            match.score = score
            return score
        }
    }

    public static func winnerText(of score: Score) -> String {
        guard let winner = score.winner else { return "Draw" }
        return "\(winner.rawValue) wins"
    }
}

/// Ends or cancels the running match on the backend it was started on.
public struct MatchEnder: Sendable {
    let gathers: any GatherService
    let state: StateStore

    public init(gathers: any GatherService, state: StateStore) {
        self.gathers = gathers
        self.state = state
    }

    /// Sends the score and the winner, then forgets the match. Returns the score sent.
    public func end(score: Score?) async throws -> Score {
        let match = try state.requireMatch()
        let final = score ?? match.currentScore
        try await gathers.setResult(ofGather: match.gatherID, score: final)
        try state.clearMatch()
        try stopClock()
        return final
    }

    /// Deletes the gather and forgets the match.
    public func cancel() async throws -> ActiveMatch {
        let match = try state.requireMatch()
        do {
            try await gathers.deleteGather(id: match.gatherID)
        } catch APIError.notFound {
            // Already gone on the server: forgetting it locally is all that is left to do.
        }
        try state.clearMatch()
        try stopClock()
        return match
    }

    /// The match is over: its clock stops, ready for the next one.
    private func stopClock() throws {
        try state.timer.update { timer in timer?.stop() }
    }
}
