import Testing
@testable import FootballGatherCore

@Suite struct TeamBalancerTests {
    // MARK: - Input

    @Test(arguments: [0, 1])
    func balance_withFewerThanTwoPlayers_throws(count: Int) {
        let players = makeRoster(Array(repeating: .amateur, count: count))
        #expect(throws: InputError.tooFewPlayersForTeams) {
            try TeamBalancer.balance(players, seed: 1)
        }
    }

    // MARK: - Optimality

    @Test func balance_onRandomSmallRosters_matchesBruteForce() throws {
        var generator = SplitMix64(seed: 2024)
        for _ in 0..<400 {
            let players = makeRandomRoster(count: 2 + generator.next(below: 11), using: &generator)
            let teams = try TeamBalancer.balance(players, seed: generator.next())
            let best = bruteForceBest(players)
            #expect(skillGap(teams) == best.skillGap, "\(players)")
            #expect(goalkeeperGap(teams) == best.goalkeeperGap, "\(players)")
            expectValid(teams, for: players)
        }
    }

    @Test func balance_onASmallRoster_findsTheSplitAGreedyDraftMisses() throws {
        // Only {keeper 2, 3} against {keeper 3, 1, 1} is level; a draft plus single swaps stops at 4 to 6.
        let players = makeRoster([.beginner, .amateur, .professional, .professional, .beginner], goalkeepers: [1, 2])
        for seed in UInt64(0)..<5 {
            #expect(skillGap(try TeamBalancer.balance(players, seed: seed)) == 0)
        }
    }

    @Test func balance_with24Players_isExact() throws {
        let players = makeRoster(Array(repeating: .professional, count: 12) + Array(repeating: .beginner, count: 12))
        let teams = try TeamBalancer.balance(players, seed: 7)
        #expect(teams.skillA == 24 && teams.skillB == 24)
        expectValid(teams, for: players)
    }

    @Test func balance_with24PlayersAndNoPerfectSplit_findsTheBestOne() throws {
        // 23 professionals and one beginner: the beginner's side is always 2 points short.
        let players = makeRoster(Array(repeating: .professional, count: 23) + [.beginner], goalkeepers: [0, 23])
        let teams = try TeamBalancer.balance(players, seed: 7)
        #expect(skillGap(teams) == 2)
        expectValid(teams, for: players)
    }

    @Test func balance_with23Players_putsTheExtraPlayerOnTeamB() throws {
        let players = makeRoster(Array(repeating: .professional, count: 11) + Array(repeating: .beginner, count: 12))
        let teams = try TeamBalancer.balance(players, seed: 3)
        #expect(teams.teamA.count == 11 && teams.teamB.count == 12)
        #expect(skillGap(teams) == 1)  // total 45 is odd
    }

    // MARK: - Sizes and membership

    @Test(arguments: [2, 3, 4, 5, 10, 11, 24, 25, 30, 31, 60])
    func balance_teamSizesDifferByAtMostOne_andEveryPlayerAppearsOnce(count: Int) throws {
        var generator = SplitMix64(seed: UInt64(count))
        let players = makeRandomRoster(count: count, using: &generator)
        let teams = try TeamBalancer.balance(players, seed: 99)
        #expect(teams.teamA.count == count / 2)
        #expect(teams.teamB.count == count - count / 2)
        expectValid(teams, for: players)
    }

    @Test func balance_listsEachTeamBySkillThenName() throws {
        let players = [
            Player(id: 1, name: "Zed", skill: .beginner), Player(id: 2, name: "Amy", skill: .beginner),
            Player(id: 3, name: "Bob", skill: .professional), Player(id: 4, name: "Cat"),
            Player(id: 5, name: "Dan", skill: .professional), Player(id: 6, name: "Eve", skill: .amateur),
        ]
        let teams = try TeamBalancer.balance(players, seed: 5)
        for team in [teams.teamA, teams.teamB] {
            #expect(team == team.sorted(by: BalancerRoster.listsBefore))
        }
        #expect(BalancerRoster.listsBefore(players[2], players[3]))  // professional before unknown
        #expect(BalancerRoster.listsBefore(players[3], players[5]))  // unknown counts as amateur: by name
        #expect(BalancerRoster.listsBefore(players[1], players[0]))  // same skill: by name
    }

    // MARK: - Goalkeepers

    @Test func balance_withTwoGoalkeepers_givesEachTeamOne_evenAtTheCostOfSkill() throws {
        // Keepers 1 + 3 against outfielders 2 + 2 would be perfect, but leaves a side without a keeper.
        let players = makeRoster([.beginner, .professional, .amateur, .amateur], goalkeepers: [0, 1])
        let teams = try TeamBalancer.balance(players, seed: 1)
        #expect(goalkeepers(in: teams.teamA) == 1 && goalkeepers(in: teams.teamB) == 1)
        #expect(skillGap(teams) == 2)
    }

    @Test func balance_withOneGoalkeeper_ignoresPositions() throws {
        // The same roster as above with one keeper: the perfect split is allowed now.
        let players = makeRoster([.beginner, .professional, .amateur, .amateur], goalkeepers: [0])
        let teams = try TeamBalancer.balance(players, seed: 1)
        #expect(skillGap(teams) == 0)
        #expect(goalkeepers(in: teams.teamA) + goalkeepers(in: teams.teamB) == 1)
    }

    @Test func balance_withManyGoalkeepers_spreadsThemEvenlyWhenSkillAllows() throws {
        let players = makeRoster(Array(repeating: .amateur, count: 8), goalkeepers: [0, 1, 2, 3, 4, 5])
        for seed in UInt64(0)..<10 {
            let teams = try TeamBalancer.balance(players, seed: seed)
            #expect(goalkeepers(in: teams.teamA) == 3 && goalkeepers(in: teams.teamB) == 3)
        }
    }

    @Test func balance_withMoreGoalkeepersThanATeamHolds_stillFillsBothTeams() throws {
        let players = makeRoster([.professional, .beginner, .amateur, .amateur, .beginner], goalkeepers: [0, 1, 2, 3, 4])
        let teams = try TeamBalancer.balance(players, seed: 4)
        #expect(teams.teamA.count == 2 && teams.teamB.count == 3)
        #expect(skillGap(teams) == 1)  // total 9 is odd
    }

    // MARK: - Seeds

    @Test(arguments: [10, 24, 30])
    func balance_withTheSameSeed_givesTheSameTeams(count: Int) throws {
        var generator = SplitMix64(seed: 11)
        let players = makeRandomRoster(count: count, using: &generator)
        let first = try TeamBalancer.balance(players, seed: 42)
        let second = try TeamBalancer.balance(players, seed: 42)
        #expect(first == second)
    }

    @Test(arguments: [10, 30])
    func balance_withDifferentSeeds_picksDifferentEquallyGoodSplits(count: Int) throws {
        let players = makeRoster(Array(repeating: .amateur, count: count), goalkeepers: [0, 1])
        var splits = Set<Set<Set<Int>>>()
        for seed in UInt64(0)..<8 {
            let teams = try TeamBalancer.balance(players, seed: seed)
            #expect(skillGap(teams) == 0)
            splits.insert([Set(teams.teamA.map(\.id)), Set(teams.teamB.map(\.id))])
        }
        #expect(splits.count >= 2)
    }

    @Test func balance_withAFixedSeed_givesThePinnedTeams() throws {
        // Pinned so that any change to the generator or the search order shows up.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)  // SplitMix64's published first output
        let teams = try TeamBalancer.balance(makeRoster(Array(repeating: .amateur, count: 6)), seed: 0)
        #expect(teams.teamA.map(\.id) == [2, 4, 5])
        #expect(teams.teamB.map(\.id) == [1, 3, 6])
    }

    // MARK: - Heuristic

    @Test func balance_with30Players_isEvenSpreadsKeepersAndBalancesSkill() throws {
        let skills: [Skill?] = Array(repeating: .professional, count: 10) + Array(repeating: .amateur, count: 10)
            + Array(repeating: .beginner, count: 9) + [nil]
        let players = makeRoster(skills, goalkeepers: [0, 1, 2])
        for seed in UInt64(0)..<5 {
            let teams = try TeamBalancer.balance(players, seed: seed)
            #expect(teams.teamA.count == 15 && teams.teamB.count == 15)
            #expect(goalkeepers(in: teams.teamA) >= 1 && goalkeepers(in: teams.teamB) >= 1)
            #expect(skillGap(teams) <= 1)
            expectValid(teams, for: players)
        }
    }

    @Test func balance_onRandomLargeRosters_keepsTheRulesAndBalancesSkill() throws {
        var generator = SplitMix64(seed: 77)
        for _ in 0..<20 {
            let players = makeRandomRoster(count: 25 + generator.next(below: 40), using: &generator)
            let teams = try TeamBalancer.balance(players, seed: generator.next())
            expectValid(teams, for: players)
            #expect(skillGap(teams) <= 1)
        }
    }
}

