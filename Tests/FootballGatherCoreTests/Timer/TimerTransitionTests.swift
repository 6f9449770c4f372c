import Testing
@testable import FootballGatherCore

/// Every action from each of the four states: ready, running, paused, finished.
@Suite struct TimerTransitionTests {
    private let fiveMinutes = GatherTime(seconds: 300) ?? .defaultTime

    /// A ten-minute clock in `state`; running 90 s in, paused 500 s in, finished 700 s in.
    private func makeSUT(_ state: TimerState) throws -> (GatherTimeHandler, FakeClock) {
        var handler = GatherTimeHandler()
        var clock = FakeClock()
        if state != .ready { try handler.start(at: clock.now()) }
        switch state {
        case .ready: break
        case .running: clock.advance(by: 90)
        case .paused:
            clock.advance(by: 500)
            try handler.pause(at: clock.now())
        case .finished: clock.advance(by: 700)
        case .halfTime: Issue.record("a one-period clock has no half-time")
        }
        #expect(handler.state(at: clock.now()) == state)
        return (handler, clock)
    }

    @Test func newHandler_isReadyAtTenMinutes() {
        let handler = GatherTimeHandler()
        let clock = FakeClock()
        #expect(handler.state(at: clock.now()) == .ready)
        #expect(handler.selectedTime == .defaultTime)
        #expect(handler.timeText(at: clock.now()) == "10:00")
        #expect(handler.deadline == nil && handler.remainingWhenPaused == nil)
    }

    // MARK: start and resume

    @Test func start_whenReady_runsFromTheSelectedTime() throws {
        var (handler, clock) = try makeSUT(.ready)
        #expect(try handler.start(at: clock.now()))
        #expect(handler.deadline == TimerDeadline(after: 600, from: clock.now()))
        clock.advance(by: 1)
        #expect(handler.timeText(at: clock.now()) == "09:59")
    }

    @Test func start_whenPaused_runsFromTheRemainingTime() throws {
        var (handler, clock) = try makeSUT(.paused)
        #expect(try handler.start(at: clock.now()))
        #expect(handler.state(at: clock.now()) == .running)
        #expect(handler.deadline == TimerDeadline(after: 100, from: clock.now()))
    }

    @Test func start_whenRunning_changesNothing() throws {
        var (handler, clock) = try makeSUT(.running)
        let before = handler
        #expect(try handler.start(at: clock.now()) == false)
        #expect(handler == before)
    }

    @Test func start_whenFinished_isRefused() throws {
        var (handler, clock) = try makeSUT(.finished)
        let before = handler
        #expect(throws: TimerError.timeIsUp) { try handler.start(at: clock.now()) }
        #expect(handler == before)
    }

    // MARK: pause

    @Test func pause_whenRunning_keepsTheRemainingTime() throws {
        var (handler, clock) = try makeSUT(.running)
        #expect(try handler.pause(at: clock.now()))
        #expect(handler.state(at: clock.now()) == .paused)
        clock.advance(by: 1000)
        #expect(handler.timeText(at: clock.now()) == "08:30")
    }

    @Test func pause_whenPaused_changesNothing() throws {
        var (handler, clock) = try makeSUT(.paused)
        let before = handler
        #expect(try handler.pause(at: clock.now()) == false)
        #expect(handler == before)
    }

    @Test(arguments: [(TimerState.ready, TimerError.cannotPause), (.finished, .timeIsUp)])
    func pause_whenReadyOrFinished_isRefused(state: TimerState, error: TimerError) throws {
        var (handler, clock) = try makeSUT(state)
        let before = handler
        #expect(throws: error) { try handler.pause(at: clock.now()) }
        #expect(handler == before)
    }

    // MARK: toggle

    @Test func toggle_pausesARunningClock_andRunsAReadyOrPausedOne() throws {
        var (running, clock) = try makeSUT(.running)
        try running.toggle(at: clock.now())
        #expect(running.state(at: clock.now()) == .paused)
        for state in [TimerState.ready, .paused] {
            var (handler, clock) = try makeSUT(state)
            try handler.toggle(at: clock.now())
            #expect(handler.state(at: clock.now()) == .running)
        }
    }

    @Test func toggle_whenFinished_isRefused() throws {
        var (handler, clock) = try makeSUT(.finished)
        #expect(throws: TimerError.timeIsUp) { try handler.toggle(at: clock.now()) }
    }

    // MARK: reset

    @Test(arguments: [TimerState.ready, .running, .paused, .finished])
    func reset_fromAnyState_isReadyAtTheSelectedTime(state: TimerState) throws {
        var (handler, clock) = try makeSUT(state)
        handler.reset()
        #expect(handler.state(at: clock.now()) == .ready)
        #expect(handler.timeText(at: clock.now()) == "10:00")
        handler.reset(selecting: MatchLength(fiveMinutes))
        #expect(handler.timeText(at: clock.now()) == "05:00")
    }

    // MARK: set

    @Test(arguments: [TimerState.ready, .paused, .finished])
    func set_whenNotRunning_isReadyWithTheNewTime(state: TimerState) throws {
        var (handler, clock) = try makeSUT(state)
        try handler.set(MatchLength(fiveMinutes), at: clock.now())
        #expect(handler.state(at: clock.now()) == .ready)
        #expect(handler.selectedTime == fiveMinutes)
        #expect(handler.timeText(at: clock.now()) == "05:00")
    }

    @Test func set_whenRunning_isRefused() throws {
        var (handler, clock) = try makeSUT(.running)
        let before = handler
        #expect(throws: TimerError.cannotSetWhileRunning) { try handler.set(MatchLength(fiveMinutes), at: clock.now()) }
        #expect(handler == before)
    }

    // MARK: finished

    @Test func running_becomesFinishedAtTheDeadline_withoutAnyChange() throws {
        var (handler, clock) = try makeSUT(.ready)
        try handler.start(at: clock.now())
        clock.advance(by: 599.5)
        #expect(handler.state(at: clock.now()) == .running)
        clock.advance(by: 0.5)
        #expect(handler.state(at: clock.now()) == .finished)
        #expect(handler.timeText(at: clock.now()) == "00:00")
    }
}
