import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// The running match in memory: score, goals, show, end and cancel, and a goal racing an end.
@Suite struct MatchViewModelTests {
    private struct SUT {
        let viewModel: MatchViewModel
        let backend: MemoryBackend
        let matches: MemoryMatchStore
        let clock: ClockViewModel
        let match: ActiveMatch
    }

    private func makeSUT() async throws -> SUT {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let matches = MemoryMatchStore()
        let connector = FixedConnector(backend)
        let manual = ManualClock()
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        let match = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: manual).start(.sides("Ana/Bo"))
        return SUT(viewModel: MatchViewModel(matches: matches, connector: connector, clock: clock), backend: backend, matches: matches, clock: clock, match: match)
    }

    @Test func goalsAndScore_stayWithinTheRange_andShowSeesThem() async throws {
        let sut = try await makeSUT()
        #expect(try sut.viewModel.setScore(Score(teamA: 99, teamB: 0)) == Score(teamA: 99, teamB: 0))
        #expect(throws: MatchError.noGoalPast99(.teamA)) { try sut.viewModel.goal(for: .teamA) }
        #expect(throws: MatchError.noGoalToUndo(.teamB)) { try sut.viewModel.goal(for: .teamB, undo: true) }
        #expect(try sut.viewModel.goal(for: .teamB) == Score(teamA: 99, teamB: 1))
        let shown = try sut.viewModel.show()
        #expect(shown.match.score == Score(teamA: 99, teamB: 1))
        #expect(shown.timer.state == .ready)
    }

    @Test func endOffer_onlyAtFullTime_withAMatchRunning() async throws {
        let sut = try await makeSUT()
        try sut.viewModel.setScore(Score(teamA: 3, teamB: 2))
        let full = ClockStatus(state: .finished, remainingSeconds: 0, selectedSeconds: 60, text: "00:00")
        #expect(try sut.viewModel.endOffer(after: full) == EndOffer(gatherID: sut.match.gatherID, score: Score(teamA: 3, teamB: 2)))
        var halfTime = full
        halfTime.state = .halfTime
        #expect(try sut.viewModel.endOffer(after: halfTime) == nil)
        _ = try await sut.viewModel.end(score: nil)
        #expect(try sut.viewModel.endOffer(after: full) == nil)
    }

    @Test func acceptingTheEndOffer_keepsAGoalCountedWhileTheQuestionWaited() async throws {
        let sut = try await makeSUT()
        try sut.viewModel.goal(for: .teamA)
        let full = ClockStatus(state: .finished, remainingSeconds: 0, selectedSeconds: 60, text: "00:00")
        let offer = try #require(try sut.viewModel.endOffer(after: full))
        #expect(offer.score == Score(teamA: 1, teamB: 0))
        try sut.viewModel.goal(for: .teamA)  // another process, as the question waits
        let ending = try await sut.viewModel.accept(offer)
        #expect(ending.score == Score(teamA: 2, teamB: 0))
        #expect(sut.backend.allGathers.first?.score == "2-0")
    }

    @Test func acceptingTheEndOffer_afterThatMatchEnded_andAnotherStarted_endsNothing() async throws {
        let sut = try await makeSUT()
        let full = ClockStatus(state: .finished, remainingSeconds: 0, selectedSeconds: 60, text: "00:00")
        let offer = try #require(try sut.viewModel.endOffer(after: full))
        // Another shell ends it and starts the next match while the question waits.
        _ = try await sut.viewModel.end(score: Score(teamA: 1, teamB: 0))
        let next = try await StartViewModel(
            connector: FixedConnector(sut.backend), matches: sut.matches, squads: MemorySquadStore(), clock: ManualClock()
        ).start(.sides("Bo/Ana"))
        await #expect(throws: MatchError.offeredMatchEnded(offer.gatherID)) { try await sut.viewModel.accept(offer) }
        #expect(try sut.matches.slot().match?.gatherID == next.gatherID)
        #expect(try await sut.backend.gathers().first { $0.id == next.gatherID }?.score == nil)
    }

    @Test func end_withoutAnyScore_needsConfirmation_unlessOneIsGiven() async throws {
        let sut = try await makeSUT()
        #expect(try sut.viewModel.endNeedsConfirmation(score: nil))
        #expect(try !sut.viewModel.endNeedsConfirmation(score: Score()))
        try sut.viewModel.goal(for: .teamA)
        #expect(try !sut.viewModel.endNeedsConfirmation(score: nil))
    }

    @Test func end_sendsTheScore_forgetsTheMatch_andResetsTheClock() async throws {
        let sut = try await makeSUT()
        _ = try sut.clock.start()
        try sut.viewModel.goal(for: .teamB)
        #expect(try await sut.viewModel.end(score: nil) == Score(teamA: 0, teamB: 1))
        #expect(sut.backend.results == [Score(teamA: 0, teamB: 1)])
        #expect(try sut.matches.slot() == MatchSlot())
        #expect(try sut.clock.status().state == .ready)
    }

    /// A goal counted while `end` is sending the score: it is sent too, and once the match
    /// is over a late goal is refused instead of bringing the match back.
    @Test func goalRacingEnd_isSentToo_andALateGoalCannotReviveTheMatch() async throws {
        let sut = try await makeSUT()
        try sut.viewModel.goal(for: .teamA)
        let viewModel = sut.viewModel
        let calls = CallCounter()
        sut.backend.onSetResult.withLock { hook in
            hook = { if calls.next() == 1 { try viewModel.goal(for: .teamA) } }
        }
        let final = try await sut.viewModel.end(score: nil)
        #expect(final == Score(teamA: 2, teamB: 0))
        #expect(sut.backend.results == [Score(teamA: 1, teamB: 0), Score(teamA: 2, teamB: 0)])
        #expect(throws: MatchError.noActiveMatch) { try viewModel.goal(for: .teamB) }
        #expect(try sut.matches.slot() == MatchSlot())
    }

    @Test func end_withAnExplicitScore_ignoresTheCountedGoals() async throws {
        let sut = try await makeSUT()
        try sut.viewModel.goal(for: .teamA)
        #expect(try await sut.viewModel.end(score: Score(teamA: 3, teamB: 3)) == Score(teamA: 3, teamB: 3))
        #expect(sut.backend.results == [Score(teamA: 3, teamB: 3)])
    }

    @Test func failedEnd_keepsTheMatch() async throws {
        let sut = try await makeSUT()
        sut.backend.onSetResult.withLock { $0 = { throw APIError.timedOut(server: "s") } }
        await #expect(throws: APIError.timedOut(server: "s")) { try await sut.viewModel.end(score: nil) }
        #expect(try sut.matches.requireMatch() == sut.match)
    }

    @Test func cancel_deletesTheGather_evenWhenAlreadyGone() async throws {
        let sut = try await makeSUT()
        #expect(try await sut.viewModel.cancel().gatherID == sut.match.gatherID)
        #expect(sut.backend.allGathers.isEmpty)
        #expect(try sut.matches.slot() == MatchSlot())

        let again = try await makeSUT()
        try await again.backend.deleteGather(id: again.match.gatherID)
        _ = try await again.viewModel.cancel()
        #expect(try again.matches.slot() == MatchSlot())
    }

    @Test func everyAction_withoutAMatch_isRefused() async throws {
        let manual = ManualClock()
        let viewModel = MatchViewModel(
            matches: MemoryMatchStore(), connector: FixedConnector(MemoryBackend()),
            clock: ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual))
        #expect(throws: MatchError.noActiveMatch) { try viewModel.show() }
        #expect(throws: MatchError.noActiveMatch) { try viewModel.goal(for: .teamA) }
        await #expect(throws: MatchError.noActiveMatch) { try await viewModel.end(score: nil) }
        await #expect(throws: MatchError.noActiveMatch) { try await viewModel.cancel() }
    }
}
