import Foundation

/// What `gather stats` shows of the whole history: every player's record and rating, and
/// how many ended matches they were counted from. Derived from the matches alone, so a
/// backend may keep it and hand it back while the matches have not changed.
public struct HistorySummary: Sendable, Equatable, Codable {
    public var records: PlayerRecords
    public var matchesCounted: Int

    public init(matches: [EndedMatch], skills: [Int: Skill], model: RatingModel) {
        records = PlayerRecords(matches: matches, skills: skills, model: model)
        matchesCounted = matches.count
    }
}

extension GatherService {
    /// Computed from every ended match (a server's way: nothing is kept between calls).
    public func summary(details: any GatherDetailsStore, skills: [Int: Skill], model: RatingModel) async throws -> HistorySummary {
        HistorySummary(matches: try await endedMatches(details: details), skills: skills, model: model)
    }
}
