extension TeamBalancer {
    /// Tries every split keeping the two strongest apart, as a bitmask over the others: the closest chances
    /// (half-percent steps, goalkeepers breaking ties), then within `labelSpreadWindow` the best label spread
    /// (professionals within one if possible). Needs at most `exhaustiveLimit` players (22 free bits).
    static func exhaustiveRatedSplit(of roster: RatedRoster) -> [Bool] {
        let count = roster.players.count
        let free = roster.players.indices.filter { $0 != roster.strongest && $0 != roster.secondStrongest }
        let sums = SubsetSums(roster: roster, free: free)
        let labels = LabelMasks(roster: roster, free: free)
        let end: UInt32 = 1 << free.count
        // Team A is an anchor plus a subset of the rest: the strongest, or with an odd count also the second
        // (the strongest then on the bigger team B; with an even count that is the split mirrored).
        let anchors = count % 2 == 0 ? [roster.strongest] : [roster.strongest, roster.secondStrongest]
        func visit(_ body: (_ anchor: Int, _ mask: UInt32, _ rank: Int, _ gap: Double) -> Bool) {
            for anchor in anchors {
                var mask: UInt32 = (1 << (roster.sizeA - 1)) - 1
                while mask < end {
                    let meanSumA = roster.means[anchor] + sums.means(mask)
                    let varianceSumA = roster.variances[anchor] + sums.variances(mask)
                    let goalkeepersA = (roster.isGoalkeeper[anchor] ? 1 : 0) + (mask & sums.goalkeepers).nonzeroBitCount
                    if let rank = roster.rank(meanSumA: meanSumA, varianceSumA: varianceSumA, goalkeepersA: goalkeepersA),
                       !body(anchor, mask, rank, roster.chanceGap(meanSumA: meanSumA, varianceSumA: varianceSumA)) {
                        return
                    }
                    if mask == 0 { break }  // choosing nobody: the only subset there is
                    mask = nextMaskWithSameBitCount(after: mask)
                }
            }
        }
        var closest: (rank: Int, gap: Double)?
        visit { _, _, rank, gap in
            if rank < closest?.rank ?? Int.max { closest = (rank, gap) }
            return rank != roster.idealRank
        }
        var onTeamA = Array(repeating: false, count: count)
        guard let closest else { return roster.players.indices.map { $0 < roster.sizeA } }  // no split keeps the rules
        let window = closest.gap + RatedRoster.labelSpreadWindow
        var best: (spread: Int, rank: Int, mask: UInt32, anchor: Int)?
        visit { anchor, mask, rank, gap in
            guard gap <= window else { return true }
            let spread = labels.spread(anchor: anchor, mask: mask)
            if best.map({ (spread, rank) < ($0.spread, $0.rank) }) ?? true { best = (spread, rank, mask, anchor) }
            return !(spread == labels.idealSpread && rank == closest.rank)
        }
        guard let best else { return onTeamA }
        onTeamA[best.anchor] = true
        for (bit, index) in free.enumerated() where best.mask & (1 << bit) != 0 { onTeamA[index] = true }
        return onTeamA
    }
}

/// Each skill label (and no label) as a bitmask over the free players, to count how a split spreads them.
private struct LabelMasks {
    private let masks: [UInt32]
    private let labelOf: [Int]
    private let totals: [Int]
    /// The least `spread` any split could have: one per label with an odd count.
    let idealSpread: Int

    init(roster: RatedRoster, free: [Int]) {
        var masks = Array(repeating: UInt32(0), count: 4)
        for (bit, index) in free.enumerated() { masks[roster.labels[index]] |= 1 << bit }
        self.masks = masks
        labelOf = roster.labels
        var totals = Array(repeating: 0, count: 4)
        for label in labelOf { totals[label] += 1 }
        self.totals = totals
        idealSpread = totals.reduce(0) { $0 + $1 % 2 }
    }

    /// How unevenly team A (`anchor` and `mask`'s players) and team B share the labels, plus a penalty beyond
    /// any spread when professionals differ by 2+; the two strongest not in the mask count on team B.
    func spread(anchor: Int, mask: UInt32) -> Int {
        var spread = 0
        for label in 0..<4 {
            let onA = (masks[label] & mask).nonzeroBitCount + (labelOf[anchor] == label ? 1 : 0)
            let difference = abs(2 * onA - totals[label])
            spread += difference
            if label == 0 && difference > 1 { spread += 1_000 }
        }
        return spread
    }
}

/// Sums of means and variances over any subset of up to 24 players, as three byte-table lookups.
private struct SubsetSums {
    private var meanTables: [[Double]] = []
    private var varianceTables: [[Double]] = []
    let goalkeepers: UInt32

    init(roster: RatedRoster, free: [Int]) {
        var goalkeepers: UInt32 = 0
        for (bit, index) in free.enumerated() where roster.isGoalkeeper[index] { goalkeepers |= 1 << bit }
        self.goalkeepers = goalkeepers
        for byte in 0..<3 {
            meanTables.append(Self.table(byte: byte, of: free.map { roster.means[$0] }))
            varianceTables.append(Self.table(byte: byte, of: free.map { roster.variances[$0] }))
        }
    }

    func means(_ mask: UInt32) -> Double { Self.sum(mask, meanTables) }
    func variances(_ mask: UInt32) -> Double { Self.sum(mask, varianceTables) }

    private static func sum(_ mask: UInt32, _ tables: [[Double]]) -> Double {
        tables[0][Int(mask & 0xFF)] + tables[1][Int((mask >> 8) & 0xFF)] + tables[2][Int((mask >> 16) & 0xFF)]
    }

    /// For each of the 256 values of one byte of the mask, the sum of the values its bits select.
    private static func table(byte: Int, of values: [Double]) -> [Double] {
        (0..<256).map { bits in
            (0..<8).reduce(0.0) { sum, bit in
                let index = byte * 8 + bit
                return bits & (1 << bit) != 0 && index < values.count ? sum + values[index] : sum
            }
        }
    }
}
