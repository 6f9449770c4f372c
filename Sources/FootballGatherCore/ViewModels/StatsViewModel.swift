import Foundation

/// The records screen (`gather stats`, `players show`) over the backend's ended matches.
public struct StatsViewModel: Sendable {
    let players: any PlayerService
    let history: MatchHistory
    let notes: any PlayerNotesStore
    var model = RatingModel.standard
    var prompter: any SuggestionPrompter = DeclinesSuggestions()

    /// One row per roster player who played since `since` (all matches when nil), ordered by `key`. Retired
    /// players stay unless `activeOnly`; `includingEveryone` adds, marked, players deleted since who played.
    public func stats(
        sortedBy key: RecordSortKey = .points, since: Date? = nil, includingEveryone: Bool = false, activeOnly: Bool = false
    ) async throws -> StatsReport {
        let roster = try await players.players()
        let notes = try notes.notes()
        let skills = Player.skills(of: roster, departed: notes.departed)
        let records: PlayerRecords
        let counted: Int
        var undated = 0
        if let since {
            let matches = try await history.endedMatches()
            records = PlayerRecords(matches: matches, skills: skills, since: since, model: model)
            counted = matches.count { $0.date >= since }
            undated = matches.count { $0.date == .distantPast }
        } else {
            let summary = try await history.summary(skills: skills, model: model)
            (records, counted) = (summary.records, summary.matchesCounted)
        }
        let departed = includingEveryone ? notes.departed : []
        let byID = Dictionary((roster + departed).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let onRoster = Set(roster.map(\.id))
        let rows = records.sorted(by: key) { byID[$0]?.name ?? "" }.compactMap { record -> StatsRow? in
            guard let player = byID[record.id] else { return nil }
            let standing: RosterStanding = !onRoster.contains(player.id) ? .departed : notes.isRetired(player.id) ? .retired : .active
            guard includingEveryone || standing == .active || (standing == .retired && !activeOnly) else { return nil }
            return StatsRow(player: player, record: record, standing: standing)
        }
        return StatsReport(
            rows: rows, matchesCounted: counted, matchesWithUnknownTeams: records.matchesWithUnknownTeams,
            matchesOfUnknownDate: undated)
    }

    /// One player, with their record, rating and last five matches.
    public func player(_ reference: String) async throws -> Named<PlayerStanding> {
        let names = NameDialogue(prompter: prompter)
        let roster = try await players.players()
        let player = try PlayerResolver.resolve(reference, in: roster, names: names)
        let matches = try await history.endedMatches()
        let skills = Player.skills(of: roster, departed: try notes.notes().departed)
        let history = model.history(after: matches, skills: skills)
        let record = PlayerRecords(matches: matches, history: history).records.first { $0.id == player.id }
        let lastMatches = PlayerRecords.lastMatches(of: player.id, in: matches).map { PlayedMatch($0, by: player.id) }
        // A player with no ended match has no record, and so only their label's prior.
        let standing = PlayerStanding(
            player: player, record: record, rating: record?.rating ?? history.rating(of: player.id),
            explanation: history.explanation(of: player.id), lastMatches: lastMatches,
            labelHint: LabelHint(
                label: player.skill, rating: history.rating(of: player.id), ratedMatches: history.evidence[player.id]?.matches ?? 0))
        return Named(standing, names: names.notes)
    }
}

public struct StatsReport: Sendable, Equatable {
    public var rows: [StatsRow]
    /// Ended matches counted (since the date asked for, if any).
    public var matchesCounted: Int
    /// Of those, the matches whose teams are unknown: counted as played, not as won, drawn or lost.
    public var matchesWithUnknownTeams: Int
    /// Matches a `since` date leaves out because their own date is unknown; 0 without a date.
    public var matchesOfUnknownDate = 0
}

public struct StatsRow: Sendable, Equatable {
    public var player: Player
    public var record: PlayerRecord
    public var standing: RosterStanding = .active

    /// Set when the player's rating has moved past the start of another label.
    public var labelHint: LabelHint? {
        LabelHint(label: player.skill, rating: record.rating, ratedMatches: record.ratedMatches)
    }
}

/// Where a player stands on the roster: on it, retired, or deleted since.
public enum RosterStanding: String, Sendable, Equatable {
    case active, retired, departed
}

/// `players show`: a player's record (nil before their first ended match), rating and last matches.
public struct PlayerStanding: Sendable, Equatable {
    public var player: Player
    public var record: PlayerRecord?
    public var rating: Rating
    public var explanation: RatingExplanation
    public var lastMatches: [PlayedMatch]
    public var labelHint: LabelHint? = nil
}

public struct PlayedMatch: Sendable, Equatable {
    public var id: UUID
    public var date: Date
    public var score: Score
    public var side: MatchSide?
    public var outcome: MatchOutcome?
    /// Goals the player scored in it (own goals not counted).
    public var goals: Int

    init(_ match: EndedMatch, by playerID: Int) {
        id = match.id
        date = match.date
        score = match.score
        side = match.lineUp.side(of: playerID)
        outcome = side.map { MatchOutcome(goalsFor: match.goals(of: $0), goalsAgainst: match.goals(of: $0.opponent)) }
        goals = match.goals.count { $0.scorer == playerID && !$0.isOwnGoal }
    }
}

extension StatsViewModel {
    public init(services: ServiceBundle, model: RatingModel = .standard, prompter: any SuggestionPrompter = DeclinesSuggestions()) {
        self.init(
            players: services.players, history: MatchHistory(services: services), notes: services.notes, model: model, prompter: prompter)
    }
}
