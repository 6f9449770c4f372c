import FootballGatherCore

/// How players look on stdout.
enum PlayerRendering {
    /// `retired`: the ids to mark as retired (listed with `--all`); `aliases`: whether the
    /// JSON carries them (the roster's list does, the squad's does not).
    static func list(_ players: [Player], retired: Set<Int> = [], aliases: Bool = false, output: Output) throws {
        if output.json {
            return try output.printJSON(players.map { player in
                var json = aliases ? PlayerJSON.withAliases(player) : PlayerJSON(player)
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
