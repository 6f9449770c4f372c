import FootballGatherCore

/// The scorers of a match, one line per team that has any: `Team A goals: Ana, Bo (own goal)`.
enum GoalRendering {
    static func lines(_ goals: [GoalEvent], names: [Int: String]) -> [String] {
        MatchSide.allCases.compactMap { side in
            let scored = goals.filter { $0.side == side }
            guard !scored.isEmpty else { return nil }
            let scorers = scored.map { goal in
                let name = goal.scorer.map { id in names[id] ?? "\(PlayerID.tag(id))" } ?? "?"
                return goal.isOwnGoal ? "\(name) (own goal)" : name
            }
            return "\(side.team.rawValue) goals: " + scorers.joined(separator: ", ")
        }
    }

    /// `Goals:` then one numbered line per goal of the score (`numbered` as Core numbers
    /// them): `  1. Ana (Team A)`, `  2. Bo (own goal for Team A)`, `  3. unknown (Team B)`.
    static func numbered(_ goals: [GoalEvent], names: [Int: String]) -> [String] {
        guard !goals.isEmpty else { return ["Goals: none"] }
        return ["Goals:"] + goals.enumerated().map { index, goal in
            let team = goal.side.team.rawValue
            let who = goal.scorer.map { id in names[id] ?? "\(PlayerID.tag(id))" } ?? "unknown"
            return "  \(index + 1). \(who) (\(goal.isOwnGoal ? "own goal for " : "")\(team))"
        }
    }
}
