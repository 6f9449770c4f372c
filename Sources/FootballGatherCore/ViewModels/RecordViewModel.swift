import Foundation

/// A goal of a past match as typed: the team it counts for and, when given, who scored it.
public struct RecordedGoal: Sendable, Equatable {
    public var team: Team
    public var scorer: GoalScorer?

    public init(team: Team, scorer: GoalScorer?) {
        self.team = team
        self.scorer = scorer
    }
}

/// A match played without gather, as `gather record` enters it.
public struct PastMatch: Sendable, Equatable {
    public var date: Date
    /// `Ana,Bo/Cy,Dee` or ids, as `start --teams` takes them.
    public var sides: String
    public var score: Score
    public var goals: [RecordedGoal]

    public init(date: Date, sides: String, score: Score, goals: [RecordedGoal] = []) {
        self.date = date
        self.sides = sides
        self.score = score
        self.goals = goals
    }
}

/// Entering past matches: one gather with its players, sides, score, scorers and real date.
/// The date is kept in the gather's details (offline in the matches file; on a server, whose
/// gathers carry no date, in this machine's memory), so records and ratings take the match
/// in date order. A past match has no kick-off prediction; it is charged the pitch fee in force.
public struct RecordViewModel: Sendable {
    let services: ServiceBundle
    let clock: any GatherClock
    let retry: RetryPolicy

    public init(services: ServiceBundle, clock: any GatherClock, retry: RetryPolicy = RetryPolicy()) {
        self.services = services
        self.clock = clock
        self.retry = retry
    }

    /// Every check happens before anything is created; a gather that could not be completed
    /// is deleted again, so a failed record can simply be run again.
    public func record(_ past: PastMatch) async throws -> (entry: HistoryEntry, lineup: [LineupRow], goals: [GoalEvent]) {
        guard past.date.timeIntervalSince1970 <= clock.now().wall else {
            throw InputError.invalid("the date is in the future: record a match once it has been played")
        }
        let roster = try await services.players.players()
        let teams = try ConfirmPlayersViewModel.teams(from: past.sides, roster: roster)
        let goals = try Self.events(past.goals, score: past.score, teams: teams, notes: try services.notes.notes())
        let sides = teams.teamA.map { ($0.id, Team.teamA) } + teams.teamB.map { ($0.id, Team.teamB) }
        let id = try await services.exclusively { try await create(past, sides: sides, goals: goals) }
        let entry = HistoryEntry(id: id, score: past.score.text, winnerTeam: past.score.winnerText, startedAt: past.date)
        let lineup = teams.teamA.map { LineupRow(player: $0, team: .teamA) } + teams.teamB.map { LineupRow(player: $0, team: .teamB) }
        return (entry, lineup, goals)
    }

    private func create(_ past: PastMatch, sides: [(Int, Team)], goals: [GoalEvent]) async throws -> UUID {
        let gathers = services.gathers
        // Not sent again after a timeout: nobody could tell whether the first one arrived.
        let id = try await gathers.createGather()
        do {
            let teams = Dictionary(sides, uniquingKeysWith: { first, _ in first })
            try services.details.remember(GatherDetails(startedAt: past.date, teams: teams, goals: goals), of: id)
            let failures = try await gathers.addPlayers(
                sides.map { BulkAssignment(playerID: $0.0, team: $0.1) }, toGather: id, retry: retry)
            if let failure = failures.values.first { throw failure }
            try await retry.run { try await gathers.setResult(ofGather: id, score: past.score) }
            try services.notes.update { $0.fees.chargeEnded(id) }
        } catch {
            // The half-made gather goes, so that the history never shows it; if even that
            // fails, the original error is still the one worth reporting.
            do { try await gathers.deleteGather(id: id) } catch {}
            throw error
        }
        return id
    }

    /// The goals with their scorers, each scorer on the right side; no more goals per team
    /// than the score gives it.
    static func events(_ goals: [RecordedGoal], score: Score, teams: TeamSelection, notes: PlayerNotes = PlayerNotes()) throws -> [GoalEvent] {
        for team in [Team.teamA, .teamB] {
            let given = goals.count { $0.team == team }
            let scored = team == .teamA ? score.teamA : score.teamB
            guard given <= scored else {
                throw InputError.invalid("\(PlainList.counted(given, "goal")) given for \(team.rawValue), but the score gives it \(scored)")
            }
        }
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: teams.teamA,
            teamB: teams.teamB, startedAt: Date())
        return try goals.map { try MatchViewModel.event(for: $0.team, scorer: $0.scorer, in: match, notes: notes) }
    }
}
