import FootballGatherCore

/// The seasons of issues 23 and 28: each a group of 20 with a third of the labels wrong and 150
/// matches (20 for the early season), ranked against the hidden strengths at the season's end.
public enum LabScenario: String, Sendable, CaseIterable {
    case longSeason = "long season"
    /// The first 20 matches of a season, when the labels still carry most of what is known.
    case early = "early season"
    case sparseAttendance = "sparse attendance"
    case newcomers = "newcomers mid-season"
    /// Each strength walks randomly (0.06 a match day, about 0.7 over the season); labels describe the start.
    case drift = "drifting strength"

    static let matchCount = 150
    static let earlyMatchCount = 20

    public func run(seed: UInt64, model: RatingModel = .standard) -> ScenarioFigures {
        let (season, group, truth) = simulate(seed: seed)
        return ScenarioFigures(season: season, group: group, truth: truth, model: model)
    }

    public func season(seed: UInt64) -> (matches: [EndedMatch], skills: [Int: Skill]) {
        let (season, group, _) = simulate(seed: seed)
        return (season, group.skills)
    }

    /// The season's matches, its group, and each player's hidden strength at its end.
    private func simulate(seed: UInt64) -> (season: [EndedMatch], group: SimulatedGroup, truth: [Double]) {
        var random = LabRandom(seed: seed)
        let group = SimulatedGroup(count: 20, using: &random)
        let ids = group.players.map(\.id)
        var absent: Set<[Int]> = []  // [id, day] pairs kept away
        var walk: [[Int]: Double] = [:]  // [id, day] → strength
        var matchCount = Self.matchCount
        switch self {
        case .longSeason: break
        case .early: matchCount = Self.earlyMatchCount
        case .sparseAttendance:
            for id in ids.prefix(6) { for day in 0..<Self.matchCount where random.next() % 4 != 0 { absent.insert([id, day]) } }
        case .newcomers:
            for id in ids.suffix(6) { for day in 0..<Self.matchCount / 2 { absent.insert([id, day]) } }
        case .drift:
            for id in ids {
                var strength = group.strengths[id] ?? 0
                for day in 0..<Self.matchCount {
                    walk[[id, day]] = strength
                    strength += 0.06 * random.normal()
                }
            }
        }
        let strength = { (id: Int, day: Int) in walk[[id, day]] ?? group.strengths[id] ?? 0 }
        let season = group.matches(
            matchCount, attends: { !absent.contains([$0, $1]) }, strength: strength, using: &random)
        return (season, group, ids.map { strength($0, matchCount - 1) })
    }

    public func average(seeds: [UInt64], model: RatingModel = .standard) -> ScenarioFigures {
        seeds.map { run(seed: $0, model: model) }.mean(
            of: [\.model, \.conservative, \.labelFirm, \.fixedLabels, \.noDrift, \.openSkill, \.openSkillLabelled, \.elo, \.labels],
            in: ScenarioFigures())
    }
}

/// Spearman correlations with the hidden strengths at a season's end, one per method.
public struct ScenarioFigures: Sendable, Equatable {
    /// The shown number (the mean).
    public var model = 0.0
    /// The same model's conservative `mean - 2 * uncertainty`, which favours those who came often.
    public var conservative = 0.0
    /// The model before issue 23 (`RatingModel.labelFirm`).
    public var labelFirm = 0.0
    /// The model before issue 28, whose labels weighed the same in every group (`RatingModel.fixedLabels`).
    public var fixedLabels = 0.0
    /// The same model without its dynamic factor (drift 0).
    public var noDrift = 0.0
    /// openskill's Plackett-Luce without labels, and with the label prior of `RatingModel.fixedLabels`.
    public var openSkill = 0.0
    public var openSkillLabelled = 0.0
    public var elo = 0.0
    public var labels = 0.0

    public init() {}

    init(season: [EndedMatch], group: SimulatedGroup, truth: [Double], model: RatingModel) {
        let ids = group.players.map(\.id)
        let rank = { (ratings: [Int: Rating], value: (Rating) -> Double) in
            spearman(ids.map { ratings[$0].map(value) ?? 0 }, truth)
        }
        let ratings = model.ratings(after: season, skills: group.skills)
        self.model = rank(ratings, \.mean)
        conservative = rank(ratings) { $0.mean - 2 * $0.uncertainty }
        labelFirm = rank(RatingModel.labelFirm.ratings(after: season, skills: group.skills), \.mean)
        fixedLabels = rank(RatingModel.fixedLabels.ratings(after: season, skills: group.skills), \.mean)
        var still = model
        still.drift = 0
        noDrift = rank(still.ratings(after: season, skills: group.skills), \.mean)
        let open = OpenSkillPL.ratings(after: season)
        openSkill = spearman(ids.map { open[$0]?.mu ?? 25 }, truth)
        let labelled = OpenSkillPL.ratings(after: season, skills: group.skills, model: .fixedLabels)
        openSkillLabelled = spearman(ids.map { labelled[$0]?.mu ?? 25 }, truth)
        let elo = TeamElo.ratings(after: season)
        self.elo = spearman(ids.map { elo[$0] ?? 1500 }, truth)
        labels = spearman(ids.map { Double(Skill.points(of: group.skills[$0])) }, truth)
    }
}

