import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct RatingModelTests {
    /// The update's mechanics, with the labels' weight fixed (`LabelWorthTests` covers learning it).
    let model = RatingModel.fixedLabels

    @Test func prior_followsTheLabel_andUnsetIsWider() {
        let (beginner, amateur, professional, unset) =
            (model.prior(for: .beginner), model.prior(for: .amateur), model.prior(for: .professional), model.prior(for: nil))
        #expect(beginner.mean < amateur.mean && amateur.mean < professional.mean)
        #expect(unset.mean == amateur.mean)
        #expect(unset.uncertainty > 1.5 * amateur.uncertainty)
        #expect(beginner.shown < amateur.shown && amateur.shown < professional.shown)
        #expect(unset.shown == amateur.shown)  // the shown number is the mean, however unsure
    }

    @Test func shown_isTheMeanOnThe1000Scale_soAttendanceDoesNotRankPeople() {
        #expect(Rating(mean: 0, uncertainty: 0).shown == 1000)
        #expect(Rating(mean: 1, uncertainty: 0.25).shown == 1200)
        #expect(Rating(mean: 1, uncertainty: 0.9).shown == 1200)
        #expect(Rating(mean: 1, uncertainty: 0.9).shownUncertainty == 180)
        #expect(Rating(mean: -10, uncertainty: 1).shown == 0)
        #expect(Rating(mean: .nan, uncertainty: 1).shown == 0)
    }

    @Test func provisional_untilFiveMatchesWithKnownSides() {
        #expect(RatingModel.isProvisional(matches: 0))
        #expect(RatingModel.isProvisional(matches: 4))
        #expect(!RatingModel.isProvisional(matches: 5))
    }

    @Test func standardisedMargin_saysMoreForABigWinAndLessForAHighScoringOne() {
        let margin = RatingModel.standardisedMargin
        #expect(margin(Score(teamA: 0, teamB: 0)) == 0)
        #expect(margin(Score(teamA: 5, teamB: 0)) > margin(Score(teamA: 1, teamB: 0)))
        #expect(margin(Score(teamA: 10, teamB: 9)) < margin(Score(teamA: 1, teamB: 0)))
        #expect(margin(Score(teamA: 0, teamB: 3)) == -margin(Score(teamA: 3, teamB: 0)))
    }

    @Test func ratings_winnersRise_losersFall_andEveryoneGetsSurer() {
        let skills: [Int: Skill] = [1: .amateur, 2: .amateur, 3: .amateur, 4: .amateur]
        let ratings = model.ratings(after: [makeMatch(1, [1, 2], [3, 4], 3, 1)], skills: skills)
        let prior = model.prior(for: .amateur)
        for id in [1, 2] { #expect(ratings[id]?.mean ?? 0 > prior.mean) }
        for id in [3, 4] { #expect(ratings[id]?.mean ?? 0 < prior.mean) }
        for id in 1...4 { #expect(ratings[id]?.uncertainty ?? 9 < prior.uncertainty) }
    }

    @Test func ratings_useTheGoalDifference_notOnlyTheWinner() {
        let skills: [Int: Skill] = [1: .amateur, 2: .amateur]
        let narrow = model.ratings(after: [makeMatch(1, [1], [2], 1, 0)], skills: skills)
        let wide = model.ratings(after: [makeMatch(1, [1], [2], 5, 0)], skills: skills)
        #expect(wide[1]?.mean ?? 0 > narrow[1]?.mean ?? 0)
    }

    @Test func ratings_aDrawBetweenUnequalLabels_pullsThemTogether() {
        let ratings = model.ratings(after: [makeMatch(1, [1], [2], 2, 2)], skills: [1: .professional, 2: .beginner])
        #expect(ratings[1]?.mean ?? 9 < model.prior(for: .professional).mean)
        #expect(ratings[2]?.mean ?? -9 > model.prior(for: .beginner).mean)
    }

    @Test func ratings_uncertainPlayersMoveMore() {
        let ratings = model.ratings(after: [makeMatch(1, [1, 2], [3, 4], 2, 0)], skills: [1: .amateur, 3: .amateur, 4: .amateur])
        let labelled = (ratings[1]?.mean ?? 0) - model.prior(for: .amateur).mean
        let unset = (ratings[2]?.mean ?? 0) - model.prior(for: nil).mean
        #expect(unset > 2 * labelled)
    }

    @Test func ratings_areAPureFunctionOfTheMatches_inDateOrder() {
        let matches = [makeMatch(3, [1], [2], 0, 4), makeMatch(1, [1], [2], 2, 0), makeMatch(2, [2], [1], 1, 1)]
        let skills: [Int: Skill] = [1: .amateur]
        let once = model.ratings(after: matches, skills: skills)
        #expect(model.ratings(after: matches.reversed(), skills: skills) == once)
        #expect(model.ratings(after: matches, skills: skills) == once)
        // The last match is a heavy loss for player 1: deleting it changes the ratings consistently.
        let withoutLast = model.ratings(after: Array(matches.dropFirst()), skills: skills)
        #expect(withoutLast[1]?.mean ?? 0 > once[1]?.mean ?? 0)
    }

    @Test func ratings_skipMatchesWithUnknownTeamsOrAnEmptySide() {
        let skills: [Int: Skill] = [1: .amateur, 2: .beginner]
        let ratings = model.ratings(after: [makeUnknownMatch(1, [1, 2], 5, 0), makeMatch(2, [1, 2], [], 3, 0)], skills: skills)
        #expect(ratings == [1: model.prior(for: .amateur), 2: model.prior(for: .beginner)])
    }

    @Test func ratings_playersWithoutAMatchKeepTheirPrior_andUnlabelledPlayersStartUnset() {
        let ratings = model.ratings(after: [makeMatch(1, [1], [2], 1, 0)], skills: [3: .professional])
        #expect(ratings[3] == model.prior(for: .professional))
        #expect(ratings[1]?.mean ?? 0 > 0 && ratings[2]?.mean ?? 0 < 0)
    }

    @Test func winProbability_isSymmetric_evenForEqualTeams_andFavoursTheStronger() {
        let strong = [Rating(mean: 1, uncertainty: 0.5), Rating(mean: 0.5, uncertainty: 0.5)]
        let weak = [Rating(mean: -1, uncertainty: 0.5), Rating(mean: 0, uncertainty: 0.5)]
        let chance = model.winProbability(teamA: strong, teamB: weak)
        #expect(chance > 0.75 && chance < 1)
        #expect(abs(chance + model.winProbability(teamA: weak, teamB: strong) - 1) < 1e-12)
        #expect(model.winProbability(teamA: strong, teamB: strong) == 0.5)
        #expect(model.winProbability(teamA: [], teamB: weak) == 0.5)
    }

    @Test func winProbability_isLessSureWhenTheRatingsAreUncertain() {
        let sure = model.winProbability(teamA: [Rating(mean: 1, uncertainty: 0.1)], teamB: [Rating(mean: 0, uncertainty: 0.1)])
        let unsure = model.winProbability(teamA: [Rating(mean: 1, uncertainty: 2)], teamB: [Rating(mean: 0, uncertainty: 2)])
        #expect(sure > unsure && unsure > 0.5)
    }

    /// Ten players, six matches: a beginner who wins every match by two or three goals with
    /// different team-mates, against a professional who loses every one, ends rated above them.
    @Test func results_outweighTheLabels_afterSixMatches() {
        var skills: [Int: Skill] = [0: .beginner, 1: .professional]
        for id in 2..<10 { skills[id] = .amateur }
        let scores = [(3, 1), (3, 0), (4, 2), (2, 0), (3, 1), (4, 1)]
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        let matches = scores.enumerated().map { index, goals in
            let others = (0..<8).map { 2 + ($0 + 3 * index) % 8 }
            return EndedMatch(
                id: UUID(), date: day.addingTimeInterval(Double(index) * 86_400),
                lineUp: .teams(teamA: [0] + others.prefix(4), teamB: [1] + others.suffix(4)), score: Score(teamA: goals.0, teamB: goals.1))
        }
        let ratings = model.ratings(after: matches, skills: skills)
        let beginner = ratings[0]!, professional = ratings[1]!
        #expect(beginner.mean > professional.mean)
        #expect(beginner.shown > professional.shown)
    }
}
