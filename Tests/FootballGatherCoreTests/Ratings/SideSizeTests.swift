import Foundation
import Testing
@testable import FootballGatherCore

/// Issue 28: an extra player counts in the predictions (not in the rating updates).
@Suite struct SideSizeTests {
    private let even = Rating(mean: 0, uncertainty: 0.5)
    private let model = RatingModel.standard

    @Test func fourAgainstThree_ofEqualRatings_theFourAbove55Percent() {
        let four = model.predict(teamA: Array(repeating: even, count: 4), teamB: Array(repeating: even, count: 3))
        #expect(four.chanceA > 0.55)
        let three = model.predict(teamA: Array(repeating: even, count: 3), teamB: Array(repeating: even, count: 4))
        #expect(three.chanceB > 0.55)
        #expect(abs(four.chanceA - three.chanceB) < 1e-12)
    }

    @Test func sevenAgainstSix_isNotEven_andEqualSides_are() {
        #expect(model.predict(teamA: Array(repeating: even, count: 7), teamB: Array(repeating: even, count: 6)).chanceA > 0.52)
        #expect(model.predict(teamA: Array(repeating: even, count: 6), teamB: Array(repeating: even, count: 6)).chanceA == 0.5)
    }

    @Test func theRatingUpdates_ignoreTheSizes_aDrawOfEqualPlayersTeachesNothing() {
        var ratings = Dictionary(uniqueKeysWithValues: (1...7).map { ($0, even) })
        model.update(&ratings, teamA: [1, 2, 3, 4], teamB: [5, 6, 7], score: Score(teamA: 1, teamB: 1))
        #expect(ratings.values.allSatisfy { $0.mean == 0 })
    }

    @Test func balancingAnOddNumber_putsTheStrongestOnTheSmallerSide() throws {
        // Five players, one much stronger: by means alone the strong player would join the
        // three (0.33 against 0.5 of a gap); with the extra player counted, the two need them.
        let players = (1...5).map { Player(id: $0, name: "P\($0)", skill: .amateur) }
        var ratings = Dictionary(uniqueKeysWithValues: (1...5).map { ($0, even) })
        ratings[1] = Rating(mean: 1, uncertainty: 0.5)
        let rated = try TeamBalancer.balance(players, ratings: ratings, model: model, seed: 1)
        #expect(rated.teamA.count == 2)
        #expect(rated.teamA.contains { $0.id == 1 })
        let predicted = model.predict(teamA: rated.teamA.map { ratings[$0.id] ?? even }, teamB: rated.teamB.map { ratings[$0.id] ?? even })
        #expect(abs(rated.chanceA - predicted.chanceA) < 1e-9)
    }
}

/// `players show` and `stats` name a rating that has passed the start of another label.
@Suite struct LabelHintTests {
    private func rating(_ shown: Int) -> Rating { Rating(mean: (Double(shown) - 1000) / 200, uncertainty: 0.5) }

    @Test func aBeginnerAboveTheAmateurStart_isToldToBecomeAnAmateur() {
        #expect(LabelHint(label: .beginner, rating: rating(1001), ratedMatches: 6)?.suggested == .amateur)
        #expect(LabelHint(label: .beginner, rating: rating(1201), ratedMatches: 6)?.suggested == .professional)
        #expect(LabelHint(label: .beginner, rating: rating(1000), ratedMatches: 6) == nil)
    }

    @Test func aProfessionalBelowTheAmateurStart_andAnAmateurPastEitherStart() {
        #expect(LabelHint(label: .professional, rating: rating(999), ratedMatches: 5)?.suggested == .amateur)
        #expect(LabelHint(label: .professional, rating: rating(799), ratedMatches: 5)?.suggested == .beginner)
        #expect(LabelHint(label: .amateur, rating: rating(1201), ratedMatches: 5)?.suggested == .professional)
        #expect(LabelHint(label: .amateur, rating: rating(799), ratedMatches: 5)?.suggested == .beginner)
        #expect(LabelHint(label: .amateur, rating: rating(1100), ratedMatches: 5) == nil)
    }

    @Test func aProvisionalRating_orNoLabel_suggestsNothing() {
        #expect(LabelHint(label: .beginner, rating: rating(1100), ratedMatches: 4) == nil)
        #expect(LabelHint(label: nil, rating: rating(1300), ratedMatches: 9) == nil)
    }
}
