import Testing

@testable import FootballGatherCore

/// The score of the gather screen: parsing, the steppers' 0...99 range, the winner.
@Suite struct GatherScoreViewModelTests {
    @Test(arguments: [("3-2", 3, 2), ("0-0", 0, 0), ("99-99", 99, 99), (" 4 : 1 ", 4, 1)])
    func score_parses(_ example: (text: String, teamA: Int, teamB: Int)) {
        #expect(Score(text: example.text) == Score(teamA: example.teamA, teamB: example.teamB))
    }

    @Test(arguments: ["100-1", "abc", "3", "3-2-1", "-1-2", ""])
    func score_invalid_isNil(_ text: String) {
        #expect(Score(text: text) == nil)
    }

    @Test func goals_stayWithinZeroAndNinetyNine() {
        #expect(Score(teamA: 0, teamB: 0).adding(-1, to: .teamB) == Score(teamA: 0, teamB: 0))
        #expect(Score(teamA: 99, teamB: 0).adding(1, to: .teamA) == Score(teamA: 99, teamB: 0))
        #expect(Score(teamA: 3, teamB: 2).adding(1, to: .teamB) == Score(teamA: 3, teamB: 3))
    }

    @Test func winnerWireValue_forEachCase() {
        #expect(Score(teamA: 3, teamB: 1).winnerWireValue == "Team A")
        #expect(Score(teamA: 0, teamB: 2).winnerWireValue == "Team B")
        #expect(Score(teamA: 2, teamB: 2).winnerWireValue == "None")
        #expect(GatherResult(score: Score(teamA: 2, teamB: 2)) == GatherResult(score: Score(teamA: 2, teamB: 2)))
        #expect(GatherResult(score: Score(teamA: 2, teamB: 2)).winnerTeam == "None")
    }
}
