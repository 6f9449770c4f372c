import FootballGatherCore

/// How players look on stdout.
enum PlayerRendering {
    static func list(_ players: [Player], output: Output) throws {
        if output.json { return try output.printJSON(players.map(PlayerJSON.init)) }
        guard !players.isEmpty else { return }
        output.table(
            headers: PlayerListViewModel.headers, rows: players.map(PlayerListViewModel.row(for:)),
            textColumns: PlayerListViewModel.textColumns)
    }
}
