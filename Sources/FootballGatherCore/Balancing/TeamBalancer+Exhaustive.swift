extension TeamBalancer {
    /// Tries every team A of the right size, as a bitmask, keeping the first best (`BalancerRoster.rank`) and
    /// stopping at a split nothing can beat. Needs `roster.players.count <= exhaustiveLimit`.
    static func exhaustiveSplit(of roster: BalancerRoster) -> [Bool] {
        let count = roster.players.count
        // With an even count, pinning the first player to team A skips every split's mirror image.
        let pinned = count % 2 == 0 ? 1 : 0
        let freeCount = count - pinned
        let chosenCount = roster.sizeA - pinned

        // Points are 1 to 3, so a team's total is its size plus how many of its players
        // reach 2 points plus how many reach 3: two popcounts per split.
        var reachesTwo: UInt32 = 0, reachesThree: UInt32 = 0, goalkeepers: UInt32 = 0
        // Each label (professional, amateur, beginner, none) as a mask, to count how a split spreads them.
        var labelMasks: [UInt32] = [0, 0, 0, 0], labelTotals = [0, 0, 0, 0]
        for bit in 0..<freeCount {
            let index = bit + pinned
            let flag: UInt32 = 1 << bit
            if roster.points[index] >= 2 { reachesTwo |= flag }
            if roster.points[index] >= 3 { reachesThree |= flag }
            if roster.isGoalkeeper[index] { goalkeepers |= flag }
            labelMasks[roster.labels[index]] |= flag
        }
        for label in roster.labels { labelTotals[label] += 1 }
        let pinnedLabel = pinned == 1 ? roster.labels[0] : -1
        let basePoints = chosenCount + (pinned == 1 ? roster.points[0] : 0)
        let baseGoalkeepers = pinned == 1 && roster.isGoalkeeper[0] ? 1 : 0
        let (totalPoints, totalGoalkeepers) = (roster.totalPoints, roster.goalkeeperCount)
        let rankScale = count + 1
        let spreadScale = roster.spreadScale
        let idealRank = roster.idealRank
        let end: UInt32 = 1 << freeCount

        var mask: UInt32 = (1 << chosenCount) - 1
        var bestMask = mask
        var bestRank = Int.max
        while mask < end {
            let pointsA = basePoints + (mask & reachesTwo).nonzeroBitCount + (mask & reachesThree).nonzeroBitCount
            let goalkeepersA = baseGoalkeepers + (mask & goalkeepers).nonzeroBitCount
            // `roster.rank(pointsA:goalkeepersA:)` written out: calling it costs half the debug time.
            let isAllowed = totalGoalkeepers < 2 || (goalkeepersA > 0 && goalkeepersA < totalGoalkeepers)
            var spread = 0
            for label in 0..<4 {
                let onA = (mask & labelMasks[label]).nonzeroBitCount + (pinnedLabel == label ? 1 : 0)
                let difference = abs(2 * onA - labelTotals[label])
                spread += label == 0 && difference > 1 ? difference + spreadScale / 2 : difference
            }
            let rank = (abs(2 * pointsA - totalPoints) * spreadScale + spread) * rankScale + abs(2 * goalkeepersA - totalGoalkeepers)
            if isAllowed && rank < bestRank {
                bestRank = rank
                bestMask = mask
                if rank == idealRank { break }
            }
            if mask == 0 { break }  // choosing nobody: the only subset there is
            mask = nextMaskWithSameBitCount(after: mask)
        }
        return (0..<count).map { index in
            index < pinned || bestMask & (1 << (index - pinned)) != 0
        }
    }

    /// Gosper's hack: the next larger number with as many set bits as `mask`.
    static func nextMaskWithSameBitCount(after mask: UInt32) -> UInt32 {
        let lowestBit = mask & (0 &- mask)
        let rippled = mask &+ lowestBit
        let movedBits = ((rippled ^ mask) >> 2) >> lowestBit.trailingZeroBitCount
        return rippled | movedBits
    }
}
