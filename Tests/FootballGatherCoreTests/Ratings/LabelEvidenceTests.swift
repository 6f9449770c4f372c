import FootballGatherCore
import RatingLab
import Testing

/// Issue 23: results outweigh labels within a handful of matches.
@Suite struct LabelEvidenceTests {
    @Test func beginnerWhoWonSix_ranksAboveProfessionalWhoLostSix() {
        let (beginner, professional) = LabelEvidence.run()
        #expect(beginner.mean > professional.mean)
        #expect(beginner.shown > professional.shown)
        #expect(beginner.shown == 1046)
        #expect(professional.shown == 954)
    }

    @Test func theBeginnerPassesTheProfessional_atTheFifthMatch_whenTheRatingStopsBeingProvisional() {
        let model = RatingModel.standard
        let mean = { (count: Int, id: Int) in
            model.ratings(after: Array(LabelEvidence.matches.prefix(count)), skills: LabelEvidence.skills)[id]?.mean ?? 0
        }
        #expect(mean(4, LabelEvidence.beginner) < mean(4, LabelEvidence.professional))
        #expect(mean(5, LabelEvidence.beginner) > mean(5, LabelEvidence.professional))
        #expect(RatingModel.provisionalMatches == 5)
    }

    @Test func theModelBeforeIssue23_keptTheLabelsOrder() {
        let (beginner, professional) = LabelEvidence.run(model: .labelFirm)
        #expect(beginner.mean < professional.mean)
    }

    @Test func theHistory_explainsTheBeginnersRating() throws {
        let history = RatingModel.standard.history(after: LabelEvidence.matches, skills: LabelEvidence.skills)
        let explained = history.explanation(of: LabelEvidence.beginner)
        #expect(explained.label == .beginner)
        #expect(explained.start == RatingModel.standard.prior(for: .beginner))
        #expect(explained.evidence.matches == 6)
        #expect(explained.evidence.won == 6)
        #expect(explained.evidence.expectedScore < 3)
        #expect(!explained.provisional)
        // Team-mates were amateurs, the opponents amateurs and the professional: both near 1000.
        let teamMates = try #require(explained.teamMates as Int?), opponents = try #require(explained.opponents as Int?)
        #expect(teamMates > opponents)
    }
}
