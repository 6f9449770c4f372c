import Foundation

/// A match played without gather, as `gather record` enters it.
public struct PastMatch: Sendable, Equatable {
    var date: Date
    /// `Ana,Bo/Cy,Dee` or ids, as `start --teams` takes them.
    var sides: String
    var score: Score
    var goals: [RecordedGoal]

    public init(date: Date, sides: String, score: Score, goals: [RecordedGoal] = []) {
        self.date = date
        self.sides = sides
        self.score = score
        self.goals = goals
    }
}

public struct RecordedMatch: Sendable, Equatable {
    public var entry: HistoryEntry
    public var lineup: [LineupRow]
    public var goals: [GoalEvent]
    /// What it was charged; nil when no pitch fee is in force.
    public var charge: MatchCharge?
    /// An earlier gather with the same date and sides (the first by id, if several): this one may be it, recorded
    /// twice (and charged twice).
    public var twin: UUID?
}

extension GatherRecords {
    /// One intent: names and scorers are checked against the roster inside it, then the gather is made with
    /// its players, sides, score, real date and the fee in force. A gather that could not be completed is
    /// deleted again, so a failed record can simply be run again.
    func record(_ past: PastMatch, names: NameDialogue) async throws -> RecordedMatch {
        try await services.intents.reserving([.history], for: .recordingMatch) {
            let roster = try await services.players.players()
            let teams = try TeamSelection(parsing: past.sides, roster: roster, names: names)
            let goals = try GoalEvent.events(
                of: past.goals, score: past.score, teams: teams, notes: try services.notes.notes(), roster: roster, names: names)
            let sides = Dictionary(teams.assignments.map { ($0.player.id, $0.team) }, uniquingKeysWith: { first, _ in first })
            let made = GatherDetails(startedAt: past.date, teams: sides, goals: goals)
            // The same two sides, whichever was written first.
            let mirrored = GatherDetails(startedAt: past.date, teams: sides.mapValues { $0 == .teamA ? .teamB : .teamA }).teams
            let twin = try services.details.details()
                .filter { $0.value.startedAt == past.date && ($0.value.teams == made.teams || $0.value.teams == mirrored) }
                .keys.min { $0.uuidString < $1.uuidString }
            // Ctrl-C waits for it (three seconds at most), so it is made whole or deleted, never left half-made.
            let (id, charge) = try await ExitGate.asOneUnit(openNow: true) { try await create(past, details: made, teams: teams) }
            return RecordedMatch(
                entry: HistoryEntry(id: id, score: past.score.text, winnerTeam: past.score.winnerWireValue, startedAt: past.date),
                lineup: teams.assignments.map { LineupRow(player: $0.player, team: $0.team) }, goals: goals, charge: charge, twin: twin)
        }
    }

    private func create(_ past: PastMatch, details made: GatherDetails, teams: TeamSelection) async throws -> (UUID, MatchCharge?) {
        // Not sent again after a lost reply: nobody could tell whether the first one arrived.
        let id = try await services.gathers.createGather()
        do {
            try services.details.remember(made, of: id)
            let failures = try await services.gathers.addPlayers(
                teams.assignments.map { BulkAssignment(playerID: $0.player.id, team: $0.team) }, toGather: id)
            if let failure = failures.values.first { throw failure }
            try await services.gathers.setResult(ofGather: id, score: past.score)
            let charge = try services.notes.update { $0.fees.chargeEnded(id, players: teams.assignments.map(\.player.id)) }
            return (id, charge)
        } catch {
            // The half-made gather goes, so the history never shows it; the first error is the one to report.
            do { try await services.gathers.deleteGather(id: id) } catch {}
            throw error
        }
    }
}
