import FootballGatherCore

enum SyncErrorWording {
    static func text(_ error: SyncError) -> String {
        switch error {
        case .noSuchChange(let id):
            "no change #\(id) waits to be sent: 'gather sync --dry-run' lists those that do"
        case .changesWaiting(let count, let user):
            "\(PlainList.counted(count, "change")) kept for \(InputError.echo(user)) \(count == 1 ? "waits" : "wait") to be sent: run 'gather sync' first, "
                + "or 'gather logout --yes' to log out and keep them for when \(InputError.echo(user)) logs in again"
        case .changesHeld(let ids):
            "\(PlainList.counted(ids.count, "change")) \(ids.count == 1 ? "waits" : "wait") for you (\(ids.map { "#\($0)" }.joined(separator: ", "))): each line above says why and what resolves it"
        case .addsPlayerOfTheRunningMatch(let id):
            "#\(id) adds a player of the running match: end or cancel the match first"
        case .newPlayerOfTheRunningMatch(let id):
            "\(PlayerID.tag(id)) plays in the running match and was added without signal, so the server would never have them: "
                + "end or cancel the match first"
        case .notHeldForAName(let id):
            "#\(id) does not wait for a name: --send takes only a change held because its player has another name on the server, "
                + "or a new player whose name a player of the server has"
        case .addsPlayerOfAKeptMatch(let id, let player, let gather, let create, let other):
            "#\(id) \(id == create ? "adds" : "names") \(PlayerID.tag(player)), "
                + (gather.map { "who played in gather \($0.uuidString.prefix(8))" } ?? "whose payments this machine keeps")
                + ": dropped, this machine would name a player the server never has; "
                + (other.map { "'gather sync --send \(create)' takes the server's #\($0) as them, or " } ?? "")
                + "'gather players edit \(PlayerID.text(player)) --name …' renames them so they are added"
        case .takesAnIDKnownOtherwise(let id, let player, let server, let known):
            "#\(id) would make \(PlayerID.tag(player)) the server's #\(server), whom this machine knows as \(InputError.echo(known)): "
                + "'gather players edit \(PlayerID.text(player)) --name …' renames them so they are added as a new player, "
                + "or 'gather sync --drop \(id)' drops them"
        case .renamesToATakenName(let id):
            "#\(id) renames a player to a name another player of the server has: one name, one player; "
                + "'gather sync --drop \(id)' drops it, then 'gather players edit' can give them another name"
        case .startsTheRunningMatch(let id):
            "#\(id) starts the running match, made without signal: end or cancel the match first, or let 'gather sync' send it"
        }
    }
}
