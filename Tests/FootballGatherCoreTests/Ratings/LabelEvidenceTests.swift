@testable import FootballGatherCore
import RatingLab
import Testing

/// Issues 23 and 28: results outweigh labels, here from the first match on.
@Suite struct LabelEvidenceTests {
    @Test func beginnerWhoWonSix_ranksAboveProfessionalWhoLostSix() {
        let (beginner, professional) = LabelEvidence.run()
        #expect(beginner.mean > professional.mean)
        #expect(beginner.shown > professional.shown)
        #expect(beginner.shown == 1249)
        #expect(professional.shown == 751)
    }

    /// The README: the beginner passes the professional after the first match, when the one
    /// result already contradicts the labels (their learned weight is 0); with labels of the
    /// same weight in every group (issue 23's model) only at the fifth.
    @Test func theBeginnerPassesTheProfessional_afterTheFirstMatch_andWithFixedLabelsAtTheFifth() {
        let mean = { (model: RatingModel, count: Int, id: Int) in
            model.ratings(after: Array(LabelEvidence.matches.prefix(count)), skills: LabelEvidence.skills)[id]?.mean ?? 0
        }
        #expect(mean(.standard, 0, LabelEvidence.beginner) < mean(.standard, 0, LabelEvidence.professional))
        #expect(mean(.standard, 1, LabelEvidence.beginner) > mean(.standard, 1, LabelEvidence.professional))
        #expect(RatingModel.standard.fitted(to: Array(LabelEvidence.matches.prefix(1)), skills: LabelEvidence.skills).labelWeight == 0)
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
        // The results left the labels no weight: the beginner started where an amateur does.
        #expect(explained.start == RatingModel.standard.fitted(to: LabelEvidence.matches, skills: LabelEvidence.skills).prior(for: .beginner))
        #expect(explained.start.shown == 1000)
        #expect(explained.labelWeight == 0)
        #expect(explained.evidence.matches == 6)
        #expect(explained.evidence.won == 6)
        #expect(explained.evidence.expectedScore < 6)
        #expect(!explained.provisional)
        // Team-mates were amateurs, the opponents amateurs and the professional: both near 1000.
        let teamMates = try #require(explained.teamMates as Int?), opponents = try #require(explained.opponents as Int?)
        #expect(teamMates > opponents)
    }
}
