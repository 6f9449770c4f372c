extension TeamBalancer {
    /// For rosters too large to search: the strongest on A, the second on B, a greedy draft of the rest and
    /// swaps while the chances get closer; then swaps spreading the labels better within `labelSpreadWindow`
    /// of the closest: one for one, else two for two (which can keep chances one for one cannot).
    static func heuristicRatedSplit(of roster: RatedRoster) -> [Bool] {
        var draft = RatedDraft(roster: roster)
        draft.pickGreedily()
        while draft.applyBestSwap(spreading: nil) {}
        let window = draft.chanceGap + RatedRoster.labelSpreadWindow
        repeat { while draft.applyBestSwap(spreading: window) {} } while draft.applyBestDoubleSwap(spreading: window)
        return draft.onTeamA
    }
}

struct RatedDraft {
    let roster: RatedRoster
    private(set) var onTeamA: [Bool]
    private var sums: Sums

    private struct Sums {
        var mean = 0.0, variance = 0.0, goalkeepers = 0
        var labels: LabelCounts
    }

    init(roster: RatedRoster) {
        self.roster = roster
        onTeamA = Array(repeating: false, count: roster.players.count)
        sums = Sums(labels: LabelCounts(labels: roster.labels))
    }

    var chanceGap: Double { roster.chanceGap(meanSumA: sums.mean, varianceSumA: sums.variance) }

    /// The second strongest is on B; the strongest, then goalkeepers, then the rest by mean descending each
    /// go to the side with fewer goalkeepers (for a goalkeeper), else the lower total, while it has room.
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
            let prefersA = roster.isGoalkeeper[index] && sums.goalkeepers != goalkeepersB
                ? sums.goalkeepers < goalkeepersB
                : sums.mean <= meanSumB
            if roomA && (prefersA || !roomB) {
                sums = sumsAfterMoving([index])
                onTeamA[index] = true
                sizeA += 1
            } else {
                sizeB += 1
                meanSumB += roster.means[index]
                if roster.isGoalkeeper[index] { goalkeepersB += 1 }
            }
        }
    }

    /// Swaps the best one-for-one pair (neither of the two strongest): by the chances alone (`spreading`
    /// nil), or by the labels' spread then the chances among splits whose chance gap is at most `spreading`.
    mutating func applyBestSwap(spreading window: Double?) -> Bool {
        let (sideA, sideB) = sides
        return applyBest(among: sideA.lazy.flatMap { fromA in sideB.lazy.map { [fromA, $0] } }, spreading: window)
    }

    /// The same with two players from each side.
    mutating func applyBestDoubleSwap(spreading window: Double) -> Bool {
        let (sideA, sideB) = sides
        guard max(sideA.count, sideB.count) <= TeamBalancer.doubleSwapSideLimit else { return false }
        let pairsB = TeamBalancer.pairs(of: sideB)
        return applyBest(among: TeamBalancer.pairs(of: sideA).lazy.flatMap { fromA in pairsB.lazy.map { fromA + $0 } }, spreading: window)
    }

    private var sides: ([Int], [Int]) {
        let movable = roster.players.indices.filter { $0 != roster.strongest && $0 != roster.secondStrongest }
        return (movable.filter { onTeamA[$0] }, movable.filter { !onTeamA[$0] })
    }

    private mutating func applyBest(among swaps: some Sequence<[Int]>, spreading window: Double?) -> Bool {
        var bestScore = score(sums, window: window) ?? (Int.max, Int.max)
        var best: (swap: [Int], sums: Sums)?
        for swap in swaps {
            let swapped = sumsAfterMoving(swap)
            if let score = score(swapped, window: window), score < bestScore {
                bestScore = score
                best = (swap, swapped)
            }
        }
        guard let best else { return false }
        sums = best.sums
        for index in best.swap { onTeamA[index].toggle() }
        return true
    }

    /// Lower is better: the labels' spread (0 without a window) then the rank; nil for a split
    /// the rules refuse or, with a window, one whose chances are further apart than it.
    private func score(_ sums: Sums, window: Double?) -> (Int, Int)? {
        guard let rank = roster.rank(meanSumA: sums.mean, varianceSumA: sums.variance, goalkeepersA: sums.goalkeepers) else { return nil }
        guard let window else { return (0, rank) }
        guard roster.chanceGap(meanSumA: sums.mean, varianceSumA: sums.variance) <= window else { return nil }
        return (sums.labels.spread(professionalPenalty: 1_000), rank)
    }

    private func sumsAfterMoving(_ players: [Int]) -> Sums {
        var sums = sums
        for index in players {
            let sign = onTeamA[index] ? -1.0 : 1.0
            sums.mean += sign * roster.means[index]
            sums.variance += sign * roster.variances[index]
            if roster.isGoalkeeper[index] { sums.goalkeepers += Int(sign) }
            sums.labels.move(roster.labels[index], toA: sign > 0)
        }
        return sums
    }
}
