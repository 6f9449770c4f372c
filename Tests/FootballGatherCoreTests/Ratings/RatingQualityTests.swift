import FootballGatherCore
import RatingLab
import Testing

/// Issue 13's quality bar, on simulated seasons with fixed seeds (see `RatingEvaluation`).
@Suite struct RatingQualityTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5]

    @Test func learnedRatings_beatLabelsAndElo_onSimulatedSeasons() throws {
        let figures = try RatingEvaluation.average(seeds: Self.seeds)
        #expect(figures.spearmanModel >= 0.85)
        #expect(figures.spearmanModel > figures.spearmanLabels)
        #expect(figures.spearmanModel > figures.spearmanElo)
        #expect(figures.predictionModel > figures.predictionLabels)
        #expect(figures.balanceGapRating < figures.balanceGapLabels)
    }
}
