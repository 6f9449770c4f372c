/// What `gather stats --sort` orders by: numbers highest first, names A to Z. `points`, the default, is the
/// league table: points, goal difference, goals for, fewer matches played, name.
public enum RecordSortKey: String, Sendable, CaseIterable {
    case points, ppg, rating, name, played, won, drawn, lost
    case winPercent = "win%"
    case goals
    case goalDifference = "gd"

    /// The league order that breaks every tie but the rating's.
    private static let table: [RecordCriterion] = [.points, .goalDifference, .goalsFor, .fewerPlayed, .name]

    /// What this key orders by: itself, then the league order; `rating` keeps its own (rating, then name).
    var criteria: [RecordCriterion] {
        switch self {
        case .points: Self.table
        case .rating: [.rating, .name]
        case .name: [.name]
        case .ppg: [.ppg] + Self.table
        case .played: [.played] + Self.table
        case .won: [.won] + Self.table
        case .drawn: [.drawn] + Self.table
        case .lost: [.lost] + Self.table
        case .winPercent: [.winPercent] + Self.table
        case .goals: [.goals] + Self.table
        case .goalDifference: [.goalDifference] + Self.table
        }
    }
}

enum RecordCriterion {
    case rating, name, points, ppg, played, won, drawn, lost, winPercent, goals, goalDifference, goalsFor
    /// Fewer matches played first: the same points from fewer matches rank higher.
    case fewerPlayed

    /// Whether `lhs` comes before `rhs` by this alone; `nil` when they are equal by it.
    func orders(_ lhs: PlayerRecord, _ rhs: PlayerRecord, name: (Int) -> String) -> Bool? {
        switch self {
        case .name:
            switch NameOrder.compare(name(lhs.id), name(rhs.id)) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return nil
            }
        case .rating:
            return Self.descending(lhs.rating.shown, rhs.rating.shown) ?? Self.descending(lhs.rating.mean, rhs.rating.mean)
        case .points: return Self.descending(lhs.points, rhs.points)
        case .ppg: return Self.descending(lhs.pointsPerMatch ?? -1, rhs.pointsPerMatch ?? -1)
        case .played: return Self.descending(lhs.played, rhs.played)
        case .won: return Self.descending(lhs.won, rhs.won)
        case .drawn: return Self.descending(lhs.drawn, rhs.drawn)
        case .lost: return Self.descending(lhs.lost, rhs.lost)
        case .winPercent: return Self.descending(lhs.winPercent ?? -1, rhs.winPercent ?? -1)
        case .goals: return Self.descending(lhs.goals, rhs.goals)
        case .goalDifference: return Self.descending(lhs.goalDifference, rhs.goalDifference)
        case .goalsFor: return Self.descending(lhs.goalsFor, rhs.goalsFor)
        case .fewerPlayed: return Self.descending(rhs.played, lhs.played)
        }
    }

    private static func descending<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool? {
        lhs == rhs ? nil : lhs > rhs
    }
}
