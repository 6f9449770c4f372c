import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct PlayerRecordsTests {
    /// Player 1 wins 3-1, draws 0-0, loses 1-2, wins 2-0, then plays a match with unknown teams.
    static let season = [
        makeMatch(1, [1, 2], [3, 4], 3, 1, goals: [
            GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamA, scorer: 1),
            GoalEvent(side: .teamA, scorer: 3, isOwnGoal: true), GoalEvent(side: .teamB, scorer: 4),
        ]),
        makeMatch(2, [1, 3], [2, 4], 0, 0),
        makeMatch(3, [2, 4], [1, 3], 2, 1, goals: [GoalEvent(side: .teamA), GoalEvent(side: .teamB, scorer: 1)]),
        makeMatch(4, [1, 4], [2, 3], 2, 0),
        makeUnknownMatch(5, [1, 2, 3, 4], 4, 4),
    ]

    func records(_ matches: [EndedMatch] = season, since: Date? = nil) -> [Int: PlayerRecord] {
        let table = PlayerRecords(matches: matches, skills: [1: .amateur], since: since)
        return Dictionary(uniqueKeysWithValues: table.records.map { ($0.id, $0) })
    }

    @Test func record_countsResultsGoalsAndGoalDifference() throws {
        let one = try #require(records()[1])
        #expect(one.played == 5)
        #expect((one.won, one.drawn, one.lost, one.unknownTeam) == (2, 1, 1, 1))
        #expect(one.goals == 3)
        #expect(one.goalDifference == 2 + 0 - 1 + 2)
        #expect(one.winPercent == 50)
        let three = try #require(records()[3])
        #expect(three.goals == 0 && three.ownGoals == 1)
    }

    @Test func form_isTheLastFiveKnownResultsNewestLast_andStreakTheCurrentRun() throws {
        let one = try #require(records()[1])
        #expect(one.form == "WDLW")
        #expect(one.streak == "W1")
        let matches = (1...7).map { makeMatch($0, [1], [2], $0 == 1 ? 0 : 2, 1) }
        let streaky = try #require(records(matches)[1])
        #expect(streaky.form == "WWWWW")
        #expect(streaky.streak == "W6")
        #expect(try #require(records(matches)[2]).streak == "L6")
    }

    @Test func matchesOfTheSameDate_countInTheOrderTheyWereStored() throws {
        // Stored win then draw, in the same second (dates are kept to the second); the ids
        // sort the other way round, so ordering by id would give "DW".
        var win = makeMatch(1, [1], [2], 2, 1)
        var draw = makeMatch(1, [1], [2], 0, 0)
        (win.id, draw.id) = (matchID(9), matchID(2))
        let record = try #require(records([win, draw])[1])
        #expect(record.form == "WD")
        #expect(record.streak == "D1")
        #expect(EndedMatch.chronological([win, draw]).map(\.id) == [win.id, draw.id])
    }

    @Test func unknownTeams_countAsPlayedOnly_andAreReported() throws {
        let table = PlayerRecords(matches: [makeUnknownMatch(1, [1, 2], 3, 0), makeUnknownMatch(2, [1], 1, 0)], skills: [:])
        #expect(table.matchesWithUnknownTeams == 2)
        let one = try #require(table.records.first { $0.id == 1 })
        #expect((one.played, one.decided, one.unknownTeam) == (2, 0, 2))
        #expect(one.winPercent == nil && one.form.isEmpty && one.streak.isEmpty)
    }

    @Test func since_limitsTheCountsButNotTheRating() throws {
        let all = records()
        let recent = records(since: Date(timeIntervalSince1970: 3 * 86_400))
        let one = try #require(recent[1])
        #expect(one.played == 3 && one.form == "LW")
        #expect(one.rating == all[1]?.rating)
        #expect(PlayerRecords(matches: Self.season, skills: [:], since: .distantFuture).records.isEmpty)
    }

    @Test func rating_isTheLearnedRating() throws {
        let ratings = RatingModel.standard.ratings(after: Self.season, skills: [1: .amateur])
        #expect(try #require(records()[4]).rating == ratings[4])
    }

    @Test func sorted_byEachKey_highestFirst_tiesByTheLeagueOrder() {
        let table = PlayerRecords(matches: Self.season, skills: [1: .amateur])
        let name = { (id: Int) in ["", "Dee", "bea", "Cy", "Al"][id] }
        #expect(table.sorted(by: .goals, name: name).first?.id == 1)
        #expect(table.sorted(by: .name, name: name).map(\.id) == [4, 2, 3, 1])
        #expect(table.sorted(by: .lost, name: name).first.map { ($0.id, $0.lost) } ?? (0, 0) == (3, 3))
        let byRating = table.sorted(by: .rating, name: name).map(\.rating.shown)
        #expect(byRating == byRating.sorted(by: >))
        // Everyone played 5: the order falls back to the league table.
        #expect(table.sorted(by: .played, name: name).map(\.id) == table.sorted(by: .points, name: name).map(\.id))
    }

    @Test func points_areThreeAWinAndOneADraw_andSortHighestFirst() {
        var record = PlayerRecord(id: 1, rating: Rating(mean: 0, uncertainty: 1))
        (record.won, record.drawn, record.lost, record.unknownTeam) = (2, 3, 4, 5)
        #expect(record.points == 3 * 2 + 3)
        let table = PlayerRecords(matches: Self.season, skills: [1: .amateur])
        let name = { (id: Int) in ["", "Dee", "bea", "Cy", "Al"][id] }
        let points = table.sorted(by: .points, name: name).map(\.points)
        #expect(points == points.sorted(by: >))
        #expect(table.sorted(by: .points, name: name).allSatisfy { $0.points == 3 * $0.won + $0.drawn })
    }

    @Test func lastMatches_areThePlayersNewestLast() {
        let last = PlayerRecords.lastMatches(of: 1, in: Self.season.reversed(), count: 2)
        #expect(last.map(\.id) == [matchID(4), matchID(5)])
    }
}
