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
}
