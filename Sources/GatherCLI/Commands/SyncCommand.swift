import FootballGatherCore
import Foundation

enum SyncCommand {
    enum Keys {
        static let dryRun = FlagKey(
            "dry-run", help: "List what would be sent, each change with its id; send nothing.", conflicts: ["drop", "send"])
        static let send = OptionKey<Int>(
            "send", valueName: "ID",
            help: "Send the waiting change ID held for a name: to the player the server has now under its player's id, or, for a new player "
                + "whose name the server's player has, taking that player as them.", conflicts: ["drop"])
        static let drop = OptionKey<Int>(
            "drop", valueName: "ID",
            help: "Drop the waiting change ID without sending it (a start or a new player made without signal, or a change about what the server "
                + "deleted, goes with what names it; those held behind it go with the next sync).")
    }

    static let command = Command(
        CommandSpec(
            name: "sync", abstract: "Send the changes kept while the server could not be reached.",
            discussion: """
                When the server cannot be reached (no connection, or a sign-in page of the network \
                in its place), a new player, a start, a late arrival, an end, a cancel, a correction \
                or deletion in the history, a recorded match and an edit or deletion of a player are \
                kept on this machine and the command succeeds, saying so. A player added so has a \
                temporary id, ~1, ~2…, that every command takes until sync gives them the server's; \
                a match started so has a local id until its gather is made. A start whose create got \
                no answer is kept the same way, and sync looks for the gather the server made \
                before making one. 'gather sync' sends what \
                waits exactly once, oldest first (new players before the matches that name them), \
                and any later change that reaches the server sends it first. Reads and \
                'gather status' never send; status counts what waits. Each user of each server \
                has their own changes: logging in as someone else never sends another's, and \
                logout refuses while yours wait (--yes keeps them for your next login). Before \
                sending, sync reads the server's gathers and players: a change naming a gather or \
                player deleted there, a change for a player whose id has another name there now (the \
                id may have gone to someone else; --send ID sends it anyway), or a new player whose \
                name another player has there now (one name, one player), waits for you with those that depend on it, each with the \
                command that resolves it; everything else is sent. A sync cut off at any point is simply run \
                again: nothing is sent twice. Exit 1 when anything is left waiting.
                """,
            examples: ["gather sync", "gather sync --dry-run", "gather sync --drop 4"],
            options: [Keys.dryRun.spec, Keys.drop.spec, Keys.send.spec]),
        run: run)

    @Sendable static func run(_ context: Context) async throws {
        guard case .server(let server) = try context.backend() else {
            // The same shapes as on a server: what waits (nothing) for --dry-run, else what was sent.
            if context.output.json, context.parsed.flag(Keys.dryRun) { return try context.output.printJSON([WaitingChangeJSON]()) }
            if context.output.json { return try context.output.printJSON(SyncJSON(sent: [], held: [], created: [:], players: [:])) }
            return context.output.confirm("Nothing to send: offline, every change is in the data file")
        }
        // The outbox of the configured server's logged-in user: none when logged out.
        guard let sync = try context.services().outbox.map(OutboxSync.init(delivery:)) else {
            throw APIError.unauthorized(server: server.absoluteString)
        }
        if let id = context.parsed.value(Keys.drop) {
            let dropped = try await sync.drop(id)
            if context.output.json { return try context.output.printJSON(dropped.map(WaitingChangeJSON.init)) }
            return context.output.confirm("Dropped " + dropped.map { "#\($0.id)" }.joined(separator: ", ") + "; nothing of it was sent")
        }
        if let id = context.parsed.value(Keys.send) {
            let (released, takenAs) = try await sync.sendAnyway(id)
            if !context.output.json {
                if let takenAs, let player = released.change.playerID {
                    context.output.line("\(PlayerID.text(player)) is the server's #\(takenAs) from now on; what names them goes with this sync")
                } else {
                    context.output.line("#\(released.id) now goes to the server's \(released.playerName.map(InputError.echo) ?? "player")")
                }
            }
        }
        let playing = Set((try? context.matchViewModel().match().everyone.map(\.id)) ?? [])
        if context.parsed.flag(Keys.dryRun) {
            let waiting = try await sync.preview()
            if context.output.json { return try context.output.printJSON(waiting.map(WaitingChangeJSON.init)) }
            if waiting.isEmpty { return context.output.line("Nothing waits to be sent to \(server.absoluteString)") }
            let width = WaitingChangeText.idWidth(waiting)
            for change in waiting { context.output.line(WaitingChangeText.line(change, idWidth: width, playing: playing)) }
            return
        }
        let report = try await sync.sync()
        if context.output.json {
            try context.output.printJSON(SyncJSON(
                sent: report.sent.map(WaitingChangeJSON.init), held: report.held.map(WaitingChangeJSON.init),
                created: Dictionary(uniqueKeysWithValues: report.created.map { ($0.key.uuidString, $0.value.uuidString) }),
                players: Dictionary(uniqueKeysWithValues: report.madePlayers.map { (PlayerID.text($0.key), $0.value) })))
        } else {
            if report.sent.isEmpty && report.held.isEmpty {
                context.output.confirm("Nothing waits to be sent to \(server.absoluteString)")
                for other in try context.services().outbox?.othersWaiting() ?? [] { context.output.note(OtherAccountText.line(other)) }
            } else if !report.sent.isEmpty {
                context.output.confirm("Sent \(PlainList.counted(report.sent.count, "change")) to \(server.absoluteString)")
            }
            for (local, real) in report.created.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
                context.output.line("Gather \(local.uuidString.prefix(8)), started without signal, is \(real.uuidString.prefix(8)) on the server")
            }
            for (temporary, real) in report.madePlayers.sorted(by: { $0.key > $1.key }) {
                let name = report.sent.lazy.compactMap { $0.change.playerID == temporary ? $0.change.draft?.name : nil }.first
                context.output.line(MadePlayerText.line(name ?? "", temporary, real))
            }
            let width = WaitingChangeText.idWidth(report.held)
            for change in report.held { context.output.line(WaitingChangeText.line(change, idWidth: width, playing: playing)) }
        }
        if !report.held.isEmpty { throw SyncError.changesHeld(report.held.map(\.id)) }
    }
}

