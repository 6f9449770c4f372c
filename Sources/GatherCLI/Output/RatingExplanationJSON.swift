import FootballGatherCore

/// Why a rating is what it is: the starting label (`null` when unset) and that start on the shown scale,
/// the matches with known sides it learned from, their results, the wins expected before each (a draw
/// counting half), and the mean rating of team-mates and opponents (absent before any match).
struct RatingExplanationJSON: Encodable, Equatable {
    var label: String?
    var start: Int
    var matches: Int
    var won: Int
    var drawn: Int
    var lost: Int
    var expectedWins: Double
    var teamMates: Int?
    var opponents: Int?

    init(_ explanation: RatingExplanation) {
        label = explanation.label?.rawValue
        start = explanation.start.shown
        matches = explanation.evidence.matches
        won = explanation.evidence.won
        drawn = explanation.evidence.drawn
        lost = explanation.evidence.lost
        expectedWins = RecordJSON.rounded(explanation.evidence.expectedScore)
        teamMates = explanation.teamMates
        opponents = explanation.opponents
    }

    private enum CodingKeys: String, CodingKey { case label, start, matches, won, drawn, lost, expectedWins, teamMates, opponents }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)  // null when unset, rather than absent
        try container.encode(start, forKey: .start)
        try container.encode(matches, forKey: .matches)
        try container.encode(won, forKey: .won)
        try container.encode(drawn, forKey: .drawn)
        try container.encode(lost, forKey: .lost)
        try container.encode(expectedWins, forKey: .expectedWins)
        try container.encodeIfPresent(teamMates, forKey: .teamMates)
        try container.encodeIfPresent(opponents, forKey: .opponents)
    }
}
