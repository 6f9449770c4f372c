extension TeamBalancer {
    /// For rosters too large to search: the strongest on A and the second on B, a greedy draft
    /// of the rest, then swaps while any swap improves the split. Returns, per roster index,
    /// whether that player is on team A.
    static func heuristicRatedSplit(of roster: RatedRoster) -> [Bool] {
        var draft = RatedDraft(roster: roster)
        draft.pickGreedily()
        while draft.applyBestSwap() {}
        return draft.onTeamA
    }
}

/// A rated split being built: who is on team A and team A's running sums.
struct RatedDraft {
    let roster: RatedRoster
    private(set) var onTeamA: [Bool]
    private var meanSumA = 0.0, varianceSumA = 0.0, goalkeepersA = 0

    init(roster: RatedRoster) {
        self.roster = roster
        onTeamA = Array(repeating: false, count: roster.players.count)
    }

    /// Goalkeepers first, then everyone by mean descending; each pick goes to the side with
    /// fewer goalkeepers (for a goalkeeper), else the lower total, as long as it has room.
    mutating func pickGreedily() {
        let pinned = [roster.strongest, roster.secondStrongest]
        let order = roster.players.indices.filter { !pinned.contains($0) }.sorted { lhs, rhs in
            if roster.isGoalkeeper[lhs] != roster.isGoalkeeper[rhs] { return roster.isGoalkeeper[lhs] }
            if roster.means[lhs] != roster.means[rhs] { return roster.means[lhs] > roster.means[rhs] }
            return lhs < rhs
        }
        var sizeA = 0, sizeB = 1, meanSumB = roster.means[roster.secondStrongest]
        var goalkeepersB = roster.isGoalkeeper[roster.secondStrongest] ? 1 : 0
        for index in [roster.strongest] + order {
            let roomA = sizeA < roster.sizeA
            let roomB = sizeB < roster.players.count - roster.sizeA
            let prefersA = roster.isGoalkeeper[index] && goalkeepersA != goalkeepersB
                ? goalkeepersA < goalkeepersB
                : meanSumA <= meanSumB
            if roomA && (prefersA || !roomB) {
                onTeamA[index] = true
                sizeA += 1
                add(index, sign: 1)
            } else {
                sizeB += 1
                meanSumB += roster.means[index]
                if roster.isGoalkeeper[index] { goalkeepersB += 1 }
            }
        }
    }

    /// Swaps the pair of players (one from each side, neither of the two strongest) that
    /// improves the split most. Returns false when no swap improves it.
    mutating func applyBestSwap() -> Bool {
        let currentRank = roster.rank(meanSumA: meanSumA, varianceSumA: varianceSumA, goalkeepersA: goalkeepersA)
        var bestRank = currentRank ?? Int.max
        var bestPair: (fromA: Int, fromB: Int)?
        let movable = roster.players.indices.filter { $0 != roster.strongest && $0 != roster.secondStrongest }
        for fromA in movable where onTeamA[fromA] {
            for fromB in movable where !onTeamA[fromB] {
                var swapped = self
                swapped.add(fromA, sign: -1)
                swapped.add(fromB, sign: 1)
                if let rank = roster.rank(meanSumA: swapped.meanSumA, varianceSumA: swapped.varianceSumA,
                                          goalkeepersA: swapped.goalkeepersA),
                   rank < bestRank {
                    bestRank = rank
                    bestPair = (fromA, fromB)
                }
            }
        }
        guard let (fromA, fromB) = bestPair else { return false }
        add(fromA, sign: -1)
        add(fromB, sign: 1)
        onTeamA[fromA] = false
        onTeamA[fromB] = true
        return true
    }

    private mutating func add(_ index: Int, sign: Int) {
        meanSumA += Double(sign) * roster.means[index]
        varianceSumA += Double(sign) * roster.variances[index]
        if roster.isGoalkeeper[index] { goalkeepersA += sign }
    }
}
