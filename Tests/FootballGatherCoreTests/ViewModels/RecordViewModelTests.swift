import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// `gather record`: a past match entered with its date, counted in date order.
@Suite struct RecordViewModelTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        var services: ServiceBundle { FixedConnector(backend, details: details).bundle }

        func record(_ past: PastMatch, now: Date) async throws -> HistoryEntry {
            let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: now.timeIntervalSince1970))
            return try await RecordViewModel(services: services, clock: clock).record(past).entry
        }
    }

    @Test func aMatchRecordedBeforeTheOthers_comesFirstInTheHistory_andTheRatings() async throws {
        let sut = SUT()
        let later = try await sut.record(PastMatch(date: now.addingTimeInterval(-3600), sides: "Ana/Bo", score: Score(teamA: 0, teamB: 3)), now: now)
        let earlier = try await sut.record(PastMatch(date: now.addingTimeInterval(-86_400), sides: "Ana/Bo", score: Score(teamA: 3, teamB: 0)), now: now)
        let history = try await HistoryViewModel(services: sut.services, matches: MemoryMatchStore(), clock: ManualClock()).entries()
        #expect(history.map(\.id) == [later.id, earlier.id], "newest first")
        let ended = try await MatchHistory(services: sut.services).endedMatches()
        #expect(ended.map(\.id) == [earlier.id, later.id], "oldest first")
        #expect(ended.first?.date == now.addingTimeInterval(-86_400))
        // Bo won last: replayed in date order, Bo ends above Ana.
        let ratings = RatingModel.standard.ratings(after: ended, skills: [:])
        let (ana, bo) = (try #require(ratings[1]), try #require(ratings[2]))
        #expect(bo.mean > ana.mean)
    }

    @Test func aPlayersGathers_comeNewestFirst_whateverOrderTheyWereEnteredIn() async throws {
        let sut = SUT()
        let days = [-2.0, -5, -1, -3].map { now.addingTimeInterval($0 * 86_400) }
        for day in days { _ = try await sut.record(PastMatch(date: day, sides: "Ana/Bo", score: Score(teamA: 1, teamB: 0)), now: now) }
        let (_, played) = try await PlayerDetailViewModel(services: sut.services).playedGathers(of: "Ana").value
        #expect(played.map(\.startedAt) == days.sorted(by: >))
    }

    @Test func recordingTheSameDateAndSidesAgain_namesTheEarlierGather_asAPossibleTwin() async throws {
        let sut = SUT()
        let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: now.timeIntervalSince1970))
        let viewModel = RecordViewModel(services: sut.services, clock: clock)
        let past = PastMatch(date: now.addingTimeInterval(-3600), sides: "Ana,Bo/Cy,Dee", score: Score(teamA: 2, teamB: 1))
        let first = try await viewModel.record(past).value
        #expect(first.twin == nil)
        let second = try await viewModel.record(past).value
        #expect(second.twin == first.entry.id)
        var mirrored = past
        (mirrored.sides, mirrored.score) = ("Cy,Dee/Ana,Bo", Score(teamA: 1, teamB: 2))
        // Two twins now: the first by id is named.
        let twin = try await viewModel.record(mirrored).value.twin
        #expect(twin == [first.entry.id, second.entry.id].min { $0.uuidString < $1.uuidString })
        var otherSides = past
        otherSides.sides = "Ana,Cy/Bo,Dee"
        #expect(try await viewModel.record(otherSides).value.twin == nil)
        var otherDay = past
        otherDay.date = now.addingTimeInterval(-86_400)
        #expect(try await viewModel.record(otherDay).value.twin == nil)
    }

    @Test func deletingAGather_forgetsWhatThisMachineKnewOfIt() async throws {
        let sut = SUT()
        let entry = try await sut.record(PastMatch(date: now.addingTimeInterval(-60), sides: "Ana/Bo", score: Score(teamA: 1, teamB: 0)), now: now)
        #expect(try sut.details.details()[entry.id] != nil)
        try await HistoryViewModel(services: sut.services, matches: MemoryMatchStore(), clock: ManualClock()).delete(entry.id)
        #expect(try sut.details.details()[entry.id] == nil)
    }

    @Test func recordedMatch_keepsTeamsScoreAndScorers_andNoPrediction() async throws {
        let sut = SUT()
        let past = PastMatch(
            date: now.addingTimeInterval(-60), sides: "Ana,Bo/Cy,Dee", score: Score(teamA: 2, teamB: 1),
            goals: [RecordedGoal(team: .teamA, scorer: .player("Bo")), RecordedGoal(team: .teamB, scorer: .ownGoal("Ana"))])
        let entry = try await sut.record(past, now: now)
        #expect(entry.score == "2-1")
        let known = try #require(try sut.details.details()[entry.id])
        #expect(known.team(of: 1) == .teamA && known.team(of: 3) == .teamB)
        #expect(known.goals == [GoalEvent(side: .teamA, scorer: 2), GoalEvent(side: .teamB, scorer: 1, isOwnGoal: true)])
        #expect(known.prediction == nil)
        #expect(sut.backend.members(of: entry.id).count == 4)
    }

    @Test(arguments: [
        PastMatch(date: Date(timeIntervalSince1970: 1_800_000_600), sides: "Ana/Bo", score: Score(teamA: 1, teamB: 0)),
        PastMatch(date: Date(timeIntervalSince1970: 1_700_000_000), sides: "Ana/Bo", score: Score(teamA: 1, teamB: 0),
                  goals: [RecordedGoal(team: .teamA, scorer: nil), RecordedGoal(team: .teamA, scorer: nil)]),
        PastMatch(date: Date(timeIntervalSince1970: 1_700_000_000), sides: "Ana/Bo", score: Score(teamA: 1, teamB: 0),
                  goals: [RecordedGoal(team: .teamA, scorer: .player("Bo"))]),
        PastMatch(date: Date(timeIntervalSince1970: 1_700_000_000), sides: "Ana/Zed", score: Score(teamA: 1, teamB: 0)),
    ])
    func badInput_isRefusedBeforeAnythingIsCreated(past: PastMatch) async throws {
        let sut = SUT()
        await #expect(throws: (any Error).self) { try await sut.record(past, now: now) }
        #expect(try await sut.backend.gathers().isEmpty)
    }

    @Test func historyEdit_correctsTheDate_andTheOrderFollows() async throws {
        let sut = SUT()
        let first = try await sut.record(PastMatch(date: now.addingTimeInterval(-7200), sides: "Ana/Bo", score: Score(teamA: 1, teamB: 0)), now: now)
        let second = try await sut.record(PastMatch(date: now.addingTimeInterval(-3600), sides: "Ana/Bo", score: Score(teamA: 0, teamB: 1)), now: now)
        let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: now.timeIntervalSince1970))
        let history = HistoryViewModel(services: sut.services, matches: MemoryMatchStore(), clock: clock)
        await #expect(throws: HistoryError.dateInFuture) {
            try await history.correct(first.id.uuidString, score: nil, date: now.addingTimeInterval(60))
        }
        await #expect(throws: HistoryError.dateBefore1900) {
            try await history.correct(first.id.uuidString, score: nil, date: Date(timeIntervalSince1970: -2_300_000_000))
        }
        let moved = try await history.correct(first.id.uuidString, score: nil, date: now.addingTimeInterval(-60))
        #expect(moved.startedAt == now.addingTimeInterval(-60))
        #expect(moved.score == "1-0")
        #expect(try await history.entries().map(\.id) == [first.id, second.id])
        #expect(try await MatchHistory(services: sut.services).endedMatches().map(\.id) == [second.id, first.id])
    }
}
