extension TeamBalancer {
    /// For rosters too large to search: a greedy draft, then player swaps while any swap
    /// improves the split. Returns, per roster index, whether that player is on team A.
    static func heuristicSplit(of roster: BalancerRoster) -> [Bool] {
        var draft = HeuristicDraft(roster: roster)
        draft.pickGreedily()
        while draft.applyBestSwap() {}
        return draft.onTeamA
    }
}

/// A split being built: who is on team A and team A's running totals.
struct HeuristicDraft {
    let roster: BalancerRoster
    private(set) var onTeamA: [Bool]
    private var sizeA = 0, pointsA = 0, goalkeepersA = 0

    init(roster: BalancerRoster) {
        self.roster = roster
        onTeamA = Array(repeating: false, count: roster.players.count)
    }

    /// Goalkeepers first, then everyone by points descending; each pick goes to the side with
    /// fewer goalkeepers (for a goalkeeper), else the lower total, as long as it has room.
    /// Ties keep the seeded roster order.
    mutating func pickGreedily() {
        let order = roster.players.indices.sorted { lhs, rhs in
            if roster.isGoalkeeper[lhs] != roster.isGoalkeeper[rhs] { return roster.isGoalkeeper[lhs] }
            if roster.points[lhs] != roster.points[rhs] { return roster.points[lhs] > roster.points[rhs] }
            return lhs < rhs
        }
        var sizeB = 0, pointsB = 0, goalkeepersB = 0
        for index in order {
            let roomA = sizeA < roster.sizeA
            let roomB = sizeB < roster.players.count - roster.sizeA
            let prefersA = roster.isGoalkeeper[index] && goalkeepersA != goalkeepersB
                ? goalkeepersA < goalkeepersB
                : pointsA <= pointsB
            if roomA && (prefersA || !roomB) {
                onTeamA[index] = true
                sizeA += 1
                pointsA += roster.points[index]
                if roster.isGoalkeeper[index] { goalkeepersA += 1 }
            } else {
                sizeB += 1
                pointsB += roster.points[index]
                if roster.isGoalkeeper[index] { goalkeepersB += 1 }
            }
        }
    }

    /// Swaps the pair of players (one from each side) that improves the split most.
    /// Returns false when no swap improves it.
    mutating func applyBestSwap() -> Bool {
        guard var bestRank = roster.rank(pointsA: pointsA, goalkeepersA: goalkeepersA) else { return false }
        var bestPair: (fromA: Int, fromB: Int)?
        for fromA in roster.players.indices where onTeamA[fromA] {
            for fromB in roster.players.indices where !onTeamA[fromB] {
                let swapped = totalsAfterSwapping(fromA, fromB)
                if let rank = roster.rank(pointsA: swapped.points, goalkeepersA: swapped.goalkeepers),
                   rank < bestRank {
                    bestRank = rank
                    bestPair = (fromA, fromB)
                }
            }
        }
        guard let (fromA, fromB) = bestPair else { return false }
        (pointsA, goalkeepersA) = totalsAfterSwapping(fromA, fromB)
        onTeamA[fromA] = false
        onTeamA[fromB] = true
        return true
    }

    private func totalsAfterSwapping(_ fromA: Int, _ fromB: Int) -> (points: Int, goalkeepers: Int) {
        let points = pointsA - roster.points[fromA] + roster.points[fromB]
        let goalkeepers = goalkeepersA - (roster.isGoalkeeper[fromA] ? 1 : 0) + (roster.isGoalkeeper[fromB] ? 1 : 0)
        return (points, goalkeepers)
    }
}
