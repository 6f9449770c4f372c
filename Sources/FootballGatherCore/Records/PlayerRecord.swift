/// One player's record over ended matches: a row of `gather stats`.
public struct PlayerRecord: Sendable, Equatable, Identifiable, Codable {
    public var id: Int
    /// Every match the player played, including those whose teams are unknown.
    public var played = 0
    public var won = 0
    public var drawn = 0
    public var lost = 0
    /// Matches played whose team assignment is unknown: counted in `played`, not in won/drawn/lost.
    public var unknownTeam = 0
    /// Goals the player scored (own goals excluded).
    public var goals = 0
    public var ownGoals = 0
    /// Goals of the player's team, over the matches with known teams.
    public var goalsFor = 0
    /// Goals for minus goals against of the player's team, over the matches with known teams.
    public var goalDifference = 0
    /// Results of the matches with known teams, oldest first.
    var outcomes: [MatchOutcome] = []
    public var rating: Rating
    /// The matches with known sides the rating learned from: every one, even before a `since` date.
    var ratedMatches = 0

    /// The rating has learned from too few matches to be sure (`RatingModel.isProvisional`).
    public var provisional: Bool { RatingModel.isProvisional(matches: ratedMatches) }

    /// Won, drawn or lost: the matches whose result for the player is known.
    package var decided: Int { won + drawn + lost }

    /// League points: 3 a win, 1 a draw, 0 a loss (matches with unknown teams earn none).
    public var points: Int { 3 * won + drawn }

    /// Points per decided match, for groups where attendance differs; nil before any known result.
    public var pointsPerMatch: Double? { decided == 0 ? nil : Double(points) / Double(decided) }

    /// Won out of decided, from 0 to 100; `nil` before any known result.
    public var winPercent: Double? { decided == 0 ? nil : 100 * Double(won) / Double(decided) }

    /// The last five results, newest last, such as `"WWDLW"`; shorter with fewer results.
    public var form: String { String(outcomes.suffix(5).map(\.rawValue)) }

    /// The current run of equal results, such as `"W3"`; empty before any known result.
    public var streak: String {
        guard let last = outcomes.last else { return "" }
        let length = outcomes.reversed().prefix { $0 == last }.count
        return "\(last.rawValue)\(length)"
    }
}
