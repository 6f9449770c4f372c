import FootballGatherCore
import RatingLab

extension Scenarios {
    /// Issue 38's teams season at each level of label noise: gather's worst week against the
    /// better of the labels' split and openskill's, over `seeds` seasons each.
    static func teamsRows(seeds: Int) throws -> [Row] {
        return try TeamsSeason.noiseLevels.map { noise in
            let figures = try TeamsSeason(noise: noise).average(seeds: (1...UInt64(seeds)).map { $0 })
            let excess = figures.weeks.map { $0.gather - min($0.labels, $0.openSkill) }
            let worst = excess.indices.max { excess[$0] < excess[$1] } ?? 0
            let mean = { (value: KeyPath<TeamsSeason.Week, Double>) in two(figures.weeks.map { $0[keyPath: value] }.average) }
            return Row(
                name: "teams: label noise \(Int(noise * 100))%, mean strength gap, 10 weeks × \(seeds) seasons",
                gather: mean(\.gather),
                baseline: "labels \(mean(\.labels)), openskill PL + labels \(mean(\.openSkill)); worst week \(worst + 1) "
                    + "\(excess[worst] >= 0 ? "+" : "")\(two(excess[worst])); sat-out move ≤ \(figures.satOutMove); "
                    + "pros together \(figures.professionalsTogether)/\(figures.seasons * figures.weeks.count)",
                ratio: excess.allSatisfy { $0 <= 0.01 } ? "every week within 0.01" : "NOT every week")
        }
    }

    /// The same seasons week by week, a line per noise level; then each week's gather less the better
    /// baseline, paired season by season, ± 2 standard errors: a week over 0.01 by more than that is one the
    /// seasons show worse, not one the spread of a mean happens to.
    static func teamsTable(seeds: Int) throws -> String {
        var lines = ["noise  week: gather / labels / openskill;  then per week gather - better baseline, paired: mean ± 2 SE"]
        for noise in TeamsSeason.noiseLevels {
            let seasons = try (1...UInt64(seeds)).map { try TeamsSeason(noise: noise).run(seed: $0).weeks }
            let weeks = seasons.first?.indices ?? 0..<0
            let mean = { (week: Int, value: KeyPath<TeamsSeason.Week, Double>) in seasons.map { $0[week][keyPath: value] }.average }
            let shown = weeks.map { week in
                String(format: "%d: %.3f/%.3f/%.3f", week + 1, mean(week, \.gather), mean(week, \.labels), mean(week, \.openSkill))
            }
            lines.append(String(format: "%3.0f%%  ", noise * 100) + shown.joined(separator: "  "))
            var worse = 0
            let paired = weeks.map { week in
                let baseline: KeyPath<TeamsSeason.Week, Double> = mean(week, \.labels) < mean(week, \.openSkill) ? \.labels : \.openSkill
                let differences = seasons.map { $0[week].gather - $0[week][keyPath: baseline] }
                let average = differences.average
                let variance = differences.map { ($0 - average) * ($0 - average) }.reduce(0, +) / Double(max(differences.count - 1, 1))
                let twoErrors = 2 * (variance / Double(differences.count)).squareRoot()
                if average - twoErrors > 0.01 { worse += 1 }
                return String(format: "%d: %+.3f±%.3f", week + 1, average, twoErrors)
            }
            lines.append("       " + paired.joined(separator: "  ") + "  (weeks above +0.01 by over 2 SE: \(worse))")
        }
        return lines.joined(separator: "\n")
    }

    /// Wider than the issue's group of 16: groups of 10 to 24, three in five to all coming (at most 20: the
    /// baselines try every split), three noise levels. Per setting, each method's mean gap, and the spread
    /// over seasons of gather's season mean less each baseline's (10th percentile, median, 90th).
    static func teamsSpread(seeds: Int) throws -> String {
        var lines = ["group  came  noise  mean gap gather / labels / openskill;  gather-labels p10/p50/p90;  gather-openskill p10/p50/p90;  sat-out max"]
        for group in [10, 16, 20, 24] {
            let sizes = Set([0.6, 0.75, 1.0].map { max(4, Int((Double(group) * $0).rounded(.down)) & ~1) }).filter { $0 <= 20 }.sorted()
            for came in sizes {
                for noise in [0.0, 0.5, 1.0] {
                    let season = TeamsSeason(noise: noise, groupSize: group, attending: came)
                    var byLabels: [Double] = [], byOpenSkill: [Double] = [], means = [0.0, 0.0, 0.0], satOut = 0
                    for seed in 1...UInt64(seeds) {
                        let weeks = try season.run(seed: seed)
                        let gather = weeks.weeks.map(\.gather).average, labels = weeks.weeks.map(\.labels).average
                        let openSkill = weeks.weeks.map(\.openSkill).average
                        byLabels.append(gather - labels)
                        byOpenSkill.append(gather - openSkill)
                        means = [means[0] + gather, means[1] + labels, means[2] + openSkill]
                        satOut = max(satOut, weeks.satOutMove)
                    }
                    let spread = { (values: [Double]) -> String in
                        let sorted = values.sorted()
                        let at = { (share: Double) in sorted[min(sorted.count - 1, Int(share * Double(sorted.count)))] }
                        return String(format: "%+.3f/%+.3f/%+.3f", at(0.1), at(0.5), at(0.9))
                    }
                    let mean = means.map { $0 / Double(seeds) }
                    lines.append(String(format: "%5d  %4d  %4.0f%%  %.3f / %.3f / %.3f;  ", group, came, noise * 100, mean[0], mean[1], mean[2])
                        + spread(byLabels) + ";  " + spread(byOpenSkill) + ";  \(satOut)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
