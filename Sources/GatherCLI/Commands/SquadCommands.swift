import FootballGatherCore

enum SquadCommands {
    static let group = Command(
        group: CommandSpec(
            name: "squad", abstract: "Keep the list of who plays next, for start --teams auto.",
            discussion: """
                The squad is kept on this machine, one per backend (offline, and each server). \
                'gather start --teams auto' with neither --players nor --all splits the squad, \
                and a started match empties it.
                """,
            examples: ["gather squad add Ana Bo 7", "gather squad add - < chat.txt", "gather squad list", "gather start --teams auto"]),
        [add, remove, confirm, list, clear, limit])

    enum Keys {
        static let players = ArgumentKey<String>(
            "PLAYER", help: "Player ids or unique names, also comma-separated; '-' reads them from stdin (one per line or comma-separated).",
            isVariadic: true, completion: .activePlayers)
        static let limit = ArgumentKey<SquadLimit>("LIMIT", help: "How many players the squad takes, or 'none'.")
        static let new = FlagKey(
            "new", help: "Add names that match nobody to the roster first, as new players (one close to a player's name is offered or refused).")
        static let exact = FlagKey("exact", help: "With --new: add names close to a player's as new players all the same (the whole list).")
    }

    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Add players to the squad (every name, or none if one is unknown).",
            discussion: """
                A line is a name, maybe with more, as people write it in the chat: a note in brackets or \
                after ' - ' ('Chidi (late 10 min)', 'Tom R. - late') stays with the squad entry; '+1', '+2' or \
                '+1 my brother' brings guests (a guest player made once per host, "Marco's guest", whose share \
                is charged to the host); '(maybe)', 'maybe' or a trailing '?' makes a maybe, listed apart and \
                not taken by a start until 'squad confirm NAME' (or named in --players). A line that is a \
                player's whole name is that player. Each note, guest and maybe is said in a line.
                """,
            examples: [
                "gather squad add Ana \"Bo Lee\" 7", "gather squad add Ana,Bo,Cy", "printf 'Ana\\nBo, Cy\\n' | gather squad add -",
                "printf 'Chidi (late 10 min)\\nMarco +1 my brother\\nK?\\n' | gather squad add -",
            ],
            arguments: [Keys.players.spec], options: [Keys.new.spec, Keys.exact.spec]),
        run: { context in
            let change = try await NewcomerHint.offering {
                try await context.squadViewModel().add(
                    try context.playerReferences(context.parsed.arguments(Keys.players)), addingNewcomers: context.parsed.flag(Keys.new),
                    exact: context.parsed.flag(Keys.exact))
            }.noted(on: context.output)
            try printSquad(change.squad, limit: change.limit, output: context.output, change: change)
            NewcomerHint.announce(change.newcomers, on: context.output)
            let size = try sizeText(change.squad, context: context)
            defer {
                sayMarks(change, output: context.output)
                sayMoves(up: change.movedUp, down: change.movedDown, output: context.output)
            }
            if change.changed.isEmpty {
                return context.output.confirm("Already in the squad: \(names(change.unchanged)) (\(size))")
            }
            let already = change.unchanged.isEmpty ? "" : "; already in it: \(names(change.unchanged))"
            context.output.confirm("Added \(names(change.changed)) to the squad (\(size))\(already)")
            let reserves = change.changed.filter { added in change.reserves.contains { $0.id == added.id } }
            if let limit = change.limit, !reserves.isEmpty {
                context.output.announce("Reserves (the squad takes \(playerCount(limit))): \(names(reserves))")
            }
        })

    /// `rm` for the habit from `git rm`.
    static let remove = Command(
        CommandSpec(
            name: "remove", abstract: "Take players out of the squad ('squad rm' works too).",
            examples: ["gather squad remove Ana", "gather squad remove 3 7", "gather squad rm Ana"],
            arguments: [Keys.players.spec], hiddenAliases: ["rm"]),
        run: { context in
            let change = try await context.squadViewModel().remove(try context.playerReferences(context.parsed.arguments(Keys.players)))
                .noted(on: context.output)
            try printSquad(change.squad, limit: change.limit, output: context.output)
            context.output.confirm("Removed \(names(change.changed)) from the squad (\(try sizeText(change.squad, context: context)))")
            sayMoves(up: change.movedUp, output: context.output)
        })

    static let confirm = Command(
        CommandSpec(
            name: "confirm", abstract: "Confirm maybes: a start from the squad takes them from now on.",
            examples: ["gather squad confirm K", "gather squad confirm Ana Bo"],
            arguments: [Keys.players.spec]),
        run: { context in
            let viewModel = context.squadViewModel()
            let confirmed = try await viewModel.confirm(try context.playerReferences(context.parsed.arguments(Keys.players)))
                .noted(on: context.output)
            if context.output.json {
                return try printSquad(try await viewModel.list(), limit: try viewModel.limit(), output: context.output, marks: try viewModel.marks())
            }
            let sure = confirmed.confirmed.filter { !confirmed.reserves.contains($0) }
            if !sure.isEmpty { context.output.confirm("Confirmed \(names(sure)): a start takes them") }
            if !confirmed.reserves.isEmpty {
                let reserves = confirmed.reserves.count == 1 ? "a reserve" : "reserves"
                context.output.confirm("Confirmed \(names(confirmed.reserves)), as \(reserves) (the squad takes \(playerCount(try viewModel.limit() ?? 0)))")
            }
            sayMoves(down: confirmed.movedDown, output: context.output)
        })

    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the squad, in the order players joined it.",
            discussion: """
                --format chat prints a numbered list to post in the group chat, reserves after a 'Reserves:' \
                line; pasted back through 'gather squad add -' (with the names people added), it gives the same squad.
                """,
            examples: ["gather squad list", "gather squad list --format chat", "gather squad list --json"], options: [ListFormat.key.spec]),
        validate: ListFormat.validate,
        run: { context in
            let viewModel = context.squadViewModel()
            let everyone = try await viewModel.list()
            let limit = try viewModel.limit()
            let marks = try viewModel.marks()
            if context.output.json { return try printSquad(everyone, limit: limit, output: context.output, marks: marks) }
            // Maybes are listed apart, and count in neither the players nor the reserves.
            let squad = everyone.filter { marks[$0.id]?.maybe != true }
            let maybes = everyone.filter { marks[$0.id]?.maybe == true }
            let (players, reserves) = Squad.split(squad, limit: limit)
            if context.parsed.value(ListFormat.key) == .chat, !everyone.isEmpty {
                return context.output.raw(SquadChat.message(players: players, reserves: reserves, limit: limit, maybes: maybes, marks: marks))
            }
            try PlayerRendering.list(players, output: context.output)
            if !reserves.isEmpty {
                context.output.line()
                context.output.line("Reserves, in the order they came (the squad takes \(playerCount(limit ?? players.count))):")
                try PlayerRendering.list(reserves, output: context.output)
            }
            if !maybes.isEmpty {
                if !squad.isEmpty { context.output.line() }
                context.output.line("Maybe (not taken by a start until 'squad confirm NAME'):")
                try PlayerRendering.list(maybes, output: context.output)
            }
            let noted = everyone.compactMap { player in marks[player.id].flatMap(\.note).map { "\(player.name): \($0)" } }
            if !noted.isEmpty {
                context.output.line()
                for line in noted { context.output.line("Note for \(line)") }
            }
            if squad.isEmpty {
                context.output.note(maybes.isEmpty ? "The squad is empty: add who plays with \(context.output.gather("squad add NAME…"))."
                    : "No player is sure yet: \(context.output.gather("squad confirm NAME")) turns a maybe into one.")
            }
        })

    static let clear = Command(
        CommandSpec(name: "clear", abstract: "Empty the squad.", examples: ["gather squad clear"]).typedInFull(),
        run: { context in
            let viewModel = context.squadViewModel()
            let count = try await viewModel.clear()
            try printSquad([], limit: try viewModel.limit(), output: context.output)
            context.output.confirm(count == 0 ? "The squad was already empty" : "Cleared the squad of \(playerCount(count))")
        })

    static let limit = Command(
        CommandSpec(
            name: "limit", abstract: "Set how many players the squad takes; later names are reserves ('none' clears it).",
            discussion: "Reserves move up, in the order they came, when a player drops out with 'squad remove'. A start from the squad takes its players, not its reserves.",
            examples: ["gather squad limit 10", "gather squad limit none"], arguments: [Keys.limit.spec]),
        run: { context in
            let change = try await context.squadViewModel().setLimit(context.parsed.argument(Keys.limit)?.players)
            if context.output.json {
                try context.output.printJSON(SquadLimitJSON(
                    limit: change.limit, movedUp: change.movedUp.map(PlayerJSON.init).nonEmpty,
                    movedDown: change.movedDown.map(PlayerJSON.init).nonEmpty))
            } else {
                context.output.confirm(change.limit.map { "The squad takes \(playerCount($0)); later names are reserves" } ?? "The squad has no limit")
            }
            sayMoves(up: change.movedUp, down: change.movedDown, output: context.output)
        })

    /// With `--json`, a change prints the squad it left as `squad list` does, and nothing else on stdout.
    private static func printSquad(
        _ everyone: [Player], limit: Int?, output: Output, marks: [Int: SquadMark] = [:], change: Squad.Change? = nil
    ) throws {
        guard output.json else { return }
        var marks = marks
        for noted in change?.noted ?? [] { marks[noted.player.id, default: SquadMark()].note = noted.note }
        for maybe in change?.maybes ?? [] { marks[maybe.id, default: SquadMark()].maybe = true }
        for guest in change?.guests ?? [] { marks[guest.guest.id] = SquadMark(note: guest.note, guestOf: guest.host.id) }
        let squad = everyone.filter { marks[$0.id]?.maybe != true }
        let (players, reserves) = Squad.split(squad, limit: limit)
        try output.printJSON(SquadJSON(
            limit: limit, players: players.map(PlayerJSON.init), reserves: reserves.map(PlayerJSON.init),
            maybes: everyone.filter { marks[$0.id]?.maybe == true }.map(PlayerJSON.init).nonEmpty,
            notes: everyone.compactMap { player in
                marks[player.id]?.guestOf == nil ? marks[player.id]?.note.map { SquadNoteJSON(id: PlayerIDJSON(player.id), note: $0) } : nil
            }.nonEmpty,
            guests: everyone.compactMap { player in
                marks[player.id]?.guestOf.map { SquadGuestJSON(id: PlayerIDJSON(player.id), host: PlayerIDJSON($0), note: marks[player.id]?.note) }
            }.nonEmpty))
    }

    /// Says each note, guest and maybe just added: nothing in a line is dropped without a word.
    private static func sayMarks(_ change: Squad.Change, output: Output) {
        for noted in change.noted { output.announce("Note for \(noted.player.name): \(noted.note)") }
        for guest in change.guests {
            output.announce("Guest of \(guest.host.name): \(guest.guest.name) (#\(guest.guest.id))" + (guest.note.map { ", \($0)" } ?? "")
                + "; their share is charged to \(guest.host.name)")
        }
        if !change.guestsLeft.isEmpty { output.announce("No longer coming, so out of the squad: \(names(change.guestsLeft))") }
        for maybe in change.maybes { output.announce("Maybe: \(maybe.name), not taken by a start until 'squad confirm \(maybe.name)'") }
        if !change.confirmed.isEmpty { output.announce("Confirmed \(names(change.confirmed)): a start takes them") }
    }

    /// Whose place a change moved: no one becomes a reserve, or stops being one, without a word.
    static func sayMoves(up: [Player] = [], down: [Player] = [], output: Output) {
        if !up.isEmpty { output.announce("Up from the reserves: \(names(up))") }
        if !down.isEmpty { output.announce("Now reserves: \(names(down))") }
    }

    /// Ten names at most, then how many more: `--json` carries them all.
    static func names(_ players: [Player]) -> String { PlainList.bounded(players.map(\.name)) }

    private static func playerCount(_ count: Int) -> String { PlainList.counted(count, "player") }

    private static func sizeText(_ squad: [Player], context: Context) throws -> String {
        let marks = try context.squadViewModel().marks()
        let maybes = squad.count { marks[$0.id]?.maybe == true }
        return playerCount(squad.count - maybes) + (maybes == 0 ? "" : ", " + PlainList.counted(maybes, "maybe"))
    }
}

/// `squad limit`: how many players the squad takes, or `none` (nil) for no limit.
struct SquadLimit: ArgumentValue, Equatable {
    let players: Int?

    init?(argument: String) {
        if argument.lowercased() == "none" {
            players = nil
        } else if let number = Int(argument), number >= 1 {
            players = number
        } else {
            return nil
        }
    }

    var argument: String { players.map(String.init) ?? "none" }

    static var expectation: String { "a whole number of players (at least 1), or none" }
    static var otherSpellings: [String] { ["none"] }
}
