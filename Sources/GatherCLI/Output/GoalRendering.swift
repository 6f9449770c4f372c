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

    static func numbered(_ goals: [GoalEvent], names: [Int: String]) -> [String] {
        guard !goals.isEmpty else { return ["Goals: none"] }
        return ["Goals:"] + goals.enumerated().map { index, goal in
            let team = goal.side.team.rawValue
            let who = goal.scorer.map { id in names[id] ?? "\(PlayerID.tag(id))" } ?? "unknown"
            return "  \(index + 1). \(who) (\(goal.isOwnGoal ? "own goal for " : "")\(team))"
        }
    }

    /// `Team B's goal by Bo`, `Team A's goal by Cy (own goal)`, `Team A's 6 goals without a
    /// scorer`: alike goals are counted once, in the order they first come.
    static func described(_ goals: [GoalEvent], names: [Int: String]) -> [String] {
        var alike: [GoalEvent] = []
        var counts: [GoalEvent: Int] = [:]
        for goal in goals {
            if counts[goal] == nil { alike.append(goal) }
            counts[goal, default: 0] += 1
        }
        return alike.map { goal in
            let count = counts[goal] ?? 1
            let owner = "\(goal.side.team.rawValue)'s " + (count == 1 ? "goal" : "\(count) goals")
            guard let id = goal.scorer else { return owner + " without a scorer" }
            return owner + " by \(names[id] ?? "\(PlayerID.tag(id))")" + (goal.isOwnGoal ? " (own goal)" : "")
        }
    }

    static func takenBack(_ undone: GoalTakenBack, names: [Int: String]) -> String {
        let team = undone.team.rawValue
        guard let goal = undone.goal, let id = goal.scorer else { return "a goal for \(team)" }
        return "\(names[id] ?? "\(PlayerID.tag(id))")'s \(goal.isOwnGoal ? "own goal" : "goal") for \(team)"
    }
}
