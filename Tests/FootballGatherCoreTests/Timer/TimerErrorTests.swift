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
        (TimerError.cannotPause, NextStep.startTimer),
        (TimerError.cannotSetWhileRunning, .pauseOrResetBeforeSetting),
        (TimerError.timeIsUp, .resetTimer),
        (TimerError.notRunning(.ready), .startTimer),
        (TimerError.notRunning(.paused), .resumeTimer),
        (TimerError.cannotPauseAtHalfTime, .startSecondHalf),
        (TimerError.cannotAddWhileReady, .setMatchLength),
    ])
    func stateConflicts_nameTheirNextStep(error: TimerError, step: NextStep) {
        #expect(error.nextStep == step)
    }
}
