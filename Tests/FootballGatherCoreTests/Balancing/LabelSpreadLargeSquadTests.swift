import Testing
@testable import FootballGatherCore

/// Issue 38's label spread beyond `TeamBalancer.exhaustiveLimit`, where the balancer drafts
/// and swaps instead of trying every split: squads of 26 to 40.
@Suite struct LabelSpreadLargeSquadTests {
    /// By label, the best split depends only on how many of each label each side gets, so every
    /// such count is an exact check: the skill totals as close, and the labels as well spread,
    /// as any split allows.
    @Test func bySkill_largeSquads_matchTheBestCountsOfEachLabel() throws {
        var generator = SplitMix64(seed: 3826)
        for _ in 0..<30 {
            let players = randomLabelled(count: 26 + generator.next(below: 15), using: &generator)
            let teams = try TeamBalancer.balance(players, seed: generator.next())
            let best = bestByCounts(players)
            #expect(abs(teams.skillA - teams.skillB) == best.skillGap, "\(players.count) players")
            #expect(spread(teams.teamA, teams.teamB) == best.spread, "\(players.count) players")
            if best.spread < 1_000 { #expect(professionalsApart(teams.teamA, teams.teamB) <= 1, "\(players.count) players") }
        }
    }

    /// Beyond `TeamBalancer.doubleSwapSideLimit` a side, single swaps alone: a squad of 240
    /// is balanced (it used to build every pair of pairs at once, 2.5 GB), by label and by
    /// rating, with even sides and the labels as close as the counts allow.
    @Test func squadsBeyondTheDoubleSwapLimit_areBalanced_byLabelAndByRating() throws {
        var generator = SplitMix64(seed: 240)
        let players = randomLabelled(count: 240, using: &generator)
        let byLabel = try TeamBalancer.balance(players, seed: 1)
        #expect(byLabel.teamA.count == 120 && byLabel.teamB.count == 120)
        #expect(abs(byLabel.skillA - byLabel.skillB) == bestByCounts(players).skillGap)
        let ratings = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Rating(mean: Double(generator.next(below: 2001)) / 1000 - 1, uncertainty: 0.5)) })
        let byRating = try TeamBalancer.balance(players, ratings: ratings, seed: 1)
        #expect(byRating.teamA.count == 120 && byRating.teamB.count == 120)
        #expect(abs(byRating.chanceA - 0.5) <= 0.01)
    }

    /// By rating, squads of twins (each player has another with the same label and rating,
    /// the labels unrelated to the ratings) have a split with even chances and every label
    /// shared: the sides come within the window of it with the professionals at most one apart.
    @Test func byRating_largeSquadsOfTwins_keepTheChancesClose_andTheProfessionalsApart() throws {
        var generator = SplitMix64(seed: 3840)
        for _ in 0..<30 {
            let singles = randomLabelled(count: 13 + generator.next(below: 8), using: &generator)
            let means = singles.map { _ in Double(generator.next(below: 2001)) / 1000 - 1 }
            let players = singles + singles.map { Player(id: $0.id + 100, name: "\($0.name)'", skill: $0.skill) }
            var ratings: [Int: Rating] = [:]
            for (player, mean) in zip(singles, means) {
                ratings[player.id] = Rating(mean: mean, uncertainty: 0.5)
                ratings[player.id + 100] = Rating(mean: mean, uncertainty: 0.5)
            }
            let teams = try TeamBalancer.balance(players, ratings: ratings, seed: generator.next())
            #expect(abs(teams.chanceA - 0.5) <= RatedRoster.labelSpreadWindow + 0.005, "\(players.count) players")
            #expect(professionalsApart(teams.teamA, teams.teamB) <= 1, "\(players.count) players")
        }
    }
}

private func randomLabelled(count: Int, using generator: inout SplitMix64) -> [Player] {
    (1...count).map { id in
        let skill: Skill? = [Skill.beginner, .amateur, .amateur, .professional, .professional, nil][generator.next(below: 6)]
        return Player(id: id, name: "P\(id)", skill: skill)
    }
}

private func professionalsApart(_ teamA: [Player], _ teamB: [Player]) -> Int {
    abs(teamA.count { $0.skill == .professional } - teamB.count { $0.skill == .professional })
}

private let labels: [Skill?] = [.professional, .amateur, .beginner, nil]

/// The sum over labels of the difference in counts, professionals more than one apart counting most.
private func spread(_ teamA: [Player], _ teamB: [Player]) -> Int {
    spread(labels.map { label in teamA.count { $0.skill == label } }, labels.map { label in teamB.count { $0.skill == label } })
}

private func spread(_ countsA: [Int], _ countsB: [Int]) -> Int {
    zip(countsA, countsB).enumerated().reduce(0) { total, item in
        let difference = abs(item.element.0 - item.element.1)
        return total + difference + (item.offset == 0 && difference > 1 ? 1_000 : 0)
    }
}

/// The least skill gap, then the least spread, over every count of each label team A could
/// have (team A the smaller side).
private func bestByCounts(_ players: [Player]) -> (skillGap: Int, spread: Int) {
    let totals = labels.map { label in players.count { $0.skill == label } }
    let points = [3, 2, 1, 2]
    var best = (skillGap: Int.max, spread: Int.max)
    for pros in 0...totals[0] {
        for amateurs in 0...totals[1] {
            for beginners in 0...totals[2] {
                let unlabelled = players.count / 2 - pros - amateurs - beginners
                guard unlabelled >= 0, unlabelled <= totals[3] else { continue }
                let countsA = [pros, amateurs, beginners, unlabelled]
                let countsB = zip(totals, countsA).map { $0 - $1 }
                let pointsA = zip(countsA, points).reduce(0) { $0 + $1.0 * $1.1 }
                let pointsB = zip(countsB, points).reduce(0) { $0 + $1.0 * $1.1 }
                let candidate = (skillGap: abs(pointsA - pointsB), spread: spread(countsA, countsB))
                if (candidate.skillGap, candidate.spread) < (best.skillGap, best.spread) { best = candidate }
            }
        }
    }
    return best
}
