import Foundation

/// When a match was played, as `record --date` and `history edit --date` give it: not in
/// the future, and not before 1900 (a typo such as 0001-01-01, not a match of the group).
enum PlayedDate {
    static let earliest = Date(timeIntervalSince1970: -2_208_988_800)

    static func validated(_ date: Date, now: Date) throws(HistoryError) -> Date {
        guard date.timeIntervalSince1970 <= now.timeIntervalSince1970 else { throw .dateInFuture }
        guard date >= earliest else { throw .dateBefore1900 }
        return date
    }
}
