import Foundation

/// What an import would otherwise change quietly: a name that is already someone else's alias, an alias two
/// players would share, chances that are not chances. One refusal (nothing written) names them all.
extension ArchiveCheck {
    /// The file's own problems, before anything here is read.
    static func identityProblems(of archive: ExportArchive) -> [ArchiveProblem] {
        sharedAliases(in: archive) + predictionProblems(in: archive)
    }

    /// A player of the file whose name is an alias of a player here other than the one the plan matched.
    static func conflicts(of plan: ImportPlan, players: [Player], roster: [Player]) -> [ArchiveProblem] {
        // By alias, once: a file imported again meets a roster as large as itself.
        var owners: [String: [Player]] = [:]
        for player in roster {
            for alias in player.aliases { owners[PlayerValidation.key(alias), default: []].append(player) }
        }
        guard !owners.isEmpty else { return [] }
        return players.sorted { $0.id < $1.id }.compactMap { player in
            let matched: Int? = if case .existing(let id)? = plan.playerRefs[player.id] { id } else { nil }
            guard let owner = owners[PlayerValidation.key(player.name)]?.first(where: { $0.id != matched }) else { return nil }
            return .nameIsAliasHere(player: player.id, name: player.name, owner: owner.name, ownerID: owner.id)
        }
    }

    /// Two players of the file answering to one alias, or an alias that is another player's name.
    private static func sharedAliases(in archive: ExportArchive) -> [ArchiveProblem] {
        // Without aliases there is nothing to compare the names with, and folding 10,000 names costs.
        guard let aliases = archive.aliases, !aliases.isEmpty else { return [] }
        let players = archive.players.sorted { $0.id < $1.id }
        var owners: [NameKey: Int] = [:]
        var names: [NameKey: Int] = [:]
        for player in players where names[NameKey(player.name)] == nil { names[NameKey(player.name)] = player.id }
        var problems: [ArchiveProblem] = []
        let byID = Dictionary(players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for player in players {
            for alias in aliases[String(player.id)] ?? [] {
                let key = NameKey(alias)
                if let other = names[key], other != player.id {
                    problems.append(.aliasIsNameOf(alias, player: player.id, other: other))
                } else if let other = owners[key], other != player.id {
                    problems.append(.sharedAlias(alias, first: other, firstName: byID[other]?.name, second: player.id, secondName: player.name))
                } else {
                    owners[key] = player.id
                }
            }
        }
        return problems
    }

    /// Kept chances must be two numbers from 0 to 1 adding up to 1 (within 0.001).
    private static func predictionProblems(in archive: ExportArchive) -> [ArchiveProblem] {
        archive.gathers.compactMap { gather in
            guard let kept = gather.prediction, !kept.isSound else { return nil }
            return .invalidChances(gather.id, teamA: kept.teamA, teamB: kept.teamB)
        }
    }
}
