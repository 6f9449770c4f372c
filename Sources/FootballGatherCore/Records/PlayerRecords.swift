import Foundation

package struct PlayerRecords: Sendable, Equatable, Codable {
    /// One record per player who played, in no particular order (see `sorted(by:name:)`).
    package var records: [PlayerRecord]
    /// Matches counted whose team assignment is unknown, left out of won/drawn/lost.
    package var matchesWithUnknownTeams: Int

    /// Records since `since` (all when nil), with ratings learned from every match (they need it all).
    package init(matches: [EndedMatch], skills: [Int: Skill], since: Date? = nil, model: RatingModel = .standard) {
        self.init(matches: matches, history: model.history(after: matches, skills: skills), since: since)
    }

    /// The same, with the ratings already replayed from `matches`.
    init(matches: [EndedMatch], history ratings: RatingHistory, since: Date? = nil) {
        var byPlayer: [Int: PlayerRecord] = [:]
        var unknown = 0
        for match in EndedMatch.chronological(matches) where since.map({ match.date >= $0 }) ?? true {
            if case .unknownTeams = match.lineUp { unknown += 1 }
            for id in Set(match.lineUp.players) {
                var record = byPlayer[id] ?? PlayerRecord(
                    id: id, rating: ratings.rating(of: id), ratedMatches: ratings.evidence[id]?.matches ?? 0)
                record.count(match, for: id)
                byPlayer[id] = record
            }
            for goal in match.goals {
                guard let scorer = goal.scorer, byPlayer[scorer] != nil else { continue }
                if goal.isOwnGoal { byPlayer[scorer]?.ownGoals += 1 } else { byPlayer[scorer]?.goals += 1 }
            }
        }
        records = Array(byPlayer.values)
        matchesWithUnknownTeams = unknown
    }

    /// The records in the order `key` asks for (its `criteria`), then by id.
    package func sorted(by key: RecordSortKey, name: (Int) -> String) -> [PlayerRecord] {
        let criteria = key.criteria
        return records.sorted { lhs, rhs in
            for criterion in criteria {
                if let order = criterion.orders(lhs, rhs, name: name) { return order }
            }
            return lhs.id < rhs.id
        }
    }

    /// The last `count` matches `playerId` played, newest last.
    package static func lastMatches(of playerId: Int, in matches: [EndedMatch], count: Int = 5) -> [EndedMatch] {
        Array(EndedMatch.chronological(matches).filter { $0.lineUp.players.contains(playerId) }.suffix(count))
    }
}

extension PlayerRecord {
    mutating func count(_ match: EndedMatch, for id: Int) {
        played += 1
        guard let side = match.lineUp.side(of: id) else {
            unknownTeam += 1
            return
        }
        let (goalsFor, goalsAgainst) = (match.goals(of: side), match.goals(of: side.opponent))
        self.goalsFor += goalsFor
        goalDifference += goalsFor - goalsAgainst
        let outcome = MatchOutcome(goalsFor: goalsFor, goalsAgainst: goalsAgainst)
        outcomes.append(outcome)
        switch outcome {
        case .won: won += 1
        case .drawn: drawn += 1
        case .lost: lost += 1
        }
    }
}
