import FootballGatherCore
import RatingLab

extension Scenarios {
    /// Issue 13's quality bar on simulated seasons, and the in-process cost of ratings and rating balance.
    static func ratings() throws -> [Row] {
        let figures = try RatingEvaluation.average(seeds: [1, 2, 3, 4, 5])
        let percent = { (value: Double) in String(format: "%.1f%%", value * 100) }
        var rows = scenarioRows(seeds: [1, 2, 3, 4, 5])
        rows += try teamsRows(seeds: 200)
        rows += [
            Row(name: "ratings: winners predicted, 50 further matches", gather: percent(figures.predictionModel),
                baseline: "labels \(percent(figures.predictionLabels)), Elo \(percent(figures.predictionElo))", ratio: "-"),
            Row(name: "ratings: mean hidden-strength gap, 50 line-ups", gather: two(figures.balanceGapRating),
                baseline: "\(two(figures.balanceGapLabels)) (balanced by label)", ratio: ratio(figures.balanceGapRating, figures.balanceGapLabels)),
        ]

        var random = LabRandom(seed: 2026)
        let group = SimulatedGroup(count: 20, using: &random)
        let history = group.matches(1000, using: &random)
        let records = medianSeconds(5) { _ in _ = PlayerRecords(matches: history, skills: group.skills) }
        rows.append(Row(name: "stats core: ratings + records, 1,000 matches of 20", gather: ms(records),
                        baseline: "target 500 ms per command", ratio: "-"))

        let big = SimulatedGroup(count: 24, using: &random)
        let ratings = RatingModel.standard.ratings(after: big.matches(1000, using: &random), skills: big.skills)
        let byRating = try medianSeconds(5) { seed in _ = try TeamBalancer.balance(big.players, ratings: ratings, seed: seed) }
        let bySkill = try medianSeconds(5) { seed in _ = try TeamBalancer.balance(big.players, seed: seed) }
        var lopsided = ratings
        lopsided[1] = Rating(mean: 20, uncertainty: 0.1)  // no split is close: the search cannot stop early
        let fullSearch = try medianSeconds(3) { seed in _ = try TeamBalancer.balance(big.players, ratings: lopsided, seed: seed) }
        rows.append(Row(name: "balance by rating, 24 players (every split: \(ms(fullSearch)))", gather: microseconds(byRating),
                        baseline: "\(microseconds(bySkill)) (balance by skill label)", ratio: ratio(byRating, bySkill)))
        return rows
    }

    /// Issues 23 and 28's seasons: Spearman with the hidden strengths per scenario, gather's rating beside
    /// openskill's Plackett-Luce fed the same matches and label prior; sat-out moves; issue 28's six weeks.
    static func scenarioRows(seeds: [UInt64]) -> [Row] {
        var rows = LabScenario.allCases.map { scenario in
            let figures = scenario.average(seeds: seeds)
            var extra = ""
            if scenario == .sparseAttendance { extra = ", mean-2sd \(two(figures.conservative))" }
            if scenario == .drift { extra = ", no drift \(two(figures.noDrift))" }
            return Row(
                name: "ratings: \(scenario.rawValue), Spearman (\(seeds.count) seasons)", gather: two(figures.model),
                baseline: "openskill PL + labels \(two(figures.openSkillLabelled)), no labels \(two(figures.openSkill)), "
                    + "labels fixed \(two(figures.fixedLabels)), Elo \(two(figures.elo)), labels \(two(figures.labels))\(extra)",
                ratio: figures.model >= figures.openSkillLabelled ? "above openskill" : "BELOW openskill")
        }
        let satOutSeeds = (1...UInt64(20)).map { $0 }
        let satOut = SatOutMoves.largestInEveryScenario(seeds: satOutSeeds)
        rows.append(Row(
            name: "ratings: a player who sat a match out, largest move (\(LabScenario.allCases.count) seasons × \(satOutSeeds.count) seeds)",
            gather: "\(satOut.move) points", baseline: "limit \(SatOutMoves.limit) (worst: \(satOut.scenario.rawValue), seed \(satOut.seed))",
            ratio: satOut.move <= SatOutMoves.limit ? "within the limit" : "OVER the limit"))
        let seeds = SixWeeks.seeds.count
        let holding = { (model: RatingModel, mirrored: Bool, oneGoal: Bool) in
            SixWeeks.seedsHolding(model: model, mirrored: mirrored, oneGoalMargins: oneGoal)
        }
        let kinds = [(false, false), (true, false), (false, true), (true, true)]
        let now = kinds.map { holding(.standard, $0, $1) }
        let fixed = kinds.map { holding(.fixedLabels, $0, $1) }
        let open = kinds.map { SixWeeks.seedsHoldingOpenSkill(mirrored: $0, oneGoalMargins: $1) }
        let counts = { (figures: [Int]) in figures.map { "\($0)" }.joined(separator: "/") }
        rows.append(Row(
            name: "ratings: six weeks, winner of 6 above every losing record (\(seeds) seeds: mirrored, one-goal wins)",
            gather: counts(now), baseline: "labels fixed \(counts(fixed)), openskill PL + labels \(counts(open))",
            ratio: now.allSatisfy { $0 == seeds } ? "every seed" : "NOT every seed"))
        return rows
    }

    static func microseconds(_ seconds: Double) -> String { String(format: "%.0f µs", seconds * 1_000_000) }

    /// A figure to three decimals.
    static func two(_ value: Double) -> String { String(format: "%.3f", value) }

    static func medianSeconds(_ times: Int, _ body: (UInt64) throws -> Void) rethrows -> Double {
        var seconds: [Double] = []
        for run in 0..<times {
            let begin = Spawn.now()
            try body(UInt64(run))
            seconds.append(Spawn.now() - begin)
        }
        return median(seconds)
    }
}