/// One waiting change in a line: `#2  kept 2026-11-26 18:42  Eli (#7) joins gather 5F0C6A4E on Team B`.
enum WaitingChangeText {
    /// `#7 ` and `#12` line up: each id padded to the widest of `changes`.
    /// `playing`: the running match's players, whose joins `--drop` refuses until it ends.
    static func line(_ waiting: WaitingChange, idWidth: Int = 0, playing: Set<Int> = []) -> String {
        let id = "#\(waiting.id)"
        return id.padding(toLength: max(idWidth, id.count), withPad: " ", startingAt: 0)
            + "  kept \(MinuteText.of(waiting.keptAt))  \(describe(waiting.change))" + held(waiting, playing: playing)
    }

    static func idWidth(_ changes: [WaitingChange]) -> Int { changes.map { "#\($0.id)".count }.max() ?? 0 }

    static func describe(_ change: ServerChange) -> String {
        let gather = String(change.gatherID?.uuidString.prefix(8) ?? "")
        return switch change {
        case .result(_, let score): "gather \(gather) ends \(score.text)"
        case .addPlayer(_, let player, let team): "player \(PlayerID.tag(player)) joins gather \(gather) on \(team.rawValue)"
        case .deleteGather: "gather \(gather) is cancelled"
        case .createGather: "gather \(gather) is made (a match started without signal)"
        case .editPlayer(let id, let draft, _): "player \(PlayerID.tag(id)) is edited (now '\(InputError.echo(draft.name))')"
        case .deletePlayer(let id): "player \(PlayerID.tag(id)) is deleted"
        case .createPlayer(let id, let draft, _): "player \(PlayerID.tag(id)) '\(InputError.echo(draft.name))' is added"
        }
    }

    private static func held(_ waiting: WaitingChange, playing: Set<Int>) -> String {
        // A join of a player of the running match is dropped once the match has ended or been cancelled.
        let drops = if case .addPlayer(_, let player, _) = waiting.change, playing.contains(player) {
            "'gather end' or 'gather cancel', then 'gather sync --drop \(waiting.id)', drops it"
        } else {
            "'gather sync --drop \(waiting.id)' drops it"
        }
        return switch waiting.conflict {
        case nil: ""
        case .gatherDeleted?: " — held: the gather was deleted on the server; 'gather sync --drop \(waiting.id)' drops it"
        case .playerDeleted?: " — held: the player was deleted on the server; \(drops)"
        case .dependsOn(let id)?: " — held behind #\(id); it goes once #\(id) is sent or dropped"
        case .playerRenamed(let id, let was, let now)?:
            " — held: player \(PlayerID.tag(id)) is '\(InputError.echo(now))' on the server now, not '\(InputError.echo(was))' as when it was kept; "
                + "'gather sync --send \(waiting.id)' sends it to \(InputError.echo(now)), \(drops)"
        case .nameTaken(let other)? where !waiting.change.isPlayerCreate:
            " — held: the server has another player of this name now (#\(other)); 'gather sync --drop \(waiting.id)' drops it, "
                + "then 'gather players edit \(PlayerID.text(waiting.change.playerID ?? 0)) --name …' can give them another"
        case .nameTaken(let other)?:
            " — held: the server has another player of this name now (#\(other)); 'gather players edit \(PlayerID.text(waiting.change.playerID ?? 0)) --name …' "
                + "renames yours, 'gather sync --send \(waiting.id)' takes #\(other) as them, 'gather sync --drop \(waiting.id)' drops it and what names them"
        }
    }
}

struct WaitingChangeJSON: Encodable {
    var id: Int
    var keptAt: Date
    var kind: String
    var gather: String?
    var player: PlayerIDJSON?
    var team: String?
    var score: String?
    /// The new player's name, for a `createPlayer`.
    var name: String?
    var held: String?

    init(_ waiting: WaitingChange) {
        id = waiting.id
        keptAt = waiting.keptAt
        gather = waiting.change.gatherID?.uuidString
        player = waiting.change.playerID.map(PlayerIDJSON.init)
        kind = switch waiting.change {
        case .result: "result"
        case .addPlayer: "addPlayer"
        case .deleteGather: "deleteGather"
        case .createGather: "createGather"
        case .editPlayer: "editPlayer"
        case .deletePlayer: "deletePlayer"
        case .createPlayer: "createPlayer"
        }
        if case .result(_, let score) = waiting.change { self.score = score.text }
        if case .addPlayer(_, _, let team) = waiting.change { self.team = team.rawValue }
        if waiting.change.isPlayerCreate { name = waiting.change.draft?.name }
        held = switch waiting.conflict {
        case nil: nil
        case .gatherDeleted?: "gatherDeleted"
        case .playerDeleted?: "playerDeleted"
        case .dependsOn(let id)?: "dependsOn #\(id)"
        case .nameTaken?: "nameTaken"
        case .playerRenamed?: "playerRenamed"
        }
    }
}

struct SyncJSON: Encodable {
    var sent: [WaitingChangeJSON]
    var held: [WaitingChangeJSON]
    /// The server's id of each gather started without signal, by its local id.
    var created: [String: String]
    /// The server's id of each player added without signal, by their temporary id (`~1`).
    var players: [String: Int]
}
