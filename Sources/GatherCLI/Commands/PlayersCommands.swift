import FootballGatherCore

enum PlayersCommands {
    static let group = Command(
        group: CommandSpec(
            name: "players", abstract: "Add, list, show, edit and delete players.",
            examples: ["gather players add Ana --age 24 --skill amateur --position striker", "gather players list --sort skill"]),
        [add, list, show, edit, delete, retire, unretire, gathers])

    enum Keys {
        static let names = ArgumentKey<String>(
            "NAME", help: "A player's name (at most 64 characters); '-' reads a pasted list from stdin (one per line or comma-separated; list numbers, bullets, notes such as (late), +1 and ? taken off).",
            isVariadic: true)
        static let player = ArgumentKey<String>("PLAYER", help: "A player id, or a unique name (case-insensitive).", completion: .players)
        static let players = ArgumentKey<String>("PLAYER", help: "Player ids or unique names.", isVariadic: true, completion: .players)
        static let allowDuplicate = FlagKey("allow-duplicate", help: "Accept a name another player already has.")
        static let alias = OptionKey<String>(
            "alias", valueName: "NAME", help: "Another name the player answers to, unique among names and aliases (repeatable).",
            isRepeatable: true)
        static let sort = OptionKey<PlayerListViewModel.SortKey>("sort", valueName: "KEY", help: "Order of the rows.", default: .name)
        static let onlySkill = OptionKey<Skill>("skill", valueName: "SKILL", help: "Only players with this skill.")
        static let onlyPosition = OptionKey<Position>("position", valueName: "POSITION", help: "Only players with this position.")
        static let yes = FlagKey("yes", short: "y", help: "Delete without asking.")
        static let all = FlagKey("all", help: "Retired players too, marked as such.")
    }

    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Add players to the roster (every name, or none if one is refused).",
            discussion: """
                '-' reads a list pasted from a group chat, as 'squad add -' does (see 'gather help \
                names'): commas separate names; numbering, bullets and reactions are taken off, and \
                the notes, guests and maybes a roster does not keep are said on stderr. On a server \
                that cannot be reached, the players are kept on this machine with temporary ids \
                (~1, ~2…), which every command takes wherever an id goes, until 'gather sync' \
                creates them and says their ids on the server.
                """,
            examples: [
                "gather players add Ana", "gather players add \"Bo Lee\" --age 31 --skill professional --position goalkeeper",
                "gather players add Cy Dee Eve --skill amateur", "cut -d, -f1 club.csv | gather players add -",
                "gather players add \"Kwame Mensah\" --alias Kwa",
            ],
            arguments: [Keys.names.spec],
            options: PlayerFieldOptions.specs + [Keys.allowDuplicate.spec, Keys.alias.spec]),
        validate: { parsed in
            guard parsed.wasGiven(Keys.alias), parsed.arguments(Keys.names).count != 1 || parsed.arguments(Keys.names) == ["-"] else { return nil }
            return "--alias names one player: give it with a single NAME."
        },
        run: runAdd)

    @Sendable static func runAdd(_ context: Context) async throws {
        let parsed = context.parsed
        let arguments = parsed.arguments(Keys.names)
        let given = PlayerFieldOptions.draft(from: parsed)
        let fields = PlayerAddViewModel.Input(given, allowsDuplicateName: parsed.flag(Keys.allowDuplicate), aliases: parsed.values(Keys.alias))
        let names = arguments.contains("-") ? try namesWithStdin(arguments, context: context) : arguments
        let players = try await context.playerAddViewModel().add(names: names, with: fields)
        if context.output.json {
            // One name gives the player itself; several, or '-', give an array.
            if arguments.count == 1, arguments != ["-"], let player = players.first {
                try context.output.printJSON(PlayerJSON.withAliases(player))
            } else {
                try context.output.printJSON(players.map(PlayerJSON.withAliases))
            }
        }
        for player in players { context.output.confirm("Added player \(player.name) (\(PlayerID.tag(player.id)))") }
        if arguments.contains("-") {
            let leftOut = PastedPlayers.marksLeftOut(in: try context.standardInputText())
            if !leftOut.isEmpty {
                context.output.note(
                    "Not kept on the roster: the notes, guests and maybes of \(PlainList.joined(leftOut.map(InputError.echo))); "
                        + "'gather squad add -' keeps them for the next match")
            }
        }
    }

    /// The first '-' becomes the names on stdin, as a chat writes them (see `ChatLine`); another adds none.
    private static func namesWithStdin(_ arguments: [String], context: Context) throws -> [String] {
        guard let dash = arguments.firstIndex(of: "-") else { return arguments }
        let lines = PastedPlayers.newNames(in: try context.pastedText())
        return Array(arguments[..<dash]) + lines + arguments[(dash + 1)...].filter { $0 != "-" }
    }

    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the players of the roster.",
            examples: ["gather players list", "gather players list --skill professional --sort skill --json"],
            options: [Keys.sort.spec, Keys.onlySkill.spec, Keys.onlyPosition.spec, Keys.all.spec]),
        run: runList)

    @Sendable static func runList(_ context: Context) async throws {
        let parsed = context.parsed
        let skill = parsed.value(Keys.onlySkill)
        let position = parsed.value(Keys.onlyPosition)
        let viewModel = try context.playerListViewModel()
        let all = parsed.flag(Keys.all)
        let players = try await viewModel.players(
            sortedBy: parsed.value(Keys.sort) ?? .name, skill: skill, position: position, includingRetired: all)
        try PlayerRendering.list(players, retired: all ? try viewModel.retiredIDs() : [], aliases: true, output: context.output)
        if players.isEmpty && !context.output.json {
            context.output.note(PlayerRendering.emptyListNote(skill: skill, position: position, hint: context.output.hint))
        }
    }

    static let show = Command(
        CommandSpec(
            name: "show", abstract: "Show one player, with their record, rating and last five matches.",
            examples: ["gather players show Ana", "gather players show 12 --json"], arguments: [Keys.player.spec]),
        run: runShow)

    @Sendable static func runShow(_ context: Context) async throws {
        let standing = try await context.statsViewModel().player(context.parsed.argument(Keys.player) ?? "").noted(on: context.output)
        try StatsRendering.standing(standing, output: context.output)
    }

    static let delete = Command(
        CommandSpec(
            name: "delete", abstract: "Delete players from the roster (asks first on a terminal).",
            examples: ["gather players delete Ana", "gather players delete 3 7 --yes"],
            arguments: [Keys.players.spec],
            options: [Keys.yes.spec]).typedInFull(),
        run: runDelete)

    @Sendable static func runDelete(_ context: Context) async throws {
        let viewModel = try context.playerDetailViewModel()
        let players = try await viewModel.players(context.parsed.arguments(Keys.players))
        if !context.parsed.flag(Keys.yes), try await offerRetiring(players, viewModel: viewModel, context: context) { return }
        let names = players.map { "\($0.name) (\(PlayerID.tag($0.id)))" }.joined(separator: ", ")
        try Prompt(context: context).confirm("Delete \(names)?", flag: "yes")
        let movedUp = try await viewModel.delete(players) { player in context.output.confirm("Deleted player \(player.name) (\(PlayerID.tag(player.id)))") }
        SquadCommands.sayMoves(up: movedUp, output: context.output)
        if context.output.json { try context.output.printJSON(DeletedJSON(deleted: players.map { PlayerIDJSON($0.id) })) }
    }

    static let gathers = Command(
        CommandSpec(name: "gathers", abstract: "List the gathers a player took part in.", examples: ["gather players gathers Ana"], arguments: [Keys.player.spec]),
        run: runGathers)

    @Sendable static func runGathers(_ context: Context) async throws {
        let (player, played) = try await context.playerDetailViewModel().playedGathers(of: context.parsed.argument(Keys.player) ?? "")
            .noted(on: context.output)
        if context.output.json { return try context.output.printJSON(played.map(GatherJSON.init)) }
        guard !played.isEmpty else { return context.output.note("\(player.name) has not played in any gather yet.") }
        context.output.table(headers: ["GATHER", "DATE", "SIDE", "SCORE", "RESULT"], rows: played.map { row in
            [
                row.gather.id.shortGatherID, MinuteText.orDash(row.startedAt), row.team?.rawValue ?? "-",
                row.gather.score ?? "in progress", row.outcome.map { String($0.rawValue) } ?? "-",
            ]
        })
    }
}
