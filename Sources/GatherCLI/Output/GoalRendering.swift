import FootballGatherCore

/// The scorers of a match, one line per team that has any: `Team A goals: Ana, Bo (own goal)`.
enum GoalRendering {
    static func lines(_ goals: [GoalEvent], names: [Int: String]) -> [String] {
        MatchSide.allCases.compactMap { side in
            let scored = goals.filter { $0.side == side }
            guard !scored.isEmpty else { return nil }
            let scorers = scored.map { goal in
                let name = goal.scorer.map { id in names[id] ?? "#\(id)" } ?? "?"
                return goal.isOwnGoal ? "\(name) (own goal)" : name
            }
            return "\(side.team.rawValue) goals: " + scorers.joined(separator: ", ")
        }
    }
}
