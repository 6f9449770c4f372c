import FootballGatherCore
import Foundation

/// `squad list --format chat`: the squad as a numbered list for the group chat, its
/// reserves after a `Reserves:` line. Pasted back into `gather squad add -` (after people
/// added themselves), it names the same players in the same order.
enum SquadChat {
    static func message(players: [Player], reserves: [Player], limit: Int?) -> String {
        let count = players.count + reserves.count
        var details = [count == 1 ? "1 player" : "\(count) players"]
        if let limit { details.append("the squad takes \(limit)") }
        // Two players of the squad by one name (a server allows it) would not read back.
        let shared = Dictionary(grouping: players + reserves) { key($0.name) }.filter { $0.value.count > 1 }
        let entry = { (player: Player) in shared[key(player.name)] == nil ? Self.entry(player) : "#\(player.id)" }
        var lines = [ChatText.bold("Squad") + " (" + details.joined(separator: ", ") + ")"]
        lines += ChatText.numbered(players.map(entry))
        if !reserves.isEmpty { lines += ["", "Reserves:"] + ChatText.numbered(reserves.map(entry)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name as the chat shows it; `#12` when that would not read back as the name
    /// (a leading reaction, bullet or number that a pasted list drops).
    static func entry(_ player: Player) -> String {
        let shown = ChatText.name(player.name)
        return PastedPlayers.references(in: "1. " + shown) == [player.name] ? shown : "#\(player.id)"
    }

    private static func key(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
