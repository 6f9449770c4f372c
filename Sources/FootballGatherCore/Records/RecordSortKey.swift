import Foundation

/// What `gather stats --sort` orders by. Numbers sort highest first, names A to Z.
public enum RecordSortKey: String, Sendable, CaseIterable {
    case rating, name, played, won, drawn, lost, points
    case winPercent = "win%"
    case goals
    case goalDifference = "gd"

    /// Case-insensitive lookup by name; also `winpercent`, `win-percent` and `goal-difference`.
    public init?(userInput: String) {
        let text = userInput.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "winpercent", "win-percent": self = .winPercent
        case "goaldifference", "goal-difference": self = .goalDifference
        default: self.init(rawValue: text)
        }
    }

    /// Whether `lhs` comes before `rhs` by this key alone; `nil` when they are equal by it.
    func orders(_ lhs: PlayerRecord, _ rhs: PlayerRecord, name: (Int) -> String) -> Bool? {
        switch self {
        case .name:
            switch name(lhs.id).localizedCaseInsensitiveCompare(name(rhs.id)) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return nil
            }
        case .rating:
            return Self.descending(lhs.rating.shown, rhs.rating.shown) ?? Self.descending(lhs.rating.mean, rhs.rating.mean)
        case .points: return Self.descending(lhs.points, rhs.points)
        case .played: return Self.descending(lhs.played, rhs.played)
        case .won: return Self.descending(lhs.won, rhs.won)
        case .drawn: return Self.descending(lhs.drawn, rhs.drawn)
        case .lost: return Self.descending(lhs.lost, rhs.lost)
        case .winPercent: return Self.descending(lhs.winPercent ?? -1, rhs.winPercent ?? -1)
        case .goals: return Self.descending(lhs.goals, rhs.goals)
        case .goalDifference: return Self.descending(lhs.goalDifference, rhs.goalDifference)
        }
    }

    private static func descending<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool? {
        lhs == rhs ? nil : lhs > rhs
    }
}
