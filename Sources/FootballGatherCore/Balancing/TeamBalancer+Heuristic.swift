extension TeamBalancer {
    /// For rosters too large to search: a greedy draft, then swaps while any improves the split: one for one,
    /// else two for two (two professionals and two beginners trade places with four amateurs only in pairs).
    static func heuristicSplit(of roster: BalancerRoster) -> [Bool] {
        var draft = HeuristicDraft(roster: roster)
        draft.pickGreedily()
        repeat { while draft.applyBestSwap() {} } while draft.applyBestDoubleSwap()
        return draft.onTeamA
    }
}

struct HeuristicDraft {
    let roster: BalancerRoster
    private(set) var onTeamA: [Bool]
    private var totals: Totals

    private struct Totals {
        var points = 0, goalkeepers = 0
        var labels: LabelCounts
    }

    init(roster: BalancerRoster) {
        self.roster = roster
        onTeamA = Array(repeating: false, count: roster.players.count)
        totals = Totals(labels: LabelCounts(labels: roster.labels))
    }

    /// Goalkeepers first, then by points descending; each goes to the side with fewer goalkeepers (for a
    /// goalkeeper), else the lower total, while it has room. Ties keep the seeded order.
    mutating func pickGreedily() {
        let order = roster.players.indices.sorted { lhs, rhs in
            if roster.isGoalkeeper[lhs] != roster.isGoalkeeper[rhs] { return roster.isGoalkeeper[lhs] }
            if roster.points[lhs] != roster.points[rhs] { return roster.points[lhs] > roster.points[rhs] }
            return lhs < rhs
        }
        var sizeA = 0, sizeB = 0, pointsB = 0, goalkeepersB = 0
        for index in order {
            let roomA = sizeA < roster.sizeA
            let roomB = sizeB < roster.players.count - roster.sizeA
            let prefersA = roster.isGoalkeeper[index] && totals.goalkeepers != goalkeepersB
                ? totals.goalkeepers < goalkeepersB
                : totals.points <= pointsB
            if roomA && (prefersA || !roomB) {
                totals = totalsAfterMoving([index])
                onTeamA[index] = true
                sizeA += 1
            } else {
                sizeB += 1
                pointsB += roster.points[index]
                if roster.isGoalkeeper[index] { goalkeepersB += 1 }
            }
        }
    }

    /// Swaps the one-for-one pair that improves the split most; false when none does.
    mutating func applyBestSwap() -> Bool {
        let sideA = roster.players.indices.filter { onTeamA[$0] }, sideB = roster.players.indices.filter { !onTeamA[$0] }
        return applyBest(among: sideA.lazy.flatMap { fromA in sideB.lazy.map { [fromA, $0] } })
    }

    /// The same with two players from each side.
    mutating func applyBestDoubleSwap() -> Bool {
        let sideA = roster.players.indices.filter { onTeamA[$0] }, sideB = roster.players.indices.filter { !onTeamA[$0] }
        guard max(sideA.count, sideB.count) <= TeamBalancer.doubleSwapSideLimit else { return false }
        let pairsB = TeamBalancer.pairs(of: sideB)
        return applyBest(among: TeamBalancer.pairs(of: sideA).lazy.flatMap { fromA in pairsB.lazy.map { fromA + $0 } })
    }

    private mutating func applyBest(among swaps: some Sequence<[Int]>) -> Bool {
        guard var bestRank = rank(totals) else { return false }
        var best: (swap: [Int], totals: Totals)?
        for swap in swaps {
            let swapped = totalsAfterMoving(swap)
            if let rank = rank(swapped), rank < bestRank {
                bestRank = rank
                best = (swap, swapped)
            }
        }
        guard let best else { return false }
        totals = best.totals
        for index in best.swap { onTeamA[index].toggle() }
        return true
    }

    private func rank(_ totals: Totals) -> Int? {
        roster.rank(pointsA: totals.points, goalkeepersA: totals.goalkeepers,
                    spread: totals.labels.spread(professionalPenalty: roster.spreadScale / 2))
    }

    private func totalsAfterMoving(_ players: [Int]) -> Totals {
        var totals = totals
        for index in players {
            let sign = onTeamA[index] ? -1 : 1
            totals.points += sign * roster.points[index]
            if roster.isGoalkeeper[index] { totals.goalkeepers += sign }
            totals.labels.move(roster.labels[index], toA: sign == 1)
        }
        return totals
    }
}

extension TeamBalancer {
    /// Double swaps are tried only up to this many a side: pairs of pairs grow with the fourth power of a
    /// side (a million at 45 a side), so a larger squad is balanced by single swaps.
    static let doubleSwapSideLimit = 40

    static func pairs(of side: [Int]) -> [[Int]] {
        side.indices.flatMap { first in side[(first + 1)...].map { [side[first], $0] } }
    }
}
