import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// The clock screen in memory, on a manual clock whose sleeps pass time instantly:
/// every transition of the four states, with its outcome or refusal.
@Suite struct ClockViewModelTests {
    private let fiveMinutes = GatherTime(seconds: 300) ?? .defaultTime

    /// A ten-minute clock put in `state`: running 90 s in, paused 500 s in, finished 700 s in.
    private func makeSUT(
        _ state: TimerState = .ready, onSleep: @escaping @Sendable (Int) throws -> Void = { _ in }
    ) throws -> (ClockViewModel, ManualClock, MemoryClockStore) {
        let clock = ManualClock(onSleep: onSleep)
        let store = MemoryClockStore()
        let viewModel = ClockViewModel(store: store, clock: clock, sleeper: clock)
        if state != .ready { _ = try viewModel.start() }
        switch state {
        case .ready: break
        case .running: clock.advance(by: 90)
        case .paused:
            clock.advance(by: 500)
            _ = try viewModel.pause()
        case .finished: clock.advance(by: 700)
        case .halfTime: Issue.record("a one-period clock has no half-time: use makeHalvesSUT")
        }
        #expect(try viewModel.status().state == state)
        return (viewModel, clock, store)
    }

    // MARK: a new match

    @Test(arguments: [TimerState.finished, .running, .paused, .ready])
    func aNewMatch_resetsOnlyAFinishedClock(state: TimerState) throws {
        let (viewModel, _, _) = try makeSUT(state)
        let before = try viewModel.status()
        let fresh = try viewModel.freshForANewMatch()
        #expect(fresh.state == (state == .finished ? .ready : state))
        #expect(fresh.selectedSeconds == before.selectedSeconds)
        if state == .finished { #expect(fresh.remainingSeconds == before.selectedSeconds) }
    }

    // MARK: status

    @Test func status_afterZero_isFinished_evenWithNobodyWatching() throws {
        let (viewModel, clock, _) = try makeSUT()
        _ = try viewModel.set(MatchLength(GatherTime(seconds: 1) ?? .defaultTime))
        _ = try viewModel.start()
        clock.advance(by: 1)
        let status = try viewModel.status()
        #expect(status == ClockStatus(state: .finished, remainingSeconds: 0, selectedSeconds: 1, text: "00:00"))
    }

    @Test func status_json_hasTheFourFields() throws {
        let (viewModel, _, _) = try makeSUT(.finished)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(try viewModel.status())) as? [String: Any]
        #expect(json?["state"] as? String == "finished")
        #expect(json?["remainingSeconds"] as? Int == 0)
        #expect(json?["selectedSeconds"] as? Int == 600)
        #expect(json?["text"] as? String == "00:00")
    }

    // MARK: set

    @Test(arguments: [TimerState.ready, .paused, .finished])
    func set_fromReadyPausedOrFinished_isReadyWithTheTime(state: TimerState) throws {
        let (viewModel, _, _) = try makeSUT(state)
        let status = try viewModel.set(MatchLength(fiveMinutes))
        #expect(status.state == .ready)
        #expect(status.text == "05:00")
    }

    @Test func set_whileRunning_isRefused_andChangesNothing() throws {
        let (viewModel, _, store) = try makeSUT(.running)
        let before = try store.load()
        #expect(throws: TimerError.cannotSetWhileRunning) { try viewModel.set(MatchLength(fiveMinutes)) }
        #expect(try store.load() == before)
    }

    // MARK: start and resume

    @Test(arguments: [TimerState.ready, .paused])
    func startAndResume_fromReadyOrPaused_run(state: TimerState) throws {
        for action in [ClockViewModel.start, ClockViewModel.resume] {
            let (viewModel, _, _) = try makeSUT(state)
            let change = try action(viewModel)()
            #expect(change.status.state == .running)
            #expect(change.note == nil)
        }
    }

    @Test func start_whileRunning_isANoteNotAnError() throws {
        let (viewModel, _, store) = try makeSUT(.running)
        let before = try store.load()
        let change = try viewModel.start()
        #expect(change.note == "the timer is already running")
        #expect(change.status.text == "08:30")
        #expect(try store.load() == before)
    }

    @Test func startAndResume_whenFinished_areRefusedWithTheResetHint() throws {
        let (viewModel, _, _) = try makeSUT(.finished)
        #expect(throws: TimerError.timeIsUp) { try viewModel.start() }
        #expect(throws: TimerError.timeIsUp) { try viewModel.resume() }
        #expect(TimerError.timeIsUp.nextStep == .resetTimer)
    }

    // MARK: pause

    @Test func pause_whileRunning_freezesTheTimeLeft() throws {
        let (viewModel, clock, _) = try makeSUT(.running)
        #expect(try viewModel.pause().status.state == .paused)
        clock.advance(by: 1000)
        #expect(try viewModel.status().text == "08:30")
    }

    @Test func pause_whilePaused_isANoteNotAnError() throws {
        let (viewModel, _, _) = try makeSUT(.paused)
        let change = try viewModel.pause()
        #expect(change.note == "the timer is already paused")
        #expect(change.status.state == .paused)
    }

