/// Two teams picked from a roster, each listed by skill (best first), then name.
package struct BalancedTeams: Sendable, Equatable {
    package var teamA: [Player]
    package var teamB: [Player]
    var skillA: Int
    var skillB: Int
}

package enum TeamBalancer {
    /// Rosters up to this size are searched exhaustively; larger ones use a heuristic.
    static let exhaustiveLimit = 24

    /// Splits `players` into teams within one in size (team B takes the odd player) with the least skill gap,
    /// two or more goalkeepers spread to both sides. Deterministic per seed; other seeds give other splits.
    package static func balance(_ players: [Player], seed: UInt64) throws(InputError) -> BalancedTeams {
        guard players.count >= 2 else { throw InputError.tooFewPlayersForTeams }
        // Searches keep the first of equal splits, so shuffling lets the seed choose among them; sorting by
        // id first makes the order the players were named in irrelevant.
        var generator = SplitMix64(seed: seed)
        let roster = BalancerRoster(players: generator.shuffled(players.sorted { $0.id < $1.id }))
        let onTeamA = players.count <= exhaustiveLimit
            ? exhaustiveSplit(of: roster)
            : heuristicSplit(of: roster)
        return roster.teams(onTeamA: onTeamA)
    }
}

struct BalancerRoster {
    let players: [Player]
    let points: [Int]
    /// Each player's label as an index: professional 0, amateur 1, beginner 2, none 3.
    let labels: [Int]
    let isGoalkeeper: [Bool]
    let totalPoints: Int
    let goalkeeperCount: Int

    init(players: [Player]) {
        self.players = players
        points = players.map(Self.points(of:))
        labels = players.map { LabelCounts.index(of: $0.skill) }
        isGoalkeeper = players.map { $0.preferredPosition == .goalkeeper }
        totalPoints = points.reduce(0, +)
        goalkeeperCount = isGoalkeeper.count { $0 }
    }

    var sizeA: Int { players.count / 2 }

    /// Ranks a split by team A's totals, lower is better: skill gap, then label spread (`spread`), then
    /// goalkeepers. Nil when a side has no goalkeeper although there are two or more.
    func rank(pointsA: Int, goalkeepersA: Int, spread: Int = 0) -> Int? {
        if goalkeeperCount >= 2, goalkeepersA == 0 || goalkeepersA == goalkeeperCount { return nil }
        let skillGap = abs(2 * pointsA - totalPoints)
        let goalkeeperGap = abs(2 * goalkeepersA - goalkeeperCount)
        return (skillGap * spreadScale + spread) * (players.count + 1) + goalkeeperGap
    }

    /// More than any spread of the labels.
    var spreadScale: Int { 4 * players.count + 4 }

    /// The best rank any split could have; a search can stop once it finds it.
    var idealRank: Int {
        let idealSpread = [0, 1, 2, 3].reduce(0) { total, label in total + labels.count { $0 == label } % 2 }
        return ((totalPoints % 2) * spreadScale + idealSpread) * (players.count + 1) + goalkeeperCount % 2
    }

    func teams(onTeamA: [Bool]) -> BalancedTeams {
        var teams = BalancedTeams(teamA: [], teamB: [], skillA: 0, skillB: 0)
        for (index, player) in players.enumerated() {
            if onTeamA[index] {
                teams.teamA.append(player)
                teams.skillA += points[index]
            } else {
                teams.teamB.append(player)
                teams.skillB += points[index]
            }
        }
        teams.teamA.sort(by: Self.listsBefore)
        teams.teamB.sort(by: Self.listsBefore)
        return teams
    }

    static func points(of player: Player) -> Int { Skill.points(of: player.skill) }

    static func listsBefore(_ lhs: Player, _ rhs: Player) -> Bool {
        let (lhsPoints, rhsPoints) = (points(of: lhs), points(of: rhs))
        if lhsPoints != rhsPoints { return lhsPoints > rhsPoints }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return lhs.id < rhs.id
    }
}
