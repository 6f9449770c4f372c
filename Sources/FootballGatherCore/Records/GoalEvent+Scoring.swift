import Foundation

/// Who scored a goal: a player of the scoring team, or one of the other team (an own goal).
public enum GoalScorer: Sendable, Equatable {
    case player(String)
    case ownGoal(String)

    /// The player as typed.
    public var reference: String {
        switch self {
        case .player(let reference), .ownGoal(let reference): reference
        }
    }
}

/// A goal of a past match as typed: the team it counts for and, when given, who scored it.
public struct RecordedGoal: Sendable, Equatable {
    public var team: Team
    public var scorer: GoalScorer?

    public init(team: Team, scorer: GoalScorer?) {
        self.team = team
        self.scorer = scorer
    }
}

extension MatchSide {
    public init(_ team: Team) { self = team == .teamA ? .teamA : .teamB }
    public var team: Team { self == .teamA ? .teamA : .teamB }
}

extension GoalEvent {
    /// A goal for `team`; its scorer, when given, is one of the match's players (a
    /// did-you-mean among them otherwise; someone of `roster` who is not playing is
    /// refused) of that team, or of the other one for an own goal. `ended`: a past match.
    init(
        for team: Team, scorer: GoalScorer?, in match: ActiveMatch, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [],
        ended: Bool = false
    ) throws {
        let side = MatchSide(team)
        guard let scorer else {
            self.init(side: side)
            return
        }
        let (reference, scorerSide, isOwnGoal) = switch scorer {
        case .player(let reference): (reference, side, false)
        case .ownGoal(let reference): (reference, side.opponent, true)
        }
        let player = try match.find(reference, notes: notes, roster: roster, ended: ended).player
        guard match.team(of: player.id) == scorerSide.team else {
            let role = isOwnGoal ? "an own goal for \(team.rawValue) is scored by a player of \(side.opponent.team.rawValue)"
                : "a goal for \(team.rawValue) is scored by one of its players"
            throw InputError.invalid("\(player.name) plays for \(match.team(of: player.id)?.rawValue ?? "neither team"): \(role)")
        }
        self.init(side: side, scorer: player.id, isOwnGoal: isOwnGoal)
    }

    /// The goals of a match played on `teams` with their scorers, each scorer on the right
    /// side; no more goals per team than the score gives it.
    static func events(
        of goals: [RecordedGoal], score: Score, teams: TeamSelection, notes: PlayerNotes = PlayerNotes(), roster: [Player] = []
    ) throws -> [GoalEvent] {
        for team in [Team.teamA, .teamB] {
            let given = goals.count { $0.team == team }
            let scored = team == .teamA ? score.teamA : score.teamB
            guard given <= scored else {
                throw InputError.invalid("\(PlainList.counted(given, "goal")) given for \(team.rawValue), but the score gives it \(scored)")
            }
        }
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: teams.teamA,
            teamB: teams.teamB, startedAt: Date(timeIntervalSince1970: 0))
        return try goals.map { try GoalEvent(for: $0.team, scorer: $0.scorer, in: match, notes: notes, roster: roster, ended: true) }
    }
}

extension Array where Element == GoalEvent {
    /// Goals counted one by one never outnumber the score a `score` command set: a lower
    /// score drops each team's last goals, as undoing them would.
    func trimmed(to score: Score) -> [GoalEvent] { split(to: score).kept }

    /// The goals `trimmed` leaves out: each team's last ones beyond the score.
    func dropped(to score: Score) -> [GoalEvent] { split(to: score).dropped }

    private func split(to score: Score) -> (kept: [GoalEvent], dropped: [GoalEvent]) {
        var left = [MatchSide.teamA: score.teamA, .teamB: score.teamB]
        var kept: [GoalEvent] = []
        var dropped: [GoalEvent] = []
        for goal in self {
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
