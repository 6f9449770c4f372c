import Testing
@testable import FootballGatherCore

@Suite struct RatingBalancerTests {
    let model = RatingModel.standard

    @Test(arguments: [0, 1])
    func balance_withFewerThanTwoPlayers_throws(count: Int) {
        let (players, ratings) = makeRated(Array(repeating: 0, count: count))
        #expect(throws: InputError.tooFewPlayersForTeams) {
            try TeamBalancer.balance(players, ratings: ratings, seed: 1)
        }
    }

    @Test func balance_onRandomSmallRosters_matchesBruteForce() throws {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<150 {
            let (players, ratings) = makeRandomRated(count: 2 + generator.next(below: 9), using: &generator)
            let teams = try TeamBalancer.balance(players, ratings: ratings, seed: generator.next())
            #expect(rank(teams, ratings) == bruteForceBestRank(players, ratings), "\(players.count) players")
            expectValid(teams, for: players, ratings: ratings)
        }
    }

    @Test func balance_keepsTheTwoStrongestApart_evenWhenTogetherWouldBeFairer() throws {
        // {3, 2.9, 0} against {2, 2, 1.9} would be level, but 3 and 2.9 must not play together.
        let (players, ratings) = makeRated([3, 2.9, 0, 2, 2, 1.9])
        for seed in UInt64(0)..<5 {
            let teams = try TeamBalancer.balance(players, ratings: ratings, seed: seed)
            expectValid(teams, for: players, ratings: ratings)
            #expect(teams.chanceA != 0.5)
        }
    }

    @Test func balance_putsAGoalkeeperOnEachSide() throws {
        let (players, ratings) = makeRated([1, 0.1, 0.2, 0.3, -0.2, 0.05], goalkeepers: [4, 5])
        let teams = try TeamBalancer.balance(players, ratings: ratings, seed: 3)
        expectValid(teams, for: players, ratings: ratings)
    }

    @Test(arguments: [2, 3, 5, 10, 11, 24, 25, 31, 60])
    func balance_teamSizesDifferByAtMostOne_andTeamBHasTheExtraPlayer(count: Int) throws {
        var generator = SplitMix64(seed: UInt64(count))
        let (players, ratings) = makeRandomRated(count: count, using: &generator)
        let teams = try TeamBalancer.balance(players, ratings: ratings, seed: 5)
        #expect(teams.teamA.count == count / 2 && teams.teamB.count == count - count / 2)
        expectValid(teams, for: players, ratings: ratings)
    }

    @Test func balance_with24Players_isWithinHalfAPercent() throws {
        var generator = SplitMix64(seed: 24)
        let (players, ratings) = makeRandomRated(count: 24, using: &generator)
        let teams = try TeamBalancer.balance(players, ratings: ratings, seed: 9)
        #expect(abs(teams.chanceA - teams.chanceB) < 0.005)
        expectValid(teams, for: players, ratings: ratings)
    }

    @Test func balance_onRandomLargeRosters_keepsTheRulesAndBalancesTheChances() throws {
        var generator = SplitMix64(seed: 77)
        for _ in 0..<10 {
            let (players, ratings) = makeRandomRated(count: 25 + generator.next(below: 40), using: &generator)
            let teams = try TeamBalancer.balance(players, ratings: ratings, seed: generator.next())
            expectValid(teams, for: players, ratings: ratings)
            #expect(abs(teams.chanceA - teams.chanceB) < 0.02)
        }
    }

    @Test func balance_isDeterministicForASeed_andSeedsChooseAmongEquallyFairSplits() throws {
        let (players, ratings) = makeRated(Array(repeating: 0, count: 12))
        let first = try TeamBalancer.balance(players, ratings: ratings, seed: 42)
        #expect(try TeamBalancer.balance(players, ratings: ratings, seed: 42) == first)
        let others = try (UInt64(0)..<10).map { try TeamBalancer.balance(players, ratings: ratings, seed: $0).teamA }
        #expect(Set(others.map { $0.map(\.id) }).count > 1)
    }

    @Test func balance_sameSeed_givesTheSameTeams_whateverOrderThePlayersAreNamedIn() throws {
        var generator = SplitMix64(seed: 31)
        for _ in 0..<20 {
            let (players, ratings) = makeRandomRated(count: 4 + generator.next(below: 12), using: &generator)
            let reversed = Array(players.reversed())
            let seed = generator.next()
            let byRating = (try TeamBalancer.balance(players, ratings: ratings, seed: seed), try TeamBalancer.balance(reversed, ratings: ratings, seed: seed))
            #expect(Set(byRating.0.teamA.map(\.id)) == Set(byRating.1.teamA.map(\.id)))
            let bySkill = (try TeamBalancer.balance(players, seed: seed), try TeamBalancer.balance(reversed, seed: seed))
            #expect(Set(bySkill.0.teamA.map(\.id)) == Set(bySkill.1.teamA.map(\.id)))
        }
    }

    @Test func balance_withoutRatings_usesTheLabelPriors() throws {
        let players = [Skill.professional, .professional, .beginner, .beginner, .amateur, nil].enumerated().map {
            Player(id: $0.offset + 1, name: "P\($0.offset + 1)", skill: $0.element)
        }
        let priors = Dictionary(uniqueKeysWithValues: players.map { ($0.id, model.prior(for: $0.skill)) })
        #expect(try TeamBalancer.balance(players, ratings: [:], seed: 4) == TeamBalancer.balance(players, ratings: priors, seed: 4))
    }

    @Test func balance_reportsStrengthsAndChancesOfTheChosenTeams() throws {
        let (players, ratings) = makeRated([1.5, 1, 0.5, 0, -0.5, -1, -1.5])
        let teams = try TeamBalancer.balance(players, ratings: ratings, seed: 1)
        let rated = { (team: [Player]) in team.compactMap { ratings[$0.id] } }
        let expected = model.predict(teamA: rated(teams.teamA), teamB: rated(teams.teamB))
        #expect(abs(teams.chanceA - expected.chanceA) < 1e-9)
        #expect(abs(teams.chanceA + teams.chanceB - 1) < 1e-12)
        let meanA = rated(teams.teamA).reduce(0) { $0 + $1.mean } / Double(teams.teamA.count)
        #expect(teams.strengthA == Rating(mean: meanA, uncertainty: 0).shown)
        #expect(teams.teamA.map { ratings[$0.id]?.mean ?? 0 } == teams.teamA.map { ratings[$0.id]?.mean ?? 0 }.sorted(by: >))
    }
}

