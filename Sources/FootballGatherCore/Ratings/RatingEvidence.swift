/// What taught one player's rating: the matches with known sides, their results, and what the model expected.
public struct RatingEvidence: Sendable, Equatable {
    public var matches = 0
    public var won = 0
    public var drawn = 0
    public var lost = 0
    /// The wins the model expected: the sum of the chances it gave the player's side before each match.
    public var expectedScore = 0.0
    init() {}

    /// The results on the same scale as `expectedScore`: a win 1, a draw ½.
    public var score: Double { Double(won) + Double(drawn) / 2 }

    mutating func count(_ outcome: MatchOutcome, expected: Double) {
        matches += 1
        expectedScore += expected
        switch outcome {
        case .won: won += 1
        case .drawn: drawn += 1
        case .lost: lost += 1
        }
    }
}

public struct RatingHistory: Sendable, Equatable {
    var ratings: [Int: Rating]
    var evidence: [Int: RatingEvidence]
    /// The line-ups the ratings learned from, oldest first: who played with and against whom.
    let lineUps: [RatedLineUp]
    let skills: [Int: Skill]
    let model: RatingModel

    /// A player's rating: learned, or their label's prior before any match.
    package func rating(of id: Int) -> Rating { ratings[id] ?? model.prior(for: skills[id]) }

    func explanation(of id: Int) -> RatingExplanation {
        var teamMates: [Int] = [], opponents: [Int] = []
        for lineUp in lineUps where lineUp.teamA.contains(id) || lineUp.teamB.contains(id) {
            let (own, other) = lineUp.teamA.contains(id) ? (lineUp.teamA, lineUp.teamB) : (lineUp.teamB, lineUp.teamA)
            teamMates += own.filter { $0 != id }
            opponents += other
        }
        let strength = { (players: [Int]) -> Int? in
            players.isEmpty ? nil : Rating(mean: players.reduce(0) { $0 + rating(of: $1).mean } / Double(players.count), uncertainty: 0).shown
        }
        return RatingExplanation(
            label: skills[id], start: model.prior(for: skills[id]), labelWeight: model.labelWeight, evidence: evidence[id] ?? RatingEvidence(),
            teamMates: strength(teamMates), opponents: strength(opponents))
    }
}

struct RatedLineUp: Sendable, Equatable {
    var teamA: [Int]
    var teamB: [Int]
}

/// `players show`'s account of a rating: where it started, what it learned from and against whom.
public struct RatingExplanation: Sendable, Equatable {
    /// The skill label the rating started from (`nil`: unset).
    public var label: Skill?
    public var start: Rating
    /// How far apart the labels start in this group, as its results taught (1: at face value).
    public var labelWeight: Double = 1
    public var evidence: RatingEvidence
    /// The mean strength of the player's team-mates and of their opponents over those matches
    /// (each counted once per match together), by today's ratings; `nil` before any match.
    public var teamMates: Int?
    public var opponents: Int?

    /// Too few matches for the rating to be sure (`RatingModel.isProvisional`).
    public var provisional: Bool { RatingModel.isProvisional(matches: evidence.matches) }
}
