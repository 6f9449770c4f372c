import Foundation

/// An archive is imported only when it holds together; otherwise nothing is written (`ArchiveError`).
enum ArchiveCheck {
    static let newestVersion = 1

    static func validate(_ archive: ExportArchive) throws(ArchiveError) {
        guard archive.version <= newestVersion else {
            throw .newerVersion(archive.version, newest: newestVersion)
        }
        guard archive.version >= 1 else { throw .versionBelowOne(archive.version) }
        let everyone = archive.players + (archive.departed ?? [])
        var ids = Set<Int>()
        for player in everyone where !ids.insert(player.id).inserted {
            throw .duplicatePlayerID(player.id)
        }
        var gatherIDs = Set<UUID>()
        for gather in archive.gathers where !gatherIDs.insert(gather.id).inserted {
            throw .duplicateGatherID(gather.id)
        }
        if let next = archive.nextPlayerID, next < 1 {
            throw .nextPlayerIDBelowOne(next)
        }
        for gather in archive.gathers { try validate(gather, players: ids) }
        if let limit = archive.squadLimit, limit < 1 {
            throw .squadLimitBelowOne(limit)
        }
        var inSquad = Set<Int>()
        for player in archive.squad ?? [] {
            guard ids.contains(player) else { throw .strangerInSquad(player: player) }
            guard inSquad.insert(player).inserted else { throw .twiceInSquad(player: player) }
        }
        try validateFees(archive, players: ids)
        try validateAliases(archive, players: ids)
        for (player, alias) in archive.knownAs ?? [:] where !(archive.aliases?[player] ?? []).contains(where: { PlayerAliases.same($0, alias) }) {
            throw .knownAsNotAnAlias(player: player, alias: alias)
        }
    }

    private static func validate(_ gather: ExportedGather, players: Set<Int>) throws(ArchiveError) {
        let id = gather.id
        var sides: [Int: Team?] = [:]
        for member in gather.members {
            guard players.contains(member.playerID) else {
                throw .strangerInGather(id, player: member.playerID)
            }
            if let earlier = sides[member.playerID], earlier != member.team {
                throw .playerOnBothTeams(id, player: member.playerID)
            }
            sides[member.playerID] = member.team
        }
        guard let text = gather.score else {
            guard gather.goals?.isEmpty ?? true else { throw .goalsWithoutScore(id) }
            return
        }
        guard let score = Score(text: text) else {
            throw .invalidScore(id, text)
        }
        if let winner = gather.winnerTeam, winner != score.winnerWireValue {
            throw .winnerContradictsScore(id, winner: winner, score: score)
        }
        try validate(gather.goals ?? [], of: id, score: score, sides: sides, players: players)
    }

    private static func validate(
        _ goals: [GoalEvent], of id: UUID, score: Score, sides: [Int: Team?], players: Set<Int>
    ) throws(ArchiveError) {
        for side in [MatchSide.teamA, .teamB] {
            let counted = goals.count { $0.side == side }
            let scored = side == .teamA ? score.teamA : score.teamB
            guard counted <= scored else {
                throw .moreGoalsThanScore(id, goals: counted, team: side.team, score: score)
            }
        }
        for goal in goals {
            guard let scorer = goal.scorer else { continue }
            guard players.contains(scorer), let side = sides[scorer] else {
                throw .goalByNonPlayer(id, player: scorer)
            }
            let expected = goal.isOwnGoal ? goal.side.opponent.team : goal.side.team
            if let side, side != expected {
                throw .goalByWrongSide(id, player: scorer, goalFor: goal.side.team, isOwnGoal: goal.isOwnGoal, playedFor: side)
            }
        }
    }
}
