import FootballGatherCore

enum PlayerRendering {
    static let headers = ["ID", "NAME", "AGE", "SKILL", "POSITION", "FAVOURITE TEAM"]
    /// The free-text columns (name, favourite team): the ones a narrow terminal shortens first.
    static let textColumns: Set<Int> = [1, 5]

    static func row(for player: Player) -> [String] {
        [
            PlayerID.text(player.id), player.name, player.age.map(String.init) ?? "-", player.skill?.rawValue ?? "-",
            player.preferredPosition?.rawValue ?? "-", player.favouriteTeam ?? "-",
        ]
    }

    static func fields(of player: Player) -> [(String, String)] {
        var fields = Array(zip(headers, row(for: player)))
        if !player.aliases.isEmpty { fields.append(("ALIASES", player.aliases.joined(separator: ", "))) }
        return fields
    }

    static func emptyListNote(skill: Skill?, position: Position?, hint: CommandHint) -> String {
        let filters = [skill.map { "--skill \($0.rawValue)" }, position.map { "--position \($0.rawValue)" }].compactMap { $0 }
        guard !filters.isEmpty else { return "No players yet: add one with \(hint.gather("players add NAME"))." }
        return "No players match \(filters.joined(separator: " "))."
    }

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
            headers: headers,
            rows: players.map { player in
                var row = row(for: player)
                if retired.contains(player.id) { row[1] += " (retired)" }
                return row
            },
            textColumns: textColumns)
    }
}
