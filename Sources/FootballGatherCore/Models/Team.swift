public enum Team: String, Codable, CaseIterable, Sendable {
    case teamA = "Team A"
    case teamB = "Team B"

    /// Parses `a`, `b`, `Team A`, `team-b` and the like.
    public init?(userInput: String) {
        let text = userInput.lowercased().filter { $0.isLetter }
        switch text {
        case "a", "teama": self = .teamA
        case "b", "teamb": self = .teamB
        default: return nil
        }
    }
}

/// The body of `POST /api/gathers/<id>/players/<playerId>`.
struct TeamAssignment: Codable, Sendable, Equatable {
    var team: String
    init(team: Team) { self.team = team.rawValue }
}
