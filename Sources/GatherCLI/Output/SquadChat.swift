import FootballGatherCore

/// `squad list --format chat`: a numbered list, reserves after a `Reserves:` line. Pasted back into
/// `gather squad add -` (after people added themselves), it names the same players in the same order.
enum SquadChat {
    static func message(
        players: [Player], reserves: [Player], limit: Int?, maybes: [Player] = [], marks: [Int: SquadMark] = [:]
    ) -> String {
        let count = players.count + reserves.count
        var details = [PlainList.counted(count, "player")]
        if let limit { details.append("the squad takes \(limit)") }
        let squad = players + reserves + maybes
        // A note goes back in brackets, as a name is written (its controls escaped): pasted back, it is read as a note.
        let entry = { (player: Player) in Self.entry(player, among: squad) + (marks[player.id]?.note.map { " (\(ChatText.name($0)))" } ?? "") }
        var lines = [ChatText.bold("Squad") + " (" + details.joined(separator: ", ") + ")"]
        lines += ChatText.numbered(players.map(entry))
        if !reserves.isEmpty { lines += ["", "Reserves:"] + ChatText.numbered(reserves.map(entry)) }
        if !maybes.isEmpty { lines += ["", "Maybe:"] + maybes.map { entry($0) + "?" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name as the chat shows it, or `#12` when pasted back it would not name this player alone (a leading
    /// bullet or number that a pasted list drops, or two squad players sharing a name, which a server allows).
    static func entry(_ player: Player, among squad: [Player]) -> String {
        let shown = ChatText.name(player.knownAs ?? player.name)
        let readBack = try? PastedPlayers.players(in: "1. " + shown, roster: squad)
        return readBack?.map(\.id) == [player.id] ? shown : "\(PlayerID.tag(player.id))"
    }
}
