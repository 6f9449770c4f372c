import Testing
@testable import FootballGatherCore

@Suite struct GatherTimeParsingTimerTests {
    @Test(arguments: [
        ("25:00", 1500), ("5:30", 330), ("05:30", 330), ("0:01", 1), ("99:59", 5999),
        ("25m", 1500), ("90s", 90), ("1m30s", 90), ("1m0s", 60), ("99m59s", 5999), ("25M", 1500),
        ("25", 1500), ("1", 60), ("99", 5940), ("  25:00 ", 1500), ("\t90s\n", 90),
    ])
    func parsing_acceptedForm_givesSeconds(input: String, seconds: Int) throws {
        #expect(try GatherTime(parsing: input).totalSeconds == seconds)
    }

    @Test(arguments: [
        "75:00:00", "-1", "abc", "60:60", "", "   ", "1m60s", "5:3", "5:300", ":30", "5:", "m", "s", "ms",
        "1m30", "30s1m", "1.5", "+5", "5 m", "1h", "٣",
    ])
    func parsing_rejectedForm_throwsInvalidTime(input: String) {
        #expect(throws: TimerError.invalidTime(input)) {
            try GatherTime(parsing: input)
        }
    }

    /// Written right, but outside 0:01 to 99:59: refused as a value not allowed (65), however many digits.
    @Test(arguments: [
        "0:00", "100:00", "0", "100", "0m", "0s", "6000s", "99999999:00", "10000m", "99999999999999999999",
        "99999999999999999999m59s", "000000000000000000000000005:00", "00005", "000002m",
    ])
    func parsing_aTimeOutOfRange_throwsTimeOutOfRange(input: String) {
        #expect(throws: TimerError.timeOutOfRange(input)) {
            try GatherTime(parsing: input)
        }
    }
}
