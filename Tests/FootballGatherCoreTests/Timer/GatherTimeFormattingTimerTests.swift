import Testing
@testable import FootballGatherCore

@Suite struct GatherTimeFormattingTimerTests {
    @Test(arguments: [(0, "00:00"), (1, "00:01"), (59, "00:59"), (599, "09:59"), (600, "10:00"), (5999, "99:59")])
    func text_ofWholeSeconds_isTwoDigitMinutesAndSeconds(seconds: Int, expected: String) {
        #expect(GatherTime.text(wholeSeconds: seconds) == expected)
    }

    @Test(arguments: [(599, "09:59"), (600, "10:00"), (5999, "99:59")])
    func text_ofGatherTime_isMMSS(seconds: Int, expected: String) {
        #expect(GatherTime(seconds: seconds)?.text == expected)
    }

    @Test(arguments: [
        (0.0, "00:00"), (-3.0, "00:00"), (0.3, "00:01"), (1.0, "00:01"),
        (599.2, "10:00"), (599.0, "09:59"), (510.000_000_01, "08:30"), (9_999.0, "99:59"),
    ])
    func text_ofRemaining_roundsUpToWholeSeconds(remaining: Double, expected: String) {
        #expect(GatherTime.text(remaining: remaining) == expected)
    }

    @Test func defaultTime_isTenMinutes() {
        #expect(GatherTime.defaultTime.totalSeconds == 600)
        #expect(GatherTime.defaultTime.text == "10:00")
    }

    @Test func init_outsideZeroZeroOneToNinetyNineFiftyNine_isNil() {
        #expect(GatherTime(seconds: 0) == nil)
        #expect(GatherTime(seconds: 6000) == nil)
        #expect(GatherTime(seconds: -1) == nil)
    }
}
