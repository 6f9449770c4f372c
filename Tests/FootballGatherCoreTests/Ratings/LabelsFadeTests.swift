import Foundation
import RatingLab
import Testing
@testable import FootballGatherCore

/// Issue 38: the labels' weight is a posterior mean over `LabelWorth.weights`, so it moves a
/// little with each match, and a player who sat a match out stays where they were.
@Suite struct LabelsFadeTests {
    /// Sixteen friends labelled 4 beginner, 8 amateur, 4 professional.
    private static let skills: [Int: Skill] = Dictionary(uniqueKeysWithValues: (1...16).map { id in
        (id, id <= 4 ? Skill.beginner : id <= 12 ? .amateur : .professional)
    })

    private static var players: [Player] {
        (1...16).map { Player(id: $0, name: "P\($0)", skill: skills[$0]) }
    }

    /// The first week: sides balanced by label, one close match, either side winning.
    @Test func oneCloseMatch_betweenBalancedSides_movesTheWeightByAtMost005() throws {
        for seed in UInt64(0)..<10 {
            var random = SplitMixRandom(seed: seed)
            let teams = try TeamBalancer.balance(Array(Self.players.shuffled(using: &random).prefix(12)), seed: seed)
            for score in [Score(teamA: 3, teamB: 2), Score(teamA: 2, teamB: 3)] {
                let match = EndedMatch(id: UUID(), date: Date(timeIntervalSince1970: 0),
                                       lineUp: .teams(teamA: teams.teamA.map(\.id), teamB: teams.teamB.map(\.id)), score: score)
                let weight = RatingModel.standard.fitted(to: [match], skills: Self.skills).labelWeight
                #expect(abs(weight - 1) <= 0.05, "seed \(seed), \(score)")
            }
        }
    }

    /// Even the worst close match for the labels (every beginner and amateur beats every
    /// professional 3-2) moves the weight by at most 0.05.
    @Test func oneCloseMatch_againstTheLabels_movesTheWeightByAtMost005() {
        let match = EndedMatch(id: UUID(), date: Date(timeIntervalSince1970: 0),
                               lineUp: .teams(teamA: [1, 2, 3, 4, 5, 6], teamB: [7, 8, 13, 14, 15, 16]), score: Score(teamA: 3, teamB: 2))
        let weight = RatingModel.standard.fitted(to: [match], skills: Self.skills).labelWeight
        #expect(abs(weight - 1) <= 0.05)
        #expect(weight < 1, "the result goes against the labels")
    }

    /// Reversed labels over a season: the weight falls match by match, never by a jump.
    @Test func resultsThatKeepContradictingTheLabels_takeTheirWeightOverWeeks_notAtOnce() {
        var random = LabRandom(seed: 3)
        let group = SimulatedGroup(count: 20, using: &random)
        let season = group.matches(60, using: &random)
        let reversed = group.skills.mapValues { skill -> Skill in
            switch skill {
            case .beginner: .professional
            case .amateur: .amateur
            case .professional: .beginner
            }
        }
        let weights = [0, 1, 5, 20, 60].map { RatingModel.standard.fitted(to: Array(season.prefix($0)), skills: reversed).labelWeight }
        #expect(weights[0] == 1)
        #expect(weights[1] >= 0.9)
        #expect(weights[2] > weights[3] && weights[3] > weights[4])
        #expect(weights[4] < 0.85)
        var previous = 1.0
        for count in 1...season.count {
            let weight = RatingModel.standard.fitted(to: Array(season.prefix(count)), skills: reversed).labelWeight
            #expect(abs(weight - previous) <= 0.125, "match \(count)")
            previous = weight
        }
    }

    /// Between one ended match and the next, a player who did not play moves at most 25
    /// points: the worst case over every RatingLab season (150 matches, the early one 20) of
    /// RatingLab's seeds, and over teams seasons at every level of label noise.
    @Test func aPlayerWhoSatOut_movesAtMost25Points_inEveryRatingLabSeasonAndSeed() throws {
        let worst = SatOutMoves.largestInEveryScenario(seeds: RatingQualityTests.seeds)
        #expect(worst.move <= SatOutMoves.limit, "\(worst.scenario.rawValue), seed \(worst.seed): \(worst.move) points")
        #expect(worst.move > 0, "players who sat out are checked")
        for noise in TeamsSeason.noiseLevels {
            let figures = try TeamsSeason(noise: noise).average(seeds: [1, 2, 3, 4, 5])
            #expect(figures.satOutMove <= SatOutMoves.limit, "noise \(noise)")
        }
    }

    /// The moves are measured on one replay of a season; each step is the replay of its prefix.
    @Test func theRatingsAfterEachMatch_areTheRatingsAfterThatManyMatches() {
        let season = LabScenario.newcomers.season(seed: 2)
        let matches = Array(season.matches.prefix(40))
        let each = RatingModel.standard.ratingsAfterEachMatch(matches, skills: season.skills)
        #expect(each.count == matches.count + 1)
        for count in [0, 1, 2, 17, 40] {
            #expect(each[count] == RatingModel.standard.ratings(after: Array(matches.prefix(count)), skills: season.skills), "after \(count)")
        }
    }

    @Test func theShownWeight_isTheFittedOne() {
        let match = EndedMatch(id: UUID(), date: Date(timeIntervalSince1970: 0),
                               lineUp: .teams(teamA: [1, 2, 3, 4, 5, 6], teamB: [7, 8, 13, 14, 15, 16]), score: Score(teamA: 3, teamB: 2))
        let history = RatingModel.standard.history(after: [match], skills: Self.skills)
        #expect(history.explanation(of: 1).labelWeight == RatingModel.standard.fitted(to: [match], skills: Self.skills).labelWeight)
        #expect(history.explanation(of: 1).labelWeight != 1)
    }
}

/// `SplitMix64` as a `RandomNumberGenerator`, for shuffles in tests.
private struct SplitMixRandom: RandomNumberGenerator {
    var base: SplitMix64
    init(seed: UInt64) { base = SplitMix64(seed: seed) }
    mutating func next() -> UInt64 { base.next() }
}
