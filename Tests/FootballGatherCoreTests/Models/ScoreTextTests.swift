import Testing

@testable import FootballGatherCore

/// A score read on the quick path (`"3-2"` exactly) is the score the spelled-out reading
/// gives, and every other text goes to that reading.
@Suite struct ScoreTextTests {
    @Test(arguments: [
        "3-2", "0-0", "99-99", "10-0", "03-2", "007-1", "100-1", "1-100", " 3-2", "3 - 2", "3:2", "3-", "-2", "-", "", "3--2",
        "3-2-1", "+3-2", "3-+2", "a-b", "３-2", "3-2 ", "99-100", "1-2\n",
    ])
    func aScoreText_readsTheSameOnEitherPath(_ text: String) {
        let spelled = Score(spelledText: text)
        let plain = Score(plainText: text)
        #expect(plain == nil || plain == spelled)
        #expect(Score(text: text) == spelled)
    }

    @Test func everyScoreAServerWrites_takesTheQuickPath() {
        for teamA in 0...Score.maximumGoals {
            for teamB in [0, 1, 9, 10, 99] {
                let score = Score(teamA: teamA, teamB: teamB)
                #expect(Score(plainText: score.text) == score)
            }
        }
    }
}