// MARK: - Helpers

private func makeRoster(_ skills: [Skill?], goalkeepers: Set<Int> = []) -> [Player] {
    skills.enumerated().map { index, skill in
        Player(id: index + 1, name: "Player \(index + 1)", skill: skill,
               preferredPosition: goalkeepers.contains(index) ? .goalkeeper : .midfielder)
    }
}

private func makeRandomRoster(count: Int, using generator: inout SplitMix64) -> [Player] {
    let skills: [Skill?] = [nil, .beginner, .amateur, .professional]
    let skillsDrawn = (0..<count).map { _ in skills[generator.next(below: skills.count)] }
    let goalkeepers = Set((0..<count).filter { _ in generator.next(below: 4) == 0 })
    return makeRoster(skillsDrawn, goalkeepers: goalkeepers)
}

private func points(_ team: [Player]) -> Int { team.map(BalancerRoster.points(of:)).reduce(0, +) }
private func goalkeepers(in team: [Player]) -> Int { team.count { $0.preferredPosition == .goalkeeper } }
private func skillGap(_ teams: BalancedTeams) -> Int { abs(teams.skillA - teams.skillB) }
private func goalkeeperGap(_ teams: BalancedTeams) -> Int {
    abs(goalkeepers(in: teams.teamA) - goalkeepers(in: teams.teamB))
}

