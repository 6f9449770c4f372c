/// A match length the user picked: whole seconds from 0:01 to 99:59.
public struct GatherTime: Sendable, Equatable, Hashable, Comparable {
    static let allowedSeconds = 1...5999
    static let defaultTime = GatherTime(validSeconds: 600)

    let totalSeconds: Int

    public init?(seconds: Int) {
        guard Self.allowedSeconds.contains(seconds) else { return nil }
        self.totalSeconds = seconds
    }

    private init(validSeconds: Int) {
        self.totalSeconds = validSeconds
    }

    /// `MM:SS`, as the app shows it.
    public var text: String { Self.text(wholeSeconds: totalSeconds) }

    public static func < (lhs: GatherTime, rhs: GatherTime) -> Bool {
        lhs.totalSeconds < rhs.totalSeconds
    }
}

extension GatherTime {
    /// `MM:SS` for a count of whole seconds, clamped to 00:00...99:59.
    public static func text(wholeSeconds: Int) -> String {
        let clamped = min(max(wholeSeconds, 0), allowedSeconds.upperBound)
        return twoDigits(clamped / 60) + ":" + twoDigits(clamped % 60)
    }

    /// `MM:SS` for a remaining time, rounded up so that 00:00 shows only once the deadline is reached.
    static func text(remaining: Double) -> String {
        text(wholeSeconds: wholeSecondsShown(remaining: remaining))
    }

    /// The whole seconds a display shows for `remaining`. The microsecond allowance
    /// keeps float noise in deadline arithmetic (510.000000001) from showing 08:31.
    static func wholeSecondsShown(remaining: Double) -> Int {
        guard remaining.isFinite, remaining > 0 else { return 0 }
        let shown = (remaining - 0.000_001).rounded(.up)
        return Int(min(shown, Double(allowedSeconds.upperBound)))
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

extension GatherTime: Codable {
    /// Saved as its number of seconds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let seconds = try container.decode(Int.self)
        guard let time = GatherTime(seconds: seconds) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(seconds) s is outside 0:01...99:59")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(totalSeconds)
    }
}
