import Foundation

/// A date to the minute, as every table and sentence shows it: `2026-11-26 18:42` in the
/// given time zone. Written by hand: a `DateFormatter` costs more to make than a history of
/// 10,000 rows costs to print, and one kept would not be `Sendable`.
enum MinuteText {
    static func of(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let (days, seconds) = local.quotientAndRemainder(dividingBy: 86_400)
        let (day, secondOfDay) = seconds < 0 ? (days - 1, seconds + 86_400) : (days, seconds)
        let (year, month, dayOfMonth) = civil(fromDays: day)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2)) \(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2))"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(abs(number))
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's algorithm).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
