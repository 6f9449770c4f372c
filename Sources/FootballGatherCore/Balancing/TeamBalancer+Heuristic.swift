extension TeamBalancer {
    /// For rosters too large to search: a greedy draft, then swaps while any improves the
    /// split (`BalancerRoster.rank`: the skill difference, then how the labels are spread,
    /// then the goalkeepers): one player from each side, else two from each, since two
    /// professionals and two beginners can trade places with four amateurs only in pairs.
    /// Returns, per roster index, whether that player is on team A.
    static func heuristicSplit(of roster: BalancerRoster) -> [Bool] {
        var draft = HeuristicDraft(roster: roster)
        draft.pickGreedily()
        repeat { while draft.applyBestSwap() {} } while draft.applyBestDoubleSwap()
        return draft.onTeamA
    }
}

/// A split being built: who is on team A and team A's running totals.
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

    /// Goalkeepers first, then everyone by points descending; each pick goes to the side with
    /// fewer goalkeepers (for a goalkeeper), else the lower total, as long as it has room.
    /// Ties keep the seeded roster order.
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

    /// Swaps the pair of players (one from each side) that improves the split most.
    /// Returns false when no swap improves it.
    mutating func applyBestSwap() -> Bool {
        let sideA = roster.players.indices.filter { onTeamA[$0] }, sideB = roster.players.indices.filter { !onTeamA[$0] }
        return applyBest(among: sideA.lazy.flatMap { fromA in sideB.lazy.map { [fromA, $0] } })
    }

    /// Swaps the two players of each side that improve the split most. Returns false when
    /// no such swap improves it.
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

    /// Team A's totals once each of `players` has changed sides.
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
    /// Swaps of two players a side are tried while no side has more players than this: the
    /// pairs of pairs grow with the fourth power of a side (a million at 45 a side), so a
    /// larger squad is balanced by single swaps.
    static let doubleSwapSideLimit = 40

    /// Every pair of `side`, each once.
    static func pairs(of side: [Int]) -> [[Int]] {
        side.indices.flatMap { first in side[(first + 1)...].map { [side[first], $0] } }
    }
}
