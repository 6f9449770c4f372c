extension GatherTime {
    /// The forms `init(parsing:)` accepts, for help and error messages.
    public static let acceptedForms =
        "MM:SS or M:SS (25:00, 5:30), minutes and seconds (25m, 90s, 1m30s) "
        + "or a plain number of minutes (25), from 0:01 to 99:59"

    /// Reads a time as typed; a plain number counts minutes, like the app's minute picker.
    public init(parsing input: String) throws(TimerError) {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let seconds = Self.clockSeconds(text) ?? Self.unitSeconds(text) ?? Self.plainMinutes(text) else {
            throw TimerError.invalidTime(input)
        }
        guard let time = GatherTime(seconds: seconds) else { throw TimerError.timeOutOfRange(input) }
        self = time
    }

    /// `25:00`, `5:30`: the seconds field has exactly two digits, 00...59.
    private static func clockSeconds(_ text: String) -> Int? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields[1].count == 2,
              let minutes = number(fields[0]), let seconds = number(fields[1]),
              seconds < 60
        else { return nil }
        return minutes * 60 + seconds
    }

    /// `25m`, `90s`, `1m30s`: with both units, the seconds must be under a minute.
    private static func unitSeconds(_ text: String) -> Int? {
        var rest = Substring(text)
        var minutes: Int?
        var seconds: Int?
        if let mark = rest.firstIndex(of: "m") {
            guard let value = number(rest[..<mark]) else { return nil }
            minutes = value
            rest = rest[rest.index(after: mark)...]
        }
        if rest.last == "s" {
            guard let value = number(rest.dropLast()) else { return nil }
            seconds = value
            rest = ""
        }
        guard rest.isEmpty, minutes != nil || seconds != nil else { return nil }
        if minutes != nil, let seconds, seconds >= 60 { return nil }
        return (minutes ?? 0) * 60 + (seconds ?? 0)
    }

    private static func plainMinutes(_ text: String) -> Int? {
        number(Substring(text)).map { $0 * 60 }
    }

    /// ASCII digits only (no sign, no spaces). More than four is a number written right but out of range
    /// (whatever its value: `00005` is no way to write 5), not a malformed one.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text.count > 4 ? outOfRange : Int(text)
    }

    /// Beyond 99:59 in any unit, and small enough that minutes * 60 cannot overflow.
    private static let outOfRange = 100_000
}
