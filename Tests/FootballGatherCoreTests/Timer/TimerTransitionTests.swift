import Testing
@testable import FootballGatherCore

/// Every action from every state, including the ones that must throw.
@Suite struct TimerTransitionTests {
    private let clock = FakeClock()
    private let fiveMinutes = GatherTime(seconds: 300) ?? .defaultTime

    private func makeSUT(_ state: TimerState, after elapsed: Double = 0) -> (GatherTimeHandler, FakeClock) {
        var handler = GatherTimeHandler()
        var clock = clock
        if state != .stopped { handler.start(at: clock.now()) }
        if state == .paused { handler.toggle(at: clock.now()) }
        clock.advance(by: elapsed)
        return (handler, clock)
    }

    @Test func newHandler_isStoppedAtTenMinutes() {
        let handler = GatherTimeHandler()
        #expect(handler.state == .stopped)
        #expect(handler.selectedTime == .defaultTime)
        #expect(handler.timeText(at: clock.now()) == "10:00")
        #expect(handler.deadline == nil && handler.remainingWhenPaused == nil)
    }

    // MARK: stopped

    @Test func start_whenStopped_runsFromTheSelectedTime() {
        var (handler, clock) = makeSUT(.stopped)
        handler.start(at: clock.now())
        #expect(handler.state == .running)
        #expect(handler.deadline == TimerDeadline(after: 600, from: clock.now()))
        clock.advance(by: 1)
        #expect(handler.timeText(at: clock.now()) == "09:59")
    }

    @Test func toggle_whenStopped_runs() {
        var (handler, clock) = makeSUT(.stopped)
        handler.toggle(at: clock.now())
        #expect(handler.state == .running)
        #expect(handler.remaining(at: clock.now()) == 600)
    }

    @Test func pause_whenStopped_throwsAndChangesNothing() {
        var (handler, clock) = makeSUT(.stopped)
        #expect(throws: TimerError.cannotPause(.stopped)) { try handler.pause(at: clock.now()) }
        #expect(handler == GatherTimeHandler())
    }

    @Test func resume_whenStopped_throwsAndChangesNothing() {
        var (handler, clock) = makeSUT(.stopped)
        #expect(throws: TimerError.cannotResume(.stopped)) { try handler.resume(at: clock.now()) }
        #expect(handler == GatherTimeHandler())
    }

    @Test func set_whenStopped_changesTheSelectionOnly() {
        var (handler, clock) = makeSUT(.stopped)
        handler.set(fiveMinutes, at: clock.now())
        #expect(handler.state == .stopped)
        #expect(handler.selectedTime == fiveMinutes)
        #expect(handler.timeText(at: clock.now()) == "05:00")
    }

    // MARK: running

    @Test func start_whenRunning_changesNothing() {
        var (handler, clock) = makeSUT(.running, after: 90)
        let before = handler
        handler.start(at: clock.now())
        #expect(handler == before)
        #expect(handler.timeText(at: clock.now()) == "08:30")
    }

    @Test func pause_whenRunning_keepsTheRemainingTime() throws {
        var (handler, clock) = makeSUT(.running, after: 90)
        try handler.pause(at: clock.now())
        #expect(handler.state == .paused)
        #expect(handler.deadline == nil)
        #expect(handler.timeText(at: clock.now()) == "08:30")
    }

    @Test func toggle_whenRunning_pauses() {
        var (handler, clock) = makeSUT(.running, after: 90)
        handler.toggle(at: clock.now())
        #expect(handler.state == .paused)
        #expect(handler.timeText(at: clock.now()) == "08:30")
    }

    @Test func resume_whenRunning_throwsAndChangesNothing() {
        var (handler, clock) = makeSUT(.running, after: 90)
        let before = handler
        #expect(throws: TimerError.cannotResume(.running)) { try handler.resume(at: clock.now()) }
        #expect(handler == before)
    }

    @Test func stop_whenRunning_returnsToTheSelectedTime() {
        var (handler, clock) = makeSUT(.running, after: 90)
        handler.stop()
        #expect(handler.state == .stopped)
        #expect(handler.deadline == nil)
        #expect(handler.timeText(at: clock.now()) == "10:00")
    }

    // MARK: paused

    @Test func resume_whenPaused_runsFromTheRemainingTime() throws {
        var (handler, clock) = makeSUT(.paused, after: 500)
        try handler.resume(at: clock.now())
        #expect(handler.state == .running)
        #expect(handler.remainingWhenPaused == nil)
        #expect(handler.deadline == TimerDeadline(after: 600, from: clock.now()))
    }

    @Test func start_whenPaused_resumes() {
        var (handler, clock) = makeSUT(.paused, after: 500)
        handler.start(at: clock.now())
        #expect(handler.state == .running)
        #expect(handler.deadline == TimerDeadline(after: 600, from: clock.now()))
    }

    @Test func toggle_whenPaused_resumes() {
        var (handler, clock) = makeSUT(.paused, after: 500)
        handler.toggle(at: clock.now())
        #expect(handler.state == .running)
        clock.advance(by: 1)
        #expect(handler.timeText(at: clock.now()) == "09:59")
    }

    @Test func pause_whenPaused_throwsAndChangesNothing() {
        var (handler, clock) = makeSUT(.paused, after: 500)
        let before = handler
        #expect(throws: TimerError.cannotPause(.paused)) { try handler.pause(at: clock.now()) }
        #expect(handler == before)
    }

    @Test func stop_whenPaused_returnsToTheSelectedTime() {
        var (handler, clock) = makeSUT(.paused, after: 500)
        handler.stop()
        #expect(handler.state == .stopped)
        #expect(handler.remainingWhenPaused == nil)
        #expect(handler.timeText(at: clock.now()) == "10:00")
    }

    @Test func set_whenPaused_makesTheNewTimeTheRemainingTime() {
        var (handler, clock) = makeSUT(.paused, after: 500)
        handler.set(fiveMinutes, at: clock.now())
        #expect(handler.state == .paused)
        #expect(handler.selectedTime == fiveMinutes)
        #expect(handler.remainingWhenPaused == 300)
    }

    // MARK: finished

    @Test func pause_whenTimeIsUp_throwsTimeIsUp() {
        var (handler, clock) = makeSUT(.running, after: 600)
        #expect(throws: TimerError.timeIsUp) { try handler.pause(at: clock.now()) }
        #expect(handler.state == .running)
    }

    @Test func start_whenTimeIsUp_countsDownAfresh() {
        var (handler, clock) = makeSUT(.running, after: 700)
        handler.start(at: clock.now())
        #expect(handler.remaining(at: clock.now()) == 600)
        #expect(!handler.isFinished(at: clock.now()))
    }

    @Test func toggle_whenTimeIsUp_countsDownAfresh() {
        var (handler, clock) = makeSUT(.running, after: 700)
        handler.toggle(at: clock.now())
        #expect(handler.state == .running)
        #expect(handler.remaining(at: clock.now()) == 600)
    }

    // MARK: action title

    @Test(arguments: [(TimerState.stopped, "Start"), (.running, "Pause"), (.paused, "Resume")])
    func actionTitle_followsTheState(state: TimerState, title: String) {
        let (handler, _) = makeSUT(state)
        #expect(handler.state == state)
        #expect(handler.actionTitle == title)
    }
}
