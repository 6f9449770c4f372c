import FootballGatherCore
import Foundation
import RatingLab

extension Scenarios {
    /// Issue 38's teams season at each level of label noise: gather's worst week against the
    /// better of the labels' split and openskill's, over `seeds` seasons each.
    static func teamsRows(seeds: Int) throws -> [Row] {
        let two = { (value: Double) in String(format: "%.3f", value) }
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

    /// The same seasons week by week: gather, labels and openskill per week, one line per level.
    static func teamsTable(seeds: Int) throws -> String {
        var lines = ["noise  week: gather / labels / openskill"]
        for noise in TeamsSeason.noiseLevels {
            let figures = try TeamsSeason(noise: noise).average(seeds: (1...UInt64(seeds)).map { $0 })
            let weeks = figures.weeks.enumerated().map { index, week in
                String(format: "%d: %.3f/%.3f/%.3f", index + 1, week.gather, week.labels, week.openSkill)
            }
            lines.append(String(format: "%3.0f%%  ", noise * 100) + weeks.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    /// Wider than the issue's group of 16: group sizes 10 to 24, attendance from three in five
    /// to everyone (at most 20 come: the baselines try every split), three levels of label noise; per setting, the spread over seasons of gather's
    /// gap less the better baseline's (mean over the season's weeks): 10th percentile, median,
    /// 90th, and the mean.
    static func teamsSpread(seeds: Int) throws -> String {
        var lines = ["group  came  noise  gather-min(labels,openskill) per season: p10 / median / p90, mean;  sat-out max"]
        for group in [10, 16, 20, 24] {
            for share in [0.6, 0.75, 1.0] where Double(group) * share <= 20 {
                let came = max(4, Int((Double(group) * share).rounded(.down)) & ~1)
                for noise in [0.0, 0.5, 1.0] {
                    let season = TeamsSeason(noise: noise, groupSize: group, attending: came)
                    var excess: [Double] = [], satOut = 0
                    for seed in 1...UInt64(seeds) {
                        let figures = try season.run(seed: seed)
                        excess.append(figures.weeks.map { $0.gather - min($0.labels, $0.openSkill) }.average)
                        satOut = max(satOut, figures.satOutMove)
                    }
                    excess.sort()
                    let at = { (share: Double) in excess[min(excess.count - 1, Int(share * Double(excess.count)))] }
                    lines.append(String(format: "%5d  %4d  %4.0f%%  %+.3f / %+.3f / %+.3f, %+.4f;  %d",
                                        group, came, noise * 100, at(0.1), at(0.5), at(0.9), excess.average, satOut))
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
