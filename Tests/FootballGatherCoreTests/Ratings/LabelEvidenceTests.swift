@testable import FootballGatherCore
import RatingLab
import Testing

/// Issues 23, 28 and 38: results outweigh labels; since issue 38 the labels' weight fades a
/// little with each match instead of dropping to 0 after one.
@Suite struct LabelEvidenceTests {
    @Test func beginnerWhoWonSix_ranksAboveProfessionalWhoLostSix() {
        let (beginner, professional) = LabelEvidence.run()
        #expect(beginner.mean > professional.mean)
        #expect(beginner.shown > professional.shown)
        #expect(beginner.shown == 1064)
        #expect(professional.shown == 936)
    }

    /// The beginner passes the professional at the fifth match, as with labels of the same
    /// weight in every group (issue 23's model); the labels' weight falls a little each match
    /// (issue 38), never to 0 after one.
    @Test func theBeginnerPassesTheProfessional_atTheFifth_andTheWeightFadesMatchByMatch() {
        let mean = { (model: RatingModel, count: Int, id: Int) in
            model.ratings(after: Array(LabelEvidence.matches.prefix(count)), skills: LabelEvidence.skills)[id]?.mean ?? 0
        }
        #expect(mean(.standard, 4, LabelEvidence.beginner) < mean(.standard, 4, LabelEvidence.professional))
        #expect(mean(.standard, 5, LabelEvidence.beginner) > mean(.standard, 5, LabelEvidence.professional))
        let weights = (0...6).map { RatingModel.standard.fitted(to: Array(LabelEvidence.matches.prefix($0)), skills: LabelEvidence.skills).labelWeight }
        #expect(weights[0] == 1 && weights[1] >= 0.95)
        #expect(zip(weights, weights.dropFirst()).allSatisfy { $1 < $0 && $0 - $1 <= 0.05 })
        #expect(mean(.fixedLabels, 4, LabelEvidence.beginner) < mean(.fixedLabels, 4, LabelEvidence.professional))
        #expect(mean(.fixedLabels, 5, LabelEvidence.beginner) > mean(.fixedLabels, 5, LabelEvidence.professional))
    }

    @Test func theModelBeforeIssue23_keptTheLabelsOrder() {
        let (beginner, professional) = LabelEvidence.run(model: .labelFirm)
        #expect(beginner.mean < professional.mean)
    }

    @Test func theHistory_explainsTheBeginnersRating() throws {
        let history = RatingModel.standard.history(after: LabelEvidence.matches, skills: LabelEvidence.skills)
        let explained = history.explanation(of: LabelEvidence.beginner)
        #expect(explained.label == .beginner)
        // Six results against the labels took some of their weight: the beginner's start moved up.
        #expect(explained.start == RatingModel.standard.fitted(to: LabelEvidence.matches, skills: LabelEvidence.skills).prior(for: .beginner))
        #expect(explained.start.shown == 813)
        #expect(abs(explained.labelWeight - 0.936) < 0.001)
        #expect(explained.evidence.matches == 6)
        #expect(explained.evidence.won == 6)
        #expect(explained.evidence.expectedScore < 6)
        #expect(!explained.provisional)
        // Team-mates were amateurs, the opponents amateurs and the professional: both near 1000.
        let teamMates = try #require(explained.teamMates as Int?), opponents = try #require(explained.opponents as Int?)
        #expect(teamMates > opponents)
    }
}
