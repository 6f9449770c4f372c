import Foundation
import Testing
@testable import FootballGatherCore

/// Issue 28: `stats` is a league table (points, goal difference, goals for, fewer matches
/// played, name), with points per match over the matches whose sides are known.
@Suite struct LeagueTableTests {
    private func order(_ matches: [EndedMatch], by key: RecordSortKey = .points, names: [Int: String] = [:]) -> [Int] {
        PlayerRecords(matches: matches, skills: [:]).sorted(by: key) { names[$0] ?? "P\($0)" }.map(\.id)
    }

    @Test func points_thenGoalDifference_thenGoalsFor() {
        // 1, 3, 5 and 7 won once (3 points): 1 by two goals, the others by one; 7 won 4-3,
        // more goals for than 3 and 5 (1-0 each, then by name).
        let matches = [
            makeMatch(1, [1], [2], 2, 0), makeMatch(2, [3], [4], 1, 0),
            makeMatch(3, [5], [6], 1, 0), makeMatch(4, [7], [8], 4, 3),
        ]
        #expect(order(matches).prefix(4) == [1, 7, 3, 5])
    }

    @Test func equalOnEverything_fewerMatchesPlayedFirst_thenName() {
        // 1 and 5 both won 1-0 and drew 0-0 (4 points, GD +1, 1 for); 5 also played a match of unknown sides.
        let matches = [
            makeMatch(1, [1], [2], 1, 0), makeMatch(2, [1], [2], 0, 0),
            makeMatch(3, [5], [6], 1, 0), makeMatch(4, [5], [6], 0, 0), makeUnknownMatch(5, [5, 6], 2, 2),
        ]
        #expect(order(matches).prefix(2) == [1, 5], "5 played one match more")
        let twins = [makeMatch(1, [1, 9], [2], 1, 0)]
        #expect(order(twins, names: [1: "Zed", 9: "Ana"]).prefix(2) == [9, 1])
    }

    @Test func pointsPerMatch_countsTheMatchesWhoseSidesAreKnown() throws {
        let matches = [makeMatch(1, [1], [2], 1, 0), makeMatch(2, [1], [2], 0, 0), makeUnknownMatch(3, [1, 2], 3, 0)]
        let records = Dictionary(uniqueKeysWithValues: PlayerRecords(matches: matches, skills: [:]).records.map { ($0.id, $0) })
        let one = try #require(records[1])
        #expect(one.played == 3)
        #expect(one.pointsPerMatch == 2.0, "4 points over the 2 matches with known sides")
        #expect(try #require(records[2]).pointsPerMatch == 0.5)
        #expect(PlayerRecords(matches: [makeUnknownMatch(1, [1, 2], 1, 0)], skills: [:]).records.allSatisfy { $0.pointsPerMatch == nil })
        #expect(one.goalsFor == 1)
    }

    @Test func sortByPPG_putsTheBestRateAboveMorePoints() {
        // 1 won twice and lost twice (6 points, 1.5 a match); 5 won once in one match (3.0).
        let matches = [
            makeMatch(1, [1], [2], 1, 0), makeMatch(2, [1], [2], 1, 0), makeMatch(3, [1], [2], 0, 1), makeMatch(4, [1], [2], 0, 1),
            makeMatch(5, [5], [6], 1, 0),
        ]
        #expect(order(matches).first == 1)
        #expect(order(matches, by: .ppg).first == 5)
    }

    @Test func sortByRating_keepsTheRatingOrder() {
        let matches = (1...6).map { makeMatch($0, [1, 2], [3, 4], 3, 0) } + [makeMatch(7, [5], [6], 9, 0)]
        let table = PlayerRecords(matches: matches, skills: [:])
        let byRating = table.sorted(by: .rating) { "P\($0)" }
        #expect(byRating.map(\.rating.mean) == byRating.map(\.rating.mean).sorted(by: >))
        #expect(table.sorted(by: .points) { "P\($0)" }.first?.id == 1)
    }
}
