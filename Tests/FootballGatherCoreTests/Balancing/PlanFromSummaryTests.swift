import Foundation
import Testing

@testable import FootballGatherCore
import RatingLab

/// An offline start plans from the kept summary instead of the whole history: the same
/// sides, the same chances and the same choice of balance as from every ended match.
@Suite struct PlanFromSummaryTests {
    private static let roster = (1...14).map { id in
        Player(id: id, name: "P\(id)", skill: Skill.allCases[id % Skill.allCases.count])
    }

    /// A season of random line-ups of the first `playing` players, with random scores.
    private static func season(matches: Int, playing: Int, seed: UInt64) -> [EndedMatch] {
        var random = LabRandom(seed: seed)
        return (0..<matches).map { day in
            let players = Array((1...playing).shuffled(using: &random))
            let half = players.count / 2
            return EndedMatch(
                id: UUID(), date: Date(timeIntervalSince1970: Double(day) * 604_800),
                lineUp: .teams(teamA: Array(players[..<half]), teamB: Array(players[half...])),
                score: Score(teamA: Int.random(in: 0...5, using: &random), teamB: Int.random(in: 0...5, using: &random)))
        }
    }

    private static func fromSummary(_ choice: TeamChoice, after matches: [EndedMatch]) throws -> TeamPlan {
        let summary = HistorySummary(matches: matches, skills: Player.skills(of: roster), model: .standard)
        let ratings = summary.ratings
        let rated = Set(summary.records.records.filter { $0.ratedMatches > 0 }.map(\.id))
        return try choice.plan(roster: roster, matches: nil, known: ratings, withResults: rated)
    }

    @Test(arguments: [(0, 10), (1, 10), (12, 10), (40, 14)] as [(Int, Int)])
    func aBalancedStart_isTheSameFromTheSummaryAsFromEveryMatch(matches count: Int, playing: Int) throws {
        let matches = Self.season(matches: count, playing: playing, seed: UInt64(count + 1))
        let choice = TeamChoice.auto(players: .roster(except: []), seed: 7)
        let planned = try Self.fromSummary(choice, after: matches)
        #expect(planned == (try choice.plan(roster: Self.roster, matches: matches)))
        #expect(planned.balance == (count == 0 ? .skill : .rating))
    }

    @Test func sidesGivenByHand_arePredictedTheSameFromTheSummary() throws {
        let matches = Self.season(matches: 20, playing: 12, seed: 3)
        let choice = TeamChoice.sides("1,2,3,4,5,6/7,8,9,10,11,12")
        #expect(try Self.fromSummary(choice, after: matches) == (try choice.plan(roster: Self.roster, matches: matches)))
    }

    @Test func newcomersWithoutResults_leaveTheBalanceToTheLabels() throws {
        let matches = Self.season(matches: 5, playing: 10, seed: 5)
        let choice = TeamChoice.auto(players: .listed(["11", "12", "13", "14"]), seed: 1)
        let planned = try Self.fromSummary(choice, after: matches)
        #expect(planned.balance == .skill)
        #expect(planned == (try choice.plan(roster: Self.roster, matches: matches)))
    }
}
