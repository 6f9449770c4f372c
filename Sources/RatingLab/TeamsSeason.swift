import FootballGatherCore
import Foundation

/// Issue 38's season, measuring the teams rather than the ranking: labels are a noisy guess of hidden
/// strengths (lowest quarter beginner, highest professional); sides are picked as `start --teams auto`
/// picks them and play by the hidden strengths. Each week's mean-strength gap stands beside the best split
/// by labels and by openskill's PL means with the label prior of `RatingModel.fixedLabels`, ties averaged.
public struct TeamsSeason: Sendable {
    public var groupSize = 16
    public var attending = 12
    public var weeks = 10
    /// 0: the labels follow the strengths exactly; 1: the labels are random. The guess is
    /// `sqrt(1 - noise) * strength + sqrt(noise) * N(0, 1)`.
    public var noise: Double
    /// Team A scores at `goalRate * exp(goalSensitivity * gap / 2)`, gap its mean-strength lead; B mirrors.
    public var goalRate = 2.5
    public var goalSensitivity = 1.2

    public static let noiseLevels = [0, 0.25, 0.5, 0.75, 1.0]

    public init(noise: Double, groupSize: Int = 16, attending: Int = 12, weeks: Int = 10) {
        self.noise = noise
        self.groupSize = groupSize
        self.attending = attending
        self.weeks = weeks
    }

    /// One week's differences of mean hidden strength between the sides, per method.
    public struct Week: Sendable, Equatable {
        public var gather = 0.0
        public var labels = 0.0
        public var openSkill = 0.0
        /// Three or more professionals came and gather put them all on one side.
        public var professionalsTogether = false
    }

    /// `satOutMove`: the most a player sitting a week out moved in shown rating over the matches around it.
    public struct Figures: Sendable, Equatable {
        public var weeks: [Week] = []
        public var satOutMove = 0
        /// The number of weeks with `Week.professionalsTogether`.
        public var professionalsTogether = 0
        public var seasons = 1
    }

    public func run(seed: UInt64, model: RatingModel = .standard) throws -> Figures {
        var random = LabRandom(seed: seed)
        let ids = Array(1...groupSize)
        let strengths = ids.map { _ in random.normal() }
        let guesses = strengths.map { (1 - noise).squareRoot() * $0 + noise.squareRoot() * random.normal() }
        let byGuess = ids.indices.sorted { guesses[$0] < guesses[$1] }
        var skills: [Int: Skill] = [:]
        for (rank, index) in byGuess.enumerated() {
            skills[ids[index]] = rank < groupSize / 4 ? .beginner : rank >= groupSize - groupSize / 4 ? .professional : .amateur
        }
        let players = ids.map { Player(id: $0, name: "Player \($0)", skill: skills[$0], preferredPosition: .midfielder) }
        let strength = { (team: [Int]) in team.reduce(0) { $0 + strengths[$1 - 1] } / Double(max(team.count, 1)) }
        let gap = { (teamA: [Int], teamB: [Int]) in abs(strength(teamA) - strength(teamB)) }

        var figures = Figures()
        var history: [EndedMatch] = []
        var before = model.ratings(after: history, skills: skills)
        for week in 0..<weeks {
            let came = Array(ids.shuffled(using: &random).prefix(attending)).sorted()
            let plan = try TeamChoice.auto(players: .listed(came.map(String.init)), seed: seed &* 1_000 &+ UInt64(week))
                .plan(roster: players, matches: history, model: model)
            let (teamA, teamB) = (plan.teams.teamA.map(\.id), plan.teams.teamB.map(\.id))
            var figure = Week()
            figure.gather = gap(teamA, teamB)
            let bestGap = { (value: ([Int]) -> Double) in Self.averageOfBest(came, value: value).map { gap($0.0, $0.1) }.average }
            figure.labels = bestGap { side in Double(side.reduce(0) { $0 + Skill.points(of: skills[$1]) }) }
            let beliefs = OpenSkillPL.ratings(after: history, skills: skills, model: .fixedLabels)
            figure.openSkill = bestGap { side in side.reduce(0) { $0 + (beliefs[$1]?.mu ?? 25) } }
            let professionals = came.filter { skills[$0] == .professional }
            figure.professionalsTogether = professionals.count >= 3
                && (professionals.allSatisfy(teamA.contains) || professionals.allSatisfy(teamB.contains))
            figures.weeks.append(figure)
            if figure.professionalsTogether { figures.professionalsTogether += 1 }

            let margin = goalSensitivity * (strength(teamA) - strength(teamB)) / 2
            let score = Score(teamA: random.poisson(goalRate * exp(margin)), teamB: random.poisson(goalRate * exp(-margin)))
            history.append(EndedMatch(
                id: UUID(uuid: SimulatedGroup.uuidBytes(UInt64(week))), date: Date(timeIntervalSince1970: Double(week) * 7 * 86_400),
                lineUp: .teams(teamA: teamA, teamB: teamB), score: score))
            let after = model.ratings(after: history, skills: skills)
            for id in ids where !came.contains(id) {
                let moved = abs(after[id, default: model.prior(for: skills[id])].shown - before[id, default: model.prior(for: skills[id])].shown)
                figures.satOutMove = max(figures.satOutMove, moved)
            }
            before = after
        }
        return figures
    }

    /// Every split of `players` into halves (team B one more when odd) whose totals by
    /// `value` differ least; ties within a millionth count as one.
    static func averageOfBest(_ players: [Int], value: ([Int]) -> Double) -> [([Int], [Int])] {
        let count = players.count, sizeA = count / 2
        var best: [([Int], [Int])] = [], bestGap = Double.infinity
        // The first player pinned to team A when the sizes are equal: every split once.
        let pinned = count % 2 == 0 ? 1 : 0
        let free = count - pinned
        for mask in 0..<(1 << free) where mask.nonzeroBitCount == sizeA - pinned {
            var teamA = Array(players.prefix(pinned)), teamB: [Int] = []
            for bit in 0..<free {
                if mask & (1 << bit) != 0 { teamA.append(players[bit + pinned]) } else { teamB.append(players[bit + pinned]) }
            }
            let gap = abs(value(teamA) / Double(teamA.count) - value(teamB) / Double(teamB.count))
            if gap < bestGap - 1e-6 {
                (best, bestGap) = ([(teamA, teamB)], gap)
            } else if gap <= bestGap + 1e-6 {
                best.append((teamA, teamB))
            }
        }
        return best
    }

    /// Each week's mean over one season per seed; the largest sat-out move; the professional weeks summed.
    public func average(seeds: [UInt64], model: RatingModel = .standard) throws -> Figures {
        let runs = try seeds.map { try run(seed: $0, model: model) }
        var result = Figures()
        result.weeks = (0..<weeks).map { week in runs.map { $0.weeks[week] }.mean(of: [\.gather, \.labels, \.openSkill], in: Week()) }
        result.satOutMove = runs.map(\.satOutMove).max() ?? 0
        result.professionalsTogether = runs.reduce(0) { $0 + $1.professionalsTogether }
        result.seasons = runs.count
        return result
    }
}

extension Array where Element == Double {
    public var average: Double { isEmpty ? 0 : reduce(0, +) / Double(count) }
}

extension Array {
    /// `empty` with each of `figures` the mean of the elements' (0 for none).
    func mean(of figures: [WritableKeyPath<Element, Double>], in empty: Element) -> Element {
        var result = empty
        for figure in figures { result[keyPath: figure] = map { $0[keyPath: figure] }.average }
        return result
    }
}
