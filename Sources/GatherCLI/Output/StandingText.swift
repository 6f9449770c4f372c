import FootballGatherCore

extension RosterStanding {
    func marked(_ name: String) -> String {
        switch self {
        case .active: name
        case .retired: "\(name) (retired)"
        case .departed: "\(name) (left)"
        }
    }
}

extension LineupRow {
    var shownName: String { standing.marked(player.name) }
}

/// A score's result as a confirmation says it: "Team A wins", or "draw" (one word for a draw everywhere).
enum ResultText {
    static func of(_ score: Score) -> String {
        score.winner.map { "\($0.rawValue) wins" } ?? "draw"
    }
}
