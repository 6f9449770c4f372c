extension TeamBalancer {
    /// Tries every split that keeps the two strongest apart, as a bitmask over the other
    /// players, and keeps the first best one; stops early at a split nothing can beat.
    /// Returns, per roster index, whether that player is on team A. Needs at most
    /// `exhaustiveLimit` players (22 free bits).
    static func exhaustiveRatedSplit(of roster: RatedRoster) -> [Bool] {
        let count = roster.players.count
        let free = roster.players.indices.filter { $0 != roster.strongest && $0 != roster.secondStrongest }
        let sums = SubsetSums(roster: roster, free: free)
        let end: UInt32 = 1 << free.count
        // Team A is an anchor plus a subset of the others: the strongest player, or with an odd
        // count also the second strongest (the strongest then on the bigger team B; with an even
        // count that is the same split mirrored).
        let anchors = count % 2 == 0 ? [roster.strongest] : [roster.strongest, roster.secondStrongest]
        var best: (rank: Int, mask: UInt32, anchor: Int)?
        search: for anchor in anchors {
            var mask: UInt32 = (1 << (roster.sizeA - 1)) - 1
            while mask < end {
                let meanSumA = roster.means[anchor] + sums.means(mask)
                let varianceSumA = roster.variances[anchor] + sums.variances(mask)
                let goalkeepersA = (roster.isGoalkeeper[anchor] ? 1 : 0) + (mask & sums.goalkeepers).nonzeroBitCount
                if let rank = roster.rank(meanSumA: meanSumA, varianceSumA: varianceSumA, goalkeepersA: goalkeepersA),
                   rank < best?.rank ?? Int.max {
                    best = (rank, mask, anchor)
                    if rank == roster.idealRank { break search }
                }
                if mask == 0 { break }  // choosing nobody: the only subset there is
                mask = nextMaskWithSameBitCount(after: mask)
            }
        }
        var onTeamA = Array(repeating: false, count: count)
        guard let best else { return roster.players.indices.map { $0 < roster.sizeA } }  // no split keeps the rules
        onTeamA[best.anchor] = true
        for (bit, index) in free.enumerated() where best.mask & (1 << bit) != 0 { onTeamA[index] = true }
        return onTeamA
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
