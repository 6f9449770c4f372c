import FootballGatherCore
import Foundation

/// `gather players …`: keep the roster.
enum PlayersCommands {
    static let group = Command(
        group: CommandSpec(
            name: "players", abstract: "Add, list, show, edit and delete players.",
            examples: ["gather players add Ana --age 24 --skill amateur --position striker", "gather players list --sort skill"]),
        [add, list, show, edit, delete, gathers])

    static let skillValues = Skill.allCases.map(\.rawValue)
    static let positionValues = Position.allCases.map(\.rawValue)
    static let playerArgument = ArgumentSpec(name: "PLAYER", help: "A player id, or a unique name (case-insensitive).")

    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Add a player to the roster.",
            examples: ["gather players add Ana", "gather players add \"Bo Lee\" --age 31 --skill professional --position goalkeeper"],
            arguments: [ArgumentSpec(name: "NAME", help: "The player's name (at most 64 characters).")],
            options: [
                OptionSpec(long: "age", valueName: "N", help: "Age in years, 1 to 99.", kind: .integer),
                OptionSpec(long: "skill", valueName: "SKILL", help: "How good the player is.", allowedValues: skillValues),
                OptionSpec(long: "position", valueName: "POSITION", help: "Preferred position.", allowedValues: positionValues),
                OptionSpec(long: "favourite-team", valueName: "TEAM", help: "The player's favourite team (at most 64 characters)."),
                allowDuplicate,
            ]),
        run: runAdd)

    static let allowDuplicate = OptionSpec.flag(
        "allow-duplicate", help: "Accept a name another player already has.")

    @Sendable static func runAdd(_ context: Context) async throws {
        let parsed = context.parsed
        let input = PlayerAddViewModel.Input(
            name: parsed.argument("NAME") ?? "", age: parsed.integer("age"), skill: parsed.value("skill"),
            position: parsed.value("position"), favouriteTeam: parsed.value("favourite-team"),
            allowsDuplicateName: parsed.flag("allow-duplicate"))
        let player = try await PlayerAddViewModel(service: try context.services().players).add(input)
        if context.output.json { try context.output.printJSON(player) }
        context.output.confirm("Added player \(player.name) (#\(player.id))")
    }

    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the players of the roster.",
            examples: ["gather players list", "gather players list --skill professional --sort skill --json"],
            options: [
                OptionSpec(long: "sort", valueName: "KEY", help: "Order of the rows.", allowedValues: PlayerListViewModel.SortKey.allCases.map(\.rawValue), defaultValue: "name"),
                OptionSpec(long: "skill", valueName: "SKILL", help: "Only players with this skill.", allowedValues: skillValues),
                OptionSpec(long: "position", valueName: "POSITION", help: "Only players with this position.", allowedValues: positionValues),
            ]),
        run: runList)

    @Sendable static func runList(_ context: Context) async throws {
        let parsed = context.parsed
        let skill = parsed.value("skill").flatMap(Skill.init(userInput:))
        let position = parsed.value("position").flatMap(Position.init(userInput:))
        let players = try await PlayerListViewModel(service: try context.services().players).players(
            sortedBy: parsed.value("sort").flatMap(PlayerListViewModel.SortKey.init(rawValue:)) ?? .name,
            skill: skill, position: position)
        try PlayerRendering.list(players, output: context.output)
        if players.isEmpty && !context.output.json {
            context.output.note(PlayerListViewModel.emptyMessage(skill: skill, position: position))
        }
    }

    static let show = Command(
        CommandSpec(name: "show", abstract: "Show one player.", examples: ["gather players show Ana", "gather players show 12 --json"], arguments: [playerArgument]),
        run: runShow)

    @Sendable static func runShow(_ context: Context) async throws {
        let player = try await PlayerDetailViewModel(service: try context.services().players)
            .player(context.parsed.argument("PLAYER") ?? "")
        try PlayerRendering.detail(player, output: context.output)
    }

    static let delete = Command(
        CommandSpec(
            name: "delete", abstract: "Delete players from the roster (asks first on a terminal).",
            examples: ["gather players delete Ana", "gather players delete 3 7 --yes"],
            arguments: [ArgumentSpec(name: "PLAYER", help: "Player ids or unique names.", isVariadic: true)],
            options: [.flag("yes", short: "y", help: "Delete without asking.")]),
        run: runDelete)

    @Sendable static func runDelete(_ context: Context) async throws {
        let viewModel = PlayerDetailViewModel(service: try context.services().players)
        let players = try await viewModel.players(context.parsed.arguments("PLAYER"))
        let names = players.map { "\($0.name) (#\($0.id))" }.joined(separator: ", ")
        try Prompt(context: context).confirm("Delete \(names)?", flag: "yes")
        for player in players {
            try await viewModel.delete(player)
            context.output.confirm("Deleted player \(player.name) (#\(player.id))")
        }
    }

    static let gathers = Command(
        CommandSpec(name: "gathers", abstract: "List the gathers a player took part in.", examples: ["gather players gathers Ana"], arguments: [playerArgument]),
        run: runGathers)

    @Sendable static func runGathers(_ context: Context) async throws {
        let (player, gathers) = try await PlayerDetailViewModel(service: try context.services().players)
            .gathers(of: context.parsed.argument("PLAYER") ?? "")
        if context.output.json { return try context.output.printJSON(gathers) }
        guard !gathers.isEmpty else { return context.output.note("\(player.name) has not played in any gather yet.") }
        context.output.table(headers: ["GATHER", "SCORE", "WINNER"], rows: gathers.map { gather in
            [gather.id.uuidString, gather.score ?? "in progress", gather.winnerTeam ?? "-"]
        })
    }
}
