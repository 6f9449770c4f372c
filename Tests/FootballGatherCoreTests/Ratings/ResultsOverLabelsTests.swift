@testable import FootballGatherCore
import RatingLab
import Testing

/// Issue 28: ratings yield to results. Six weeks of 7 against 7, sides drawn at random: the
/// player on the winning side every week is rated above everyone with a losing record,
/// whatever the labels say (and mirrored, the player who lost every week below everyone with
/// a winning record), for every seed from 1 to 20, and (issue 38) with 12 and 16 players.
///
/// Known not to hold since issue 38: six weeks give a few tenths of a nat between weights 0
/// and 1 (in some one-goal seeds they favour full weight), while the six weeks need a weight of
/// 0.125 or less; a weight that moves at most 0.05 a close match and keeps players who sat out
/// within 25 points cannot fall that far in six matches. Left for the lead to decide.
@Suite struct ResultsOverLabelsTests {
    @Test(arguments: SixWeeks.groupSizes, [false, true])
    func aBeginnerWhoWonAllSix_isAboveEveryLosingRecord_forEverySeed(players: Int, oneGoalMargins: Bool) {
        var holding = 0
        for seed in SixWeeks.seeds {
            let weeks = SixWeeks(seed: seed, oneGoalMargins: oneGoalMargins, players: players)
            #expect(weeks.skills[SixWeeks.standout] == .beginner)
            #expect(weeks.balance[SixWeeks.standout] == 6)
            if weeks.holds(RatingModel.standard.ratings(after: weeks.matches, skills: weeks.skills)) { holding += 1 }
        }
        withKnownIssue("issue 38: labels that fade smoothly do not fall far enough in six matches") {
            #expect(holding == SixWeeks.seeds.count)
        }
    }

    @Test(arguments: SixWeeks.groupSizes, [false, true])
    func mirrored_aProfessionalWhoLostAllSix_isBelowEveryWinningRecord_forEverySeed(players: Int, oneGoalMargins: Bool) {
        var holding = 0
        for seed in SixWeeks.seeds {
            let weeks = SixWeeks(seed: seed, mirrored: true, oneGoalMargins: oneGoalMargins, players: players)
            #expect(weeks.skills[SixWeeks.standout] == .professional)
            #expect(weeks.balance[SixWeeks.standout] == -6)
            if weeks.holds(RatingModel.standard.ratings(after: weeks.matches, skills: weeks.skills)) { holding += 1 }
        }
        withKnownIssue("issue 38: labels that fade smoothly do not fall far enough in six matches") {
            #expect(holding == SixWeeks.seeds.count)
        }
    }

    @Test func labelsOfTheSameWeightInEveryGroup_failTheSixWeeks() {
        for (mirrored, oneGoal) in [(false, false), (true, false), (false, true), (true, true)] {
            #expect(SixWeeks.seedsHolding(model: .fixedLabels, mirrored: mirrored, oneGoalMargins: oneGoal) == 0)
        }
    }

    @Test func everyMarginIsAtLeastOneGoal_andSidesAreSevenASide() {
        for seed in SixWeeks.seeds {
            for match in SixWeeks(seed: seed, oneGoalMargins: seed % 2 == 0).matches {
                #expect(abs(match.score.teamA - match.score.teamB) >= 1)
                guard case .teams(let teamA, let teamB) = match.lineUp else { Issue.record("sides unknown"); continue }
                #expect(teamA.count == 7 && teamB.count == 7)
            }
        }
    }
}

/// How much the labels are worth, learned from the group's own results.
@Suite struct LabelWorthTests {
    @Test func beforeAnyResult_theLabelsCountInFull() {
        let model = RatingModel.standard.fitted(to: [], skills: [1: .beginner, 2: .professional])
        #expect(model.labelWeight == 1)
        #expect(RatingModel.standard.prior(for: .professional) == model.prior(for: .professional))
    }

    /// Six weeks against the labels take a little of their weight, not all of it (issue 38).
    @Test func labelsTheResultsContradict_loseSomeOfTheirWeight() {
        let weeks = SixWeeks(seed: 1)
        let weight = RatingModel.standard.fitted(to: weeks.matches, skills: weeks.skills).labelWeight
        #expect(weight < 1)
        withKnownIssue("issue 28 had them at 0.25 or less after six weeks") { #expect(weight <= 0.25) }
    }

    @Test func labelsThatPredictTheResults_keepTheirWeight() {
        // A season whose labels follow the strengths a third of the time wrong still backs them.
        var random = LabRandom(seed: 3)
        let group = SimulatedGroup(count: 20, using: &random)
        let season = group.matches(150, using: &random)
        #expect(RatingModel.standard.fitted(to: season, skills: group.skills).labelWeight >= 0.75)
    }

    /// Over a season the results have to contradict the labels match after match to take
    /// their weight: reversed labels lose it, labels a third wrong keep it (above).
    @Test func overASeason_reversedLabels_stillLoseTheirWeight() {
        var random = LabRandom(seed: 3)
        let group = SimulatedGroup(count: 20, using: &random)
        let season = group.matches(150, using: &random)
        let reversed = group.skills.mapValues { skill -> Skill in
            switch skill {
            case .beginner: .professional
            case .amateur: .amateur
            case .professional: .beginner
            }
        }
        let weight = RatingModel.standard.fitted(to: season, skills: reversed).labelWeight
        #expect(weight < 0.8)
        withKnownIssue("issue 28 had them at 0.25 or less after 150 matches; issue 38's prior keeps 0.80") { #expect(weight <= 0.25) }
    }

    @Test func aLearnedWeight_widensOrNarrowsTheStart_andKeepsTheLabelsOrder() {
        let weeks = SixWeeks(seed: 2)
        let model = RatingModel.standard.fitted(to: weeks.matches, skills: weeks.skills)
        #expect(model.prior(for: .beginner).mean <= model.prior(for: .amateur).mean)
        #expect(model.prior(for: .amateur).mean <= model.prior(for: .professional).mean)
        #expect(model.prior(for: .amateur).uncertainty >= RatingModel.standard.prior(for: .amateur).uncertainty)
    }
}
