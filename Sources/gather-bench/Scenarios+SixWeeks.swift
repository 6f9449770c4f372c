import FootballGatherCore
import RatingLab

extension Scenarios {
    /// Issue 28's six weeks, per seed: the log evidence for labels at weight 0 over weight 1,
    /// the posterior-mean weight, and the largest weight (a fixed model) at which the seed holds.
    static func sixWeeksNote() -> String {
        var lines: [String] = []
        for players in SixWeeks.groupSizes {
            for oneGoal in [true, false] {
                for mirrored in [false, true] {
                    var evidence: [Double] = [], fitted: [Double] = [], holding: [Double] = []
                    for seed in SixWeeks.seeds {
                        let weeks = SixWeeks(seed: seed, mirrored: mirrored, oneGoalMargins: oneGoal, players: players)
                        let scores = RatingModel.standard.labelWeightEvidence(learningFrom: weeks.matches, skills: weeks.skills)
                        evidence.append((scores.first { $0.weight == 0 }?.evidence ?? 0) - (scores.first { $0.weight == 1 }?.evidence ?? 0))
                        fitted.append(RatingModel.standard.fitted(to: weeks.matches, skills: weeks.skills).labelWeight)
                        let largest = stride(from: 1.0, through: 0, by: -0.005).first { weight in
                            weeks.holds(LabelWorth.model(weight: weight).ratings(after: weeks.matches, skills: weeks.skills))
                        }
                        holding.append(largest ?? -1)
                    }
                    let summary = { (values: [Double]) in String(format: "%.3f/%.3f/%.3f", values.min() ?? 0, median(values), values.max() ?? 0) }
                    lines.append("\(players) players, \(oneGoal ? "one-goal" : "1-3 goal"), \(mirrored ? "mirrored" : "straight"): "
                        + "log evidence w0-w1 \(summary(evidence)); fitted weight \(summary(fitted)); largest weight holding \(summary(holding))")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
