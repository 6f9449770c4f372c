import Foundation

/// An archive is imported only when it holds together; otherwise it is refused (65) with
/// a sentence naming the first thing wrong, and nothing is written.
public enum ArchiveCheck {
    /// The newest archive version this gather reads.
    public static let newestVersion = 1

    public static func validate(_ archive: ExportArchive) throws(InputError) {
        guard archive.version <= newestVersion else {
            throw .invalid(
                "the file is an export of version \(archive.version), made by a newer gather; this one reads versions up to "
                    + "\(newestVersion): upgrade gather to import it")
        }
        let everyone = archive.players + (archive.departed ?? [])
        var ids = Set<Int>()
        for player in everyone where !ids.insert(player.id).inserted {
            throw .invalid("the file has two players with the id \(player.id): nothing was imported")
        }
        var gatherIDs = Set<UUID>()
        for gather in archive.gathers where !gatherIDs.insert(gather.id).inserted {
            throw .invalid("the file has two gathers with the id \(gather.id.uuidString): nothing was imported")
        }
        if let next = archive.nextPlayerID, next < 1 {
            throw .invalid("the file has a next player id of \(next); ids start at 1: nothing was imported")
        }
        for gather in archive.gathers { try validate(gather, players: ids) }
        if let limit = archive.squadLimit, limit < 1 {
            throw .invalid("the file has a squad limit of \(limit); a squad takes at least one player: nothing was imported")
        }
        try validateFees(archive, players: ids)
        try validateAliases(archive, players: ids)
    }

    private static func validate(_ gather: ExportedGather, players: Set<Int>) throws(InputError) {
        let name = "gather \(gather.id.uuidString) of the file"
        var sides: [Int: Team?] = [:]
        for member in gather.members {
            guard players.contains(member.playerID) else {
                throw .invalid("\(name) names player #\(member.playerID), who is not among the file's players: nothing was imported")
            }
            if let earlier = sides[member.playerID], earlier != member.team {
                throw .invalid("\(name) has player #\(member.playerID) on both teams: nothing was imported")
            }
            sides[member.playerID] = member.team
        }
        guard let text = gather.score else {
            guard gather.goals?.isEmpty ?? true else { throw .invalid("\(name) has goals but no score: nothing was imported") }
            return
        }
        guard let score = Score(text: text) else {
            throw .invalid("\(name) has an invalid score '\(text)': nothing was imported")
        }
        if let winner = gather.winnerTeam, winner != score.winnerWireValue {
            throw .invalid("\(name) has the winner '\(winner)', which its score \(score.text) contradicts: nothing was imported")
        }
        try validate(gather.goals ?? [], of: name, score: score, sides: sides, players: players)
    }

    private static func validate(
        _ goals: [GoalEvent], of name: String, score: Score, sides: [Int: Team?], players: Set<Int>
    ) throws(InputError) {
        for side in [MatchSide.teamA, .teamB] {
            let counted = goals.count { $0.side == side }
            let scored = side == .teamA ? score.teamA : score.teamB
            guard counted <= scored else {
                throw .invalid("\(name) has \(counted) goals for \(side.team.rawValue) but a score of \(score.text): nothing was imported")
            }
        }
        for goal in goals {
            guard let scorer = goal.scorer else { continue }
            guard players.contains(scorer), let side = sides[scorer] else {
                throw .invalid("\(name) has a goal by player #\(scorer), who did not play in it: nothing was imported")
            }
            let expected = goal.isOwnGoal ? goal.side.opponent.team : goal.side.team
            if let side, side != expected {
                let what = goal.isOwnGoal ? "an own goal for \(goal.side.team.rawValue)" : "a goal for \(goal.side.team.rawValue)"
                throw .invalid("\(name) has \(what) by player #\(scorer), who played for \(side.rawValue): nothing was imported")
            }
        }
    }
}
