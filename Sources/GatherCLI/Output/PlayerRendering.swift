import FootballGatherCore

/// How players look on stdout.
enum PlayerRendering {
    /// What an empty list means: an empty roster, or filters that matched nobody.
    static func emptyListNote(skill: Skill?, position: Position?) -> String {
        let filters = [skill.map { "--skill \($0.rawValue)" }, position.map { "--position \($0.rawValue)" }].compactMap { $0 }
        guard !filters.isEmpty else { return "No players yet: add one with \(CommandHint.gather("players add NAME"))." }
        return "No players match \(filters.joined(separator: " "))."
    }

    /// `retired`: the ids to mark as retired (listed with `--all`).
    static func list(_ players: [Player], retired: Set<Int> = [], output: Output) throws {
        if output.json {
            return try output.printJSON(players.map { player in
                var json = PlayerJSON(player)
                json.retired = retired.contains(player.id) ? true : nil
                return json
            })
        }
        guard !players.isEmpty else { return }
        output.table(
            headers: PlayerListViewModel.headers,
            rows: players.map { player in
                var row = PlayerListViewModel.row(for: player)
                if retired.contains(player.id) { row[1] += " (retired)" }
                return row
            },
            textColumns: PlayerListViewModel.textColumns)
    }
}
