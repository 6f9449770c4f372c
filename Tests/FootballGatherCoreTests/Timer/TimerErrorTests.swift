import Testing
@testable import FootballGatherCore

@Suite struct TimerErrorTests {
    @Test func exitStatus_isUsageForABadTime_andRefusedForAStateConflict() {
        #expect(TimerError.invalidTime("abc").exitStatus == .usage)
        #expect(TimerError.cannotPause(.stopped).exitStatus == .refused)
        #expect(TimerError.cannotResume(.running).exitStatus == .refused)
        #expect(TimerError.timeIsUp.exitStatus == .refused)
    }

    @Test(arguments: [
        (TimerError.cannotPause(.stopped),
         "the timer is not running, so there is nothing to pause: start it with 'gather timer start'"),
        (TimerError.cannotPause(.paused), "the timer is already paused: resume it with 'gather timer resume'"),
        (TimerError.cannotResume(.stopped),
         "the timer is not paused, so there is nothing to resume: start it with 'gather timer start'"),
        (TimerError.cannotResume(.running), "the timer is already running: pause it with 'gather timer pause'"),
        (TimerError.timeIsUp, "the time is already up: run 'gather timer start' to count down again"),
    ])
    func message_isOneSentenceWithAHint(error: TimerError, expected: String) {
        #expect(error.errorDescription == expected)
    }
}
