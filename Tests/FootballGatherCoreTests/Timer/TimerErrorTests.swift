import Testing
@testable import FootballGatherCore

@Suite struct TimerErrorTests {
    @Test func failureKind_isUsageForABadTime_refusedForAStateConflict_threeForWait() {
        #expect(TimerError.invalidTime("abc").failureKind == .malformedInput)
        #expect(TimerError.cannotPause.failureKind == .refused)
        #expect(TimerError.cannotSetWhileRunning.failureKind == .refused)
        #expect(TimerError.timeIsUp.failureKind == .refused)
        #expect(TimerError.notRunning(.paused).failureKind == .timerNotRunning)
    }

    @Test(arguments: [
        (TimerError.cannotPause, "the timer is not running, so there is nothing to pause: start it with 'gather timer start'"),
        (TimerError.cannotSetWhileRunning,
         "the timer is running: pause it ('gather timer pause') or reset it ('gather timer reset') before setting a time"),
        (TimerError.timeIsUp, "the time is already up: run 'gather timer reset' to count down again"),
        (TimerError.notRunning(.ready), "the timer is ready, not running: start it with 'gather timer start'"),
        (TimerError.notRunning(.paused), "the timer is paused, not running: resume it with 'gather timer resume'"),
    ])
    func message_isOneSentenceWithAHint(error: TimerError, expected: String) {
        #expect(error.errorDescription == expected)
    }
}
