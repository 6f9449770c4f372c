import Foundation

/// What an import would otherwise change quietly: a name that is already someone else's
/// alias, an alias two players would share, chances that are not chances. Each is named,
/// so that one refusal (65, nothing written) lists them all.
extension ArchiveCheck {
    /// The file's own problems, before anything here is read.
    static func identityProblems(of archive: ExportArchive) -> [String] {
        sharedAliases(in: archive) + predictionProblems(in: archive)
    }

    /// The file's players against the roster here (with its aliases), as the plan matched them:
    /// a player of the file whose name is the alias of another player here.
    static func conflicts(of plan: ImportPlan, players: [Player], roster: [Player]) -> [String] {
        players.sorted { $0.id < $1.id }.compactMap { player in
            let matched: Int? = if case .existing(let id)? = plan.playerRefs[player.id] { id } else { nil }
            guard let owner = roster.first(where: { $0.id != matched && $0.hasAlias(player.name) }) else { return nil }
            return "player #\(player.id) '\(player.name)' of the file is an alias of \(owner.name) (#\(owner.id)) here"
        }
    }

    /// One refusal naming every problem, separated by semicolons (at most ten, then how many more).
    static func refusal(_ problems: [String]) -> InputError {
        let limit = PlainList.errorLimit
        let named = problems.prefix(limit) + (problems.count > limit ? ["and \(problems.count - limit) more"] : [])
        return .invalid("the file cannot be imported as it is: \(named.joined(separator: "; ")); nothing was imported")
    }

    /// Two players of the file answering to one alias, or an alias that is another player's name.
    private static func sharedAliases(in archive: ExportArchive) -> [String] {
        let players = archive.players.sorted { $0.id < $1.id }
        var owners: [NameKey: Int] = [:]
        var names: [NameKey: Int] = [:]
        for player in players where names[NameKey(player.name)] == nil { names[NameKey(player.name)] = player.id }
        var problems: [String] = []
        let byID = Dictionary(players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for player in players {
            for alias in archive.aliases?[String(player.id)] ?? [] {
                let key = NameKey(alias)
                if let other = names[key], other != player.id {
                    problems.append("the alias '\(alias)' of player #\(player.id) is the name of player #\(other) of the file")
                } else if let other = owners[key], other != player.id {
                    let first = byID[other].map { "'\($0.name)'" } ?? ""
                    problems.append("players #\(other) \(first) and #\(player.id) '\(player.name)' of the file share the alias '\(alias)'")
                } else {
                    owners[key] = player.id
                }
            }
        }
        return problems
    }

    /// Kept chances must be two numbers from 0 to 1 adding up to 1 (within 0.001).
    private static func predictionProblems(in archive: ExportArchive) -> [String] {
        archive.gathers.compactMap { gather in
            guard let kept = gather.prediction else { return nil }
            let chances = 0.0...1.0
            if chances.contains(kept.teamA), chances.contains(kept.teamB), abs(kept.teamA + kept.teamB - 1) <= 0.001 { return nil }
            return "gather \(gather.id.uuidString) has the chances \(kept.teamA) and \(kept.teamB), not two from 0 to 1 adding up to 1"
        }
    }
}
