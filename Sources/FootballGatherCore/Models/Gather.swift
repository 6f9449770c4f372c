import Foundation

/// A match, as `GET /api/gathers` returns it. A gather with no score is still running.
public struct Gather: Codable, Sendable, Equatable, Hashable, Identifiable {
    public var id: UUID
    public var userId: UUID
    public var score: String?
    public var winnerTeam: String?

    public init(id: UUID, userId: UUID, score: String? = nil, winnerTeam: String? = nil) {
        self.id = id
        self.userId = userId
        self.score = score
        self.winnerTeam = winnerTeam
    }

    public var isFinished: Bool { score != nil }
}

/// The body of `PUT /api/gathers/<id>`: both keys are required by the server.
public struct GatherResult: Codable, Sendable, Equatable {
    public var score: String
    public var winnerTeam: String

    public init(score: Score) {
        self.score = score.text
        self.winnerTeam = score.winnerWireValue
    }
}
