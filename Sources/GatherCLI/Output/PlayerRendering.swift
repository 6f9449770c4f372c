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

    static func detail(_ player: Player, output: Output) throws {
        if output.json { return try output.printJSON(PlayerJSON(player)) }
        let fields = PlayerDetailViewModel.fields(of: player)
        let width = fields.map(\.0.count).max() ?? 0
        for (label, value) in fields {
            output.line(label + ":" + String(repeating: " ", count: width - label.count + 1) + value)
        }
    }
}
