import Foundation
import Testing

@testable import FootballGatherCore

/// The hand-written calendar matches Foundation's, both ways, across centuries and leap days.
@Suite struct CivilDateTests {
    @Test func everyDayFrom1900To2100_matchesTheGregorianCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for days in stride(from: -25_567, through: 47_482, by: 7) {
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            let civil = CivilDate.date(fromDays: days)
            #expect(civil.year == parts.year && civil.month == parts.month && civil.day == parts.day, "day \(days)")
            #expect(CivilDate.days(year: civil.year, month: civil.month, day: civil.day) == days)
        }
        #expect(CivilDate.date(fromDays: CivilDate.days(year: 2000, month: 2, day: 29)) == (2000, 2, 29))
    }
}