/// Checks the rules every result must keep, whatever the roster.
private func expectValid(_ teams: BalancedTeams, for players: [Player],
                         sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(teams.teamA.count - teams.teamB.count) <= 1, sourceLocation: sourceLocation)
    #expect((teams.teamA + teams.teamB).map(\.id).sorted() == players.map(\.id).sorted(),
            sourceLocation: sourceLocation)
    #expect(teams.skillA == points(teams.teamA) && teams.skillB == points(teams.teamB), sourceLocation: sourceLocation)
    if goalkeepers(in: players) >= 2 {
        #expect(goalkeepers(in: teams.teamA) >= 1 && goalkeepers(in: teams.teamB) >= 1, sourceLocation: sourceLocation)
    }
}

/// The best skill gap, then goalkeeper gap, over every split that keeps the rules.
private func bruteForceBest(_ players: [Player]) -> (skillGap: Int, goalkeeperGap: Int) {
    let playerPoints = players.map(BalancerRoster.points(of:))
    let isGoalkeeper = players.map { $0.preferredPosition == .goalkeeper }
    let totalPoints = playerPoints.reduce(0, +)
    let totalGoalkeepers = isGoalkeeper.count { $0 }
    var best = (skillGap: Int.max, goalkeeperGap: Int.max)
    for mask in 0..<(1 << players.count) {
        var (sizeA, pointsA, goalkeepersA) = (0, 0, 0)
        for index in players.indices where mask & (1 << index) != 0 {
            sizeA += 1
            pointsA += playerPoints[index]
            goalkeepersA += isGoalkeeper[index] ? 1 : 0
        }
        guard abs(2 * sizeA - players.count) <= 1 else { continue }
        if totalGoalkeepers >= 2, goalkeepersA == 0 || goalkeepersA == totalGoalkeepers { continue }
        let candidate = (skillGap: abs(2 * pointsA - totalPoints), goalkeeperGap: abs(2 * goalkeepersA - totalGoalkeepers))
        if candidate < best { best = candidate }
    }
    return best
}