    @Test(arguments: [(TimerState.ready, TimerError.cannotPause), (.finished, .timeIsUp)])
    func pause_whenReadyOrFinished_isRefused(state: TimerState, error: TimerError) throws {
        let (viewModel, _, _) = try makeSUT(state)
        #expect(throws: error) { try viewModel.pause() }
        #expect(error.failureKind == .refused)
    }

    // MARK: toggle and reset

    @Test func toggle_pausesRunning_andRunsReadyOrPaused() throws {
        #expect(try makeSUT(.running).0.toggle().state == .paused)
        #expect(try makeSUT(.ready).0.toggle().state == .running)
        #expect(try makeSUT(.paused).0.toggle().state == .running)
    }

    @Test(arguments: [TimerState.ready, .running, .paused, .finished])
    func reset_fromAnyState_isReadyAtTheSelectedTime(state: TimerState) throws {
        let (viewModel, _, _) = try makeSUT(state)
        #expect(try viewModel.reset() == ClockStatus(state: .ready, remainingSeconds: 600, selectedSeconds: 600, text: "10:00"))
        #expect(try viewModel.reset(selecting: MatchLength(fiveMinutes)).text == "05:00")
    }

    // MARK: run

    @Test func run_withATime_setsAndStarts_butNotWhileRunning() throws {
        let (viewModel, _, _) = try makeSUT(.finished)
        #expect(try viewModel.run(selecting: MatchLength(fiveMinutes)).status.text == "05:00")
        #expect(throws: TimerError.cannotSetWhileRunning) { try viewModel.run(selecting: MatchLength(fiveMinutes)) }
        #expect(try viewModel.run(selecting: nil).note == "the timer is already running")
    }

    // MARK: wait

    @Test func wait_returnsWhenTheTimeIsUp_sleepingOnlyTheClock() async throws {
        let (viewModel, clock, _) = try makeSUT(.running)
        try await viewModel.wait()
        #expect(try viewModel.status().state == .finished)
        #expect(clock.sleptSeconds.allSatisfy { $0 <= ClockViewModel.pollInterval + 0.000_001 })
        #expect(abs(clock.sleptSeconds.reduce(0, +) - 510) < 0.001)
    }

    @Test func wait_whenAlreadyFinished_returnsAtOnce() async throws {
        let (viewModel, clock, _) = try makeSUT(.finished)
        try await viewModel.wait()
        #expect(clock.sleptSeconds.isEmpty)
    }

    @Test(arguments: [TimerState.ready, .paused])
    func wait_whenReadyOrPaused_isNotRunning(state: TimerState) async throws {
        let (viewModel, _, _) = try makeSUT(state)
        await #expect(throws: TimerError.notRunning(state)) { try await viewModel.wait() }
        #expect(TimerError.notRunning(state).failureKind == .timerNotRunning)
    }

    /// Another shell changes the clock after the fifth look at it.
    private func waitWhile(_ change: @escaping @Sendable (ClockViewModel) throws -> Void) async throws -> (ManualClock, (any Error)?) {
        let store = MemoryClockStore()
        let clock = ManualClock(onSleep: { count in
            if count == 5 { try change(ClockViewModel(store: store, clock: ManualClock(), sleeper: TaskSleeper())) }
        })
        let viewModel = ClockViewModel(store: store, clock: clock, sleeper: clock)
        _ = try viewModel.start()
        do {
            try await viewModel.wait()
            return (clock, nil)
        } catch {
            return (clock, error)
        }
    }

    @Test func wait_endsWithNotRunning_whenPausedMeanwhile() async throws {
        let (clock, error) = try await waitWhile { _ = try $0.pause() }
        #expect(error as? TimerError == .notRunning(.paused))
        #expect(clock.sleptSeconds.count == 5)
    }

    @Test func wait_endsWithNotRunning_whenResetMeanwhile() async throws {
        let (clock, error) = try await waitWhile { _ = try $0.reset() }
        #expect(error as? TimerError == .notRunning(.ready))
        #expect(clock.sleptSeconds.count == 5)
    }

    // MARK: ticks

    @Test func ticks_yieldEachSecond_thenTheFinishedClock() async throws {
        let (viewModel, _, _) = try makeSUT()
        _ = try viewModel.set(MatchLength(GatherTime(seconds: 3) ?? .defaultTime))
        _ = try viewModel.start()
        var seen: [String] = []
        for try await tick in viewModel.ticks() { seen.append("\(tick.text) \(tick.state.rawValue)") }
        #expect(seen == ["00:03 running", "00:02 running", "00:01 running", "00:00 finished"])
    }

    @Test func ticks_showAPause_andFollowTheResume() async throws {
        let store = MemoryClockStore()
        let other = ClockViewModel(store: store, clock: ManualClock(), sleeper: TaskSleeper())
        let clock = ManualClock(onSleep: { count in
            if count == 1 { _ = try other.pause() }
        })
        let viewModel = ClockViewModel(store: store, clock: clock, sleeper: clock)
        _ = try viewModel.set(MatchLength(GatherTime(seconds: 2) ?? .defaultTime))
        _ = try viewModel.start()
        var iterator = viewModel.ticks().makeAsyncIterator()
        #expect(try await iterator.next()?.state == .running)
        #expect(try await iterator.next()?.state == .paused)
        _ = try viewModel.resume()
        var rest: [TimerState] = []
        while let tick = try await iterator.next() { rest.append(tick.state) }
        #expect(rest.last == .finished)
    }
}
