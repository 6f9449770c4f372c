@testable import FootballGatherCore
import RatingLab
import Testing

/// Issues 13 and 23's quality bars, on simulated seasons with fixed seeds (see `RatingEvaluation`
/// and `LabScenario`).
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

    @Test func longSeason_withAThirdOfTheLabelsWrong_ranksAbove085_andAboveOpenSkillPlackettLuce() {
        let figures = LabScenario.longSeason.average(seeds: Self.seeds)
        #expect(figures.model >= 0.85)
        #expect(figures.model > figures.openSkill)
        #expect(figures.model > figures.elo)
        #expect(figures.model > figures.labels)
    }

    @Test(arguments: LabScenario.allCases)
    func everyScenario_ranksAtLeastAsWellAsOpenSkillWithTheSameLabelPrior_andAboveEveryOtherBaseline(_ scenario: LabScenario) {
        let figures = scenario.average(seeds: Self.seeds)
        #expect(figures.model >= figures.openSkillLabelled)
        #expect(figures.model > figures.openSkill)
        #expect(figures.model > figures.elo)
        #expect(figures.model > figures.labels)
    }

    /// Issue 28's bar against the model whose labels weighed the same in every group: no
    /// season ranks more than 0.02 below it.
    @Test(arguments: LabScenario.allCases)
    func learningTheLabelsWorth_costsAtMost002_inEverySeason(_ scenario: LabScenario) {
        let figures = scenario.average(seeds: Self.seeds)
        #expect(figures.model >= figures.fixedLabels - 0.02)
    }

    @Test func sparseAttendance_theMeanRanksBetterThanTheConservativeNumber() {
        let figures = LabScenario.sparseAttendance.average(seeds: Self.seeds)
        #expect(figures.model > figures.conservative)
    }

    @Test func driftingStrength_theDynamicFactorHelps_andBeatsTheModelBeforeIssue23() {
        let figures = LabScenario.drift.average(seeds: Self.seeds)
        #expect(figures.model > figures.noDrift)
        #expect(figures.model > figures.labelFirm)
    }
}
