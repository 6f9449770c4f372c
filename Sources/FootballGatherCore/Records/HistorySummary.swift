/// What `gather stats` shows of the whole history; from the matches alone, so a backend may keep it.
public struct HistorySummary: Sendable, Equatable, Codable {
    var records: PlayerRecords
    var matchesCounted: Int
    /// Every rating after the matches, labelled players who did not play included (at the start the group's
    /// results give their label), so that a start can balance from the summary alone.
    var ratings: [Int: Rating]

    init(matches: [EndedMatch], skills: [Int: Skill], model: RatingModel) {
        let history = model.history(after: matches, skills: skills)
        records = PlayerRecords(matches: matches, history: history)
        matchesCounted = matches.count
        ratings = history.ratings
    }
}

extension GatherService {
    /// Computed from every ended match (a server's way: nothing is kept between calls).
    public func summary(details: any GatherDetailsStore, skills: [Int: Skill], model: RatingModel) async throws -> HistorySummary {
        HistorySummary(matches: try await endedMatches(details: details), skills: skills, model: model)
    }
}