// MARK: - Helpers

private func makeRated(_ means: [Double], goalkeepers: Set<Int> = []) -> ([Player], [Int: Rating]) {
    let players = means.indices.map { index in
        Player(id: index + 1, name: "Player \(index + 1)",
               preferredPosition: goalkeepers.contains(index) ? .goalkeeper : .midfielder)
    }
    let ratings = Dictionary(uniqueKeysWithValues: means.enumerated().map {
        ($0.offset + 1, Rating(mean: $0.element, uncertainty: 0.3 + Double($0.offset % 3) * 0.2))
    })
    return (players, ratings)
}

private func makeRandomRated(count: Int, using generator: inout SplitMix64) -> ([Player], [Int: Rating]) {
    let means = (0..<count).map { _ in Double(generator.next(below: 4001)) / 1000 - 2 }
    let goalkeepers = Set((0..<count).filter { _ in generator.next(below: 4) == 0 })
    return makeRated(means, goalkeepers: goalkeepers)
}

private func goalkeepers(in team: [Player]) -> Int { team.count { $0.preferredPosition == .goalkeeper } }

/// The balancer's order of fairness, recomputed from the model: chance gap in half-percent steps, then goalkeeper gap.
private func rank(_ teams: RatedTeams, _ ratings: [Int: Rating]) -> [Int] {
    rank(teamA: teams.teamA, teamB: teams.teamB, ratings)
}

private func rank(teamA: [Player], teamB: [Player], _ ratings: [Int: Rating]) -> [Int] {
    let rated = { (team: [Player]) in team.compactMap { ratings[$0.id] } }
    let chance = RatingModel.standard.winProbability(teamA: rated(teamA), teamB: rated(teamB))
    return [Int(abs(2 * chance - 1) * 200), abs(goalkeepers(in: teamA) - goalkeepers(in: teamB))]
}

/// The two players with the highest means.
private func twoStrongest(_ players: [Player], _ ratings: [Int: Rating]) -> Set<Int> {
    Set(players.sorted { ratings[$0.id]?.mean ?? 0 > ratings[$1.id]?.mean ?? 0 }.prefix(2).map(\.id))
}

private func expectValid(_ teams: RatedTeams, for players: [Player], ratings: [Int: Rating],
                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(teams.teamB.count - teams.teamA.count == players.count % 2, sourceLocation: sourceLocation)
    #expect((teams.teamA + teams.teamB).map(\.id).sorted() == players.map(\.id).sorted(), sourceLocation: sourceLocation)
    let strongest = twoStrongest(players, ratings)
    #expect(teams.teamA.count { strongest.contains($0.id) } == 1, sourceLocation: sourceLocation)
    if goalkeepers(in: players) >= 2 {
        #expect(goalkeepers(in: teams.teamA) >= 1 && goalkeepers(in: teams.teamB) >= 1, sourceLocation: sourceLocation)
    }
}

/// The best rank over every split that keeps the rules.
private func bruteForceBestRank(_ players: [Player], _ ratings: [Int: Rating]) -> [Int] {
    let strongest = twoStrongest(players, ratings)
    let totalGoalkeepers = goalkeepers(in: players)
    var best = [Int.max, Int.max]
    for mask in 0..<(1 << players.count) {
        let teamA = players.indices.filter { mask & (1 << $0) != 0 }.map { players[$0] }
        let teamB = players.indices.filter { mask & (1 << $0) == 0 }.map { players[$0] }
        guard teamA.count == players.count / 2, teamA.count(where: { strongest.contains($0.id) }) == 1 else { continue }
        if totalGoalkeepers >= 2, goalkeepers(in: teamA) == 0 || goalkeepers(in: teamB) == 0 { continue }
        let candidate = rank(teamA: teamA, teamB: teamB, ratings)
        if candidate.lexicographicallyPrecedes(best) { best = candidate }
    }
    return best
}
