import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `MinuteText` writes what a `DateFormatter` with `yyyy-MM-dd HH:mm` writes, in any zone.
@Suite struct MinuteTextTests {
    private static func formatted(_ date: Date, _ zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    @Test(arguments: ["UTC", "Europe/Lisbon", "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"])
    func everyMinuteText_isTheFormatters(zone identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        // Whole milliseconds: the formatter rounds to the nearest one, so 15:46:59.9996 would print 15:47 there.
        var random = SplitMix64(seed: 2013)
        let dates = [0, -1, 951_782_400, 1_711_846_800, 1_764_158_400, -2_208_988_800, 4_102_444_799].map { Date(timeIntervalSince1970: $0) }
            + (0..<200).map { _ in Date(timeIntervalSince1970: Double(Int.random(in: -2_000_000_000_000...4_000_000_000_000, using: &random)) / 1000) }
        for date in dates {
            #expect(MinuteText.of(date, in: zone) == Self.formatted(date, zone), "\(date.timeIntervalSince1970)")
        }
    }
}
