import Foundation

/// A match, as `GET /api/gathers` returns it. A gather with no score is still running.
public struct Gather: Codable, Sendable, Equatable, Hashable, Identifiable {
    public var id: UUID
    var userId: UUID
    public var score: String?
    public var winnerTeam: String?
}

/// The body of `PUT /api/gathers/<id>`: both keys are required by the server.
struct GatherResult: Codable, Sendable, Equatable {
    var score: String
    var winnerTeam: String

    init(score: Score) {
        self.score = score.text
        self.winnerTeam = score.winnerWireValue
    }
}
