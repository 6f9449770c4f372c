import FootballGatherCore
import Foundation

/// A date to the minute, as every table and sentence shows it: `2026-11-26 18:42` in the
/// given time zone. Written by hand: a `DateFormatter` costs more to make than a history of
/// 10,000 rows costs to print, and one kept would not be `Sendable`.
enum MinuteText {
    static func of(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let (days, seconds) = local.quotientAndRemainder(dividingBy: 86_400)
        let (day, secondOfDay) = seconds < 0 ? (days - 1, seconds + 86_400) : (days, seconds)
        let (year, month, dayOfMonth) = CivilDate.date(fromDays: day)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2)) \(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2))"
    }

    /// `-` for a date not known.
    static func orDash(_ date: Date?) -> String { date.map { of($0) } ?? "-" }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(abs(number))
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
