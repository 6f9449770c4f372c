import FootballGatherCore

/// Why a rating is what it is: the starting label (`null` when unset) and that start on the shown scale,
/// the matches with known sides it learned from, their results, the wins expected before each (a draw
/// counting half), and the mean rating of team-mates and opponents (absent before any match).
struct RatingExplanationJSON: Encodable, Equatable {
    @NullWhenAbsent var label: String?
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
}
