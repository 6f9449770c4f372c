extension GatherDetailsStore {
    /// Keeps the match's sides as they are now, with whatever else the details hold, so `history show` and
    /// the records see late arrivals, moves and swaps; `goals`, when there are any, replace the stored ones.
    func remember(sidesOf match: ActiveMatch, goals: [GoalEvent] = []) throws {
        var known = try details()[match.gatherID] ?? GatherDetails(startedAt: match.startedAt, teams: [:])
        known.setTeams(match.teams)
        if known.prediction == nil { known.prediction = match.prediction }
        if !goals.isEmpty { known.goals = goals }
        try remember(known, of: match.gatherID)
    }
}
