import Foundation
import Testing
@testable import FootballGatherCore

/// Issue 23: league points, the provisional rule, and the explanation of a rating.
@Suite struct PointsAndProvisionalTests {
    private func records(_ matches: [EndedMatch], since: Date? = nil) -> [Int: PlayerRecord] {
        let table = PlayerRecords(matches: matches, skills: [1: .amateur, 2: .amateur], since: since)
        return Dictionary(uniqueKeysWithValues: table.records.map { ($0.id, $0) })
    }

    @Test func points_areThreeAWinAndOneADraw_unknownTeamsCountNothing() throws {
        let season = PointsAndProvisionalTests.season
        let one = try #require(records(season)[1])
        #expect((one.won, one.drawn, one.lost) == (2, 1, 1))
        #expect(one.points == 7)
        #expect(try #require(records(season)[2]).points == 3 * 2 + 1)
    }

    @Test func sortByPoints_putsTheMostPointsFirst_evenAboveAHigherWinPercent() {
        // Player 5 won their only match (100%); player 1 has more points from more matches.
        let matches = PointsAndProvisionalTests.season + [makeMatch(6, [5], [6], 1, 0)]
        let table = PlayerRecords(matches: matches, skills: [:])
        let order = table.sorted(by: .points) { "P\($0)" }.map(\.id)
        #expect(order.first == 1)
        #expect(table.sorted(by: .winPercent) { "P\($0)" }.map(\.id).first == 5)
    }

    @Test func provisional_untilFiveMatchesWithKnownSides_matchesOfUnknownTeamsDoNotCount() throws {
        let four = (1...4).map { makeMatch($0, [1], [2], 1, 0) } + [makeUnknownMatch(5, [1, 2], 1, 0)]
        let early = try #require(records(four)[1])
        #expect(early.played == 5 && early.ratedMatches == 4)
        #expect(early.provisional)
        let five = try #require(records(four + [makeMatch(6, [1], [2], 1, 0)])[1])
        #expect(five.ratedMatches == 5)
        #expect(!five.provisional)
    }

    @Test func provisional_countsEveryMatch_evenBeforeASinceDate() throws {
        let matches = (1...6).map { makeMatch($0, [1], [2], 1, 0) }
        let recent = try #require(records(matches, since: Date(timeIntervalSince1970: 6 * 86_400))[1])
        #expect(recent.played == 1)
        #expect(recent.ratedMatches == 6 && !recent.provisional)
    }

    @Test func explanation_countsResultsAgainstTheChancesBeforeEachMatch() {
        let model = RatingModel.fixedLabels
        let matches = [makeMatch(1, [1], [2], 2, 0), makeMatch(2, [2], [1], 1, 1)]
        let history = model.history(after: matches, skills: [1: .beginner, 2: .professional])
        let explained = history.explanation(of: 1)
        #expect(explained.label == .beginner)
        #expect(explained.start.shown == 800)
        #expect((explained.evidence.matches, explained.evidence.won, explained.evidence.drawn) == (2, 1, 1))
        #expect(explained.evidence.score == 1.5)
        let first = model.winProbability(teamA: [model.prior(for: .beginner)], teamB: [model.prior(for: .professional)])
        #expect(first < 0.5)
        // The second chance, after the 2-0, is higher than the first but still a chance.
        #expect(explained.evidence.expectedScore > 2 * first && explained.evidence.expectedScore < first + 1)
        #expect(explained.teamMates == nil)
        #expect(explained.opponents == history.rating(of: 2).shown)
        #expect(explained.provisional)
        #expect(history.ratings == model.ratings(after: matches, skills: [1: .beginner, 2: .professional]))
    }

    @Test func explanation_ofAPlayerWithoutMatches_isTheirLabelsStart() {
        let history = RatingModel.standard.history(after: [], skills: [7: .professional])
        let explained = history.explanation(of: 7)
        #expect(explained.start == RatingModel.standard.prior(for: .professional))
        #expect(explained.evidence == RatingEvidence())
        #expect(explained.teamMates == nil && explained.opponents == nil)
        #expect(explained.provisional)
    }

    /// Player 1 wins 3-1, draws 0-0, loses 1-2, wins 2-0, then plays a match with unknown teams.
    static let season = [
        makeMatch(1, [1, 2], [3, 4], 3, 1),
        makeMatch(2, [1, 3], [2, 4], 0, 0),
        makeMatch(3, [2, 4], [1, 3], 2, 1),
        makeMatch(4, [1, 4], [2, 3], 2, 0),
        makeUnknownMatch(5, [1, 2, 3, 4], 4, 4),
    ]
}
