import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// `gather stats` and `players show`: records and ratings recomputed from the backend's
/// ended matches on every call.
@Suite struct StatsViewModelTests {
    private let day = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let backend: MemoryBackend
        let details = MemoryGatherDetails()

        init(_ names: [String], skills: [Skill?] = []) {
            backend = MemoryBackend(players: names)
            backend.state.withLock { state in
                for (index, skill) in skills.enumerated() where index < state.players.count { state.players[index].skill = skill }
            }
        }

        var stats: StatsViewModel {
            StatsViewModel.inMemory(players: backend, history: MatchHistory(gathers: backend, details: details))
        }

        /// An ended gather this machine remembers the sides of (or not, with `remembered: false`).
        @discardableResult
        func play(_ teamA: [Int], _ teamB: [Int], _ score: String, on date: Date, goals: [GoalEvent] = [], remembered: Bool = true) async throws -> UUID {
            let id = try await backend.createGather()
            for player in teamA { try await backend.addPlayer(id: player, toGather: id, team: .teamA) }
            for player in teamB { try await backend.addPlayer(id: player, toGather: id, team: .teamB) }
            try await backend.setResult(ofGather: id, score: try #require(Score(text: score)))
            if remembered {
                let teams = Dictionary(uniqueKeysWithValues: teamA.map { ($0, Team.teamA) } + teamB.map { ($0, Team.teamB) })
                try details.remember(GatherDetails(startedAt: date, teams: teams, goals: goals), of: id)
            }
            return id
        }
    }

    @Test func stats_countsResultsGoalsFormAndStreak_perPlayer() async throws {
        let sut = SUT(["Ana", "Bo", "Cy", "Dee"])
        try await sut.play([1, 2], [3, 4], "3-1", on: day, goals: [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamA, scorer: 1)])
        try await sut.play([1, 3], [2, 4], "2-2", on: day.addingTimeInterval(60))
        try await sut.play([1, 4], [2, 3], "0-1", on: day.addingTimeInterval(120))

        let report = try await sut.stats.stats(sortedBy: .name)

        #expect(report.rows.map(\.player.name) == ["Ana", "Bo", "Cy", "Dee"])
        let ana = try #require(report.rows.first).record
        #expect((ana.played, ana.won, ana.drawn, ana.lost) == (3, 1, 1, 1))
        #expect(ana.goals == 2)
        #expect(ana.goalDifference == 2 + 0 - 1)
        #expect(ana.form == "WDL")
        #expect(ana.streak == "L1")
        #expect(report.rows[1].record.form == "WDW")  // Bo
        #expect(report.rows[1].record.streak == "W1")
        #expect(report.matchesCounted == 3)
        #expect(report.matchesWithUnknownTeams == 0)
    }

    @Test func stats_byRating_putsTheWinnerOfEveryMatchFirst() async throws {
        let sut = SUT(["Ana", "Bo", "Cy", "Dee"])
        for minute in 0..<4 {
            try await sut.play([1, 2], [3, 4], "4-0", on: day.addingTimeInterval(Double(minute) * 60))
        }
        let rows = try await sut.stats.stats().rows
        #expect(Set(rows.prefix(2).map(\.player.name)) == ["Ana", "Bo"])
        #expect(rows[0].record.rating.mean > rows[3].record.rating.mean)
    }

    @Test func stats_since_countsOnlyLaterMatches_butRatesFromEveryMatch() async throws {
        let sut = SUT(["Ana", "Bo"])
        try await sut.play([1], [2], "5-0", on: day)
        try await sut.play([1], [2], "0-1", on: day.addingTimeInterval(86_400))
        let all = try await sut.stats.stats(sortedBy: .name)
        let recent = try await sut.stats.stats(sortedBy: .name, since: day.addingTimeInterval(3_600))

        #expect(recent.matchesCounted == 1)
        #expect(recent.rows.map(\.record.form) == ["L", "W"])
        #expect(recent.rows.map(\.record.rating) == all.rows.map(\.record.rating))
    }

    @Test func stats_gathersWithUnknownTeams_countAsPlayedOnly_andAreCounted() async throws {
        let sut = SUT(["Ana", "Bo"])
        try await sut.play([1], [2], "1-0", on: day)
        try await sut.play([1], [2], "0-3", on: day, remembered: false)

        let report = try await sut.stats.stats(sortedBy: .name)

        #expect(report.matchesWithUnknownTeams == 1)
        let ana = try #require(report.rows.first).record
        #expect((ana.played, ana.won, ana.lost, ana.unknownTeam) == (2, 1, 0, 1))
    }

    @Test func stats_leavesOutWhoNeverPlayed_andWhoLeftTheRoster() async throws {
        let sut = SUT(["Ana", "Bo", "Cy"])
        try await sut.play([1], [2], "1-0", on: day)
        sut.backend.state.withLock { $0.players.removeAll { $0.name == "Bo" } }

        #expect(try await sut.stats.stats().rows.map(\.player.name) == ["Ana"])
    }

    @Test func correctingAResult_changesTheRatings_withNoStateKept() async throws {
        let sut = SUT(["Ana", "Bo"])
        let id = try await sut.play([1], [2], "3-0", on: day)
        let before = try await sut.stats.stats(sortedBy: .name).rows.map(\.record.rating)
        try await sut.backend.setResult(ofGather: id, score: Score(teamA: 0, teamB: 3))
        let after = try await sut.stats.stats(sortedBy: .name).rows.map(\.record.rating)

        #expect(before[0].mean > before[1].mean)
        #expect(after[0].mean < after[1].mean)
        #expect(after[0].mean == -before[0].mean)
    }

    @Test func player_hasTheRecordRatingAndLastFiveMatches_newestLast() async throws {
        let sut = SUT(["Ana", "Bo"], skills: [.professional, nil])
        var ids: [UUID] = []
        for index in 0..<7 {
            ids.append(try await sut.play([1], [2], index == 6 ? "1-2" : "2-0", on: day.addingTimeInterval(Double(index) * 60),
                                          goals: [GoalEvent(side: .teamA, scorer: 1)]))
        }
        let standing = try await sut.stats.player("ana")

        #expect(standing.player.name == "Ana")
        #expect(standing.record?.played == 7)
        #expect(standing.lastMatches.map(\.id) == Array(ids.suffix(5)))
        #expect(standing.lastMatches.last?.outcome == .lost)
        #expect(standing.lastMatches.last?.side == .teamA)
        #expect(standing.lastMatches.map(\.goals) == [1, 1, 1, 1, 1])
        #expect(standing.rating == standing.record?.rating)
    }

    @Test func player_whoNeverPlayed_hasTheirLabelsPrior_andNoRecord() async throws {
        let sut = SUT(["Ana"], skills: [.beginner])
        let standing = try await sut.stats.player("1")
        #expect(standing.record == nil)
        #expect(standing.lastMatches.isEmpty)
        #expect(standing.rating == RatingModel.standard.prior(for: .beginner))
    }

    @Test func player_unknown_isAnInputError() async throws {
        let sut = SUT(["Ana"])
        await #expect(throws: InputError.self) { try await sut.stats.player("Zed") }
    }
}
