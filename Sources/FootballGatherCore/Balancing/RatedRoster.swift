struct RatedRoster {
    let players: [Player]
    let ratings: [Rating]
    let means: [Double]
    let variances: [Double]
    let isGoalkeeper: [Bool]
    /// Each player's label as a `LabelCounts` index.
    let labels: [Int]
    let goalkeeperCount: Int
    let totalMean: Double
    let totalVariance: Double
    let noiseVariance: Double
    /// The two highest-rated players (first found among equals), kept on different teams.
    let strongest: Int
    let secondStrongest: Int

    init(players: [Player], ratings: [Rating], noiseVariance: Double) {
        self.players = players
        self.ratings = ratings
        self.noiseVariance = noiseVariance
        means = ratings.map(\.mean)
        variances = ratings.map { $0.uncertainty * $0.uncertainty }
        isGoalkeeper = players.map { $0.preferredPosition == .goalkeeper }
        labels = players.map { LabelCounts.index(of: $0.skill) }
        goalkeeperCount = isGoalkeeper.count { $0 }
        totalMean = means.reduce(0, +)
        totalVariance = variances.reduce(0, +)
        let means = self.means
        let byStrength = means.indices.sorted { means[$0] != means[$1] ? means[$0] > means[$1] : $0 < $1 }
        strongest = byStrength[0]
        secondStrongest = byStrength[1]
    }

    var sizeA: Int { players.count / 2 }

    func prediction(meanSumA: Double, varianceSumA: Double) -> MatchPrediction {
        let (sizeA, sizeB) = (Double(self.sizeA), Double(players.count - self.sizeA))
        let margin = meanSumA / sizeA - (totalMean - meanSumA) / sizeB
            + RatingModel.sizeAdvantage(sizeA: self.sizeA, sizeB: players.count - self.sizeA)
        let variance = varianceSumA / (sizeA * sizeA) + (totalVariance - varianceSumA) / (sizeB * sizeB) + noiseVariance
        return MatchPrediction(expectedMargin: margin, marginVariance: variance)
    }

    /// Ranks a split by team A's sums, lower is better: the chance gap in half-percent steps, then the
    /// goalkeepers' spread. Nil when a side has no goalkeeper although there are two or more.
    func rank(meanSumA: Double, varianceSumA: Double, goalkeepersA: Int) -> Int? {
        if goalkeeperCount >= 2, goalkeepersA == 0 || goalkeepersA == goalkeeperCount { return nil }
        let chanceA = prediction(meanSumA: meanSumA, varianceSumA: varianceSumA).chanceA
        let chanceSteps = Int(abs(2 * chanceA - 1) * 200)
        return chanceSteps * (players.count + 1) + abs(2 * goalkeepersA - goalkeeperCount)
    }

    /// The best rank any split could have; a search can stop once it finds it.
    var idealRank: Int { goalkeeperCount % 2 }

    func chanceGap(meanSumA: Double, varianceSumA: Double) -> Double {
        abs(prediction(meanSumA: meanSumA, varianceSumA: varianceSumA).chanceA - 0.5)
    }

    /// Splits this much further from even than the closest count as close enough to prefer
    /// the one that spreads the labels best (issue 38: two percentage points).
    static let labelSpreadWindow = 0.02

    func teams(onTeamA: [Bool]) -> RatedTeams {
        var teamA: [Int] = [], teamB: [Int] = []
        for index in players.indices {
            if onTeamA[index] { teamA.append(index) } else { teamB.append(index) }
        }
        let ordered = { (team: [Int]) in team.sorted(by: listsBefore).map { players[$0] } }
        let meanOf = { (team: [Int]) in team.reduce(0) { $0 + means[$1] } / Double(team.count) }
        let meanSumA = teamA.reduce(0) { $0 + means[$1] }
        let varianceSumA = teamA.reduce(0) { $0 + variances[$1] }
        return RatedTeams(
            teamA: ordered(teamA), teamB: ordered(teamB),
            matchup: Matchup(
                strengthA: Rating.shownScale(meanOf(teamA)), strengthB: Rating.shownScale(meanOf(teamB)),
                prediction: prediction(meanSumA: meanSumA, varianceSumA: varianceSumA)))
    }

    private func listsBefore(_ lhs: Int, _ rhs: Int) -> Bool {
        if means[lhs] != means[rhs] { return means[lhs] > means[rhs] }
        if players[lhs].name != players[rhs].name { return players[lhs].name < players[rhs].name }
        return players[lhs].id < players[rhs].id
    }
}
