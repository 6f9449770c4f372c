import Foundation
import Testing
@testable import FootballGatherCore

/// `stats --predictions`: Brier score and log-loss of the kept predictions beside a coin
/// flip and the labels alone, and the biggest upsets.
@Suite struct PredictionsReportTests {
    private let day = Date(timeIntervalSince1970: 1_800_000_000)

    private func match(_ chanceA: Double?, _ score: Score, minutes: Double, teamA: [Int] = [1], teamB: [Int] = [2]) -> EndedMatch {
        EndedMatch(
            id: UUID(), date: day.addingTimeInterval(minutes * 60), lineUp: .teams(teamA: teamA, teamB: teamB), score: score,
            prediction: chanceA.map { KeptPrediction(teamA: $0, teamB: 1 - $0) })
    }

    @Test func scoresOnlyMatchesWithAKeptPrediction_againstACoinFlip() throws {
        let matches = [
            match(0.8, Score(teamA: 2, teamB: 0), minutes: 0),
            match(0.8, Score(teamA: 0, teamB: 1), minutes: 1),
            match(0.5, Score(teamA: 1, teamB: 1), minutes: 2),
            match(nil, Score(teamA: 5, teamB: 0), minutes: 3),
        ]
        let report = PredictionsReport(of: matches, skills: [:], model: .standard)
        #expect(report.matchesScored == 3)
        let kept = try #require(report.kept)
        // (0.2² + 0.8² + 0²) / 3
        #expect(abs(kept.brier - (0.04 + 0.64) / 3) < 1e-9)
        #expect(abs(kept.logLoss - (-log(0.8) - log(0.2) + log(2)) / 3) < 1e-9)
        let coin = try #require(report.coinFlip)
        #expect(abs(coin.brier - 0.5 / 3) < 1e-9)
        #expect(abs(coin.logLoss - log(2)) < 1e-9)
    }

    @Test func labelsOnly_takesTheLabelsAtFaceValue() throws {
        let matches = [match(0.9, Score(teamA: 3, teamB: 0), minutes: 0)]
        let report = PredictionsReport(of: matches, skills: [1: .professional, 2: .beginner], model: .standard)
        let expected = RatingModel.fixedLabels.predict(
            teamA: [RatingModel.fixedLabels.prior(for: .professional)], teamB: [RatingModel.fixedLabels.prior(for: .beginner)]).chanceA
        #expect(expected > 0.5)
        #expect(abs(try #require(report.labelsOnly).brier - (1 - expected) * (1 - expected)) < 1e-9)
    }

    @Test func upsets_areWinsOfTheUnderdog_mostSurprisingFirst_atMostThree() {
        let matches = [
            match(0.6, Score(teamA: 0, teamB: 1), minutes: 0),
            match(0.9, Score(teamA: 0, teamB: 2), minutes: 1),
            match(0.3, Score(teamA: 1, teamB: 0), minutes: 2),
            match(0.2, Score(teamA: 1, teamB: 1), minutes: 3),
            match(0.7, Score(teamA: 1, teamB: 0), minutes: 4),
            match(0.55, Score(teamA: 0, teamB: 3), minutes: 5),
        ]
        let upsets = PredictionsReport(of: matches, skills: [:], model: .standard).upsets
        #expect(upsets.map(\.gatherID) == [matches[1].id, matches[2].id, matches[0].id])
        #expect(upsets.first?.score == Score(teamA: 0, teamB: 2))
        #expect(upsets.first?.date == matches[1].date)
    }

    @Test func nothingKept_scoresNothing() {
        let report = PredictionsReport(of: [match(nil, Score(teamA: 1, teamB: 0), minutes: 0)], skills: [:], model: .standard)
        #expect(report.matchesScored == 0)
        #expect(report.kept == nil && report.coinFlip == nil && report.labelsOnly == nil)
        #expect(report.upsets.isEmpty)
    }
}
