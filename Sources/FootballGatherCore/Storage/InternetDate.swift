import Foundation

/// The one date form the stores write (`JSONEncoder`'s `.iso8601`): `YYYY-MM-DDTHH:MM:SSZ`.
/// Read and written by hand because `ISO8601DateFormatter` costs more than the rest of a gather's
/// decoding; anything else is nil, left to the formatter. Years before 1900 are left to it
/// too: it counts days before 1582 in the Julian calendar.
enum InternetDate {
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z"),
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
            year >= 1900, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(((days * 24 + hour) * 60 + minute) * 60 + second))
    }

    /// The text of a whole-second date of the years 1900 to 9999 in this form, as
    /// `JSONEncoder`'s `.iso8601` writes it; any other date throws, for `JSONEncoder` to write.
    static func text(of date: Date) throws(JSONTreeEncoder.Unsupported) -> String {
        guard isWritten(date) else { throw JSONTreeEncoder.Unsupported() }
        let whole = Int(date.timeIntervalSince1970)
        let (days, secondOfDay) = whole.quotientAndRemainder(dividingBy: 86_400)
        let (day, second) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        let (year, month, dayOfMonth) = CivilDate.date(fromDays: day)
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(dayOfMonth, 2))T"
            + "\(digits(second / 3600, 2)):\(digits(second / 60 % 60, 2)):\(digits(second % 60, 2))Z"
    }

    /// Whether `text(of:)` writes `date`, and `parse` reads it back exactly: whole seconds,
    /// from 1900 to 9999.
    static func isWritten(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSince1970
        return seconds.rounded(.down) == seconds && seconds >= -2_208_988_800 && seconds < 253_402_300_800
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<start + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
