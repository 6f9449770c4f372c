@testable import GatherCLI

/// A small tree shaped like gather's, so the parser is tested without the real commands.
enum SampleCommandTree {
    static let root = CommandSpec(
        name: "gather",
        abstract: "Organise football gathers from the terminal.",
        examples: ["gather players list", "gather start --teams 2"],
        options: [
            .flag("json", help: "Print JSON."),
            OptionSpec(long: "server", valueName: "URL", help: "The server to talk to."),
            OptionSpec(long: "timeout", valueName: "SECONDS", help: "Seconds before a request gives up.", defaultValue: "15", kind: .integer),
        ],
        subcommands: [players, start],
        helpTopics: [
            HelpTopic(name: "exit-codes", abstract: "What each exit code means.", text: "0   success\n64  usage error"),
        ]
    )

    static let players = CommandSpec(
        name: "players",
        abstract: "Manage the squad.",
        examples: ["gather players add Ana --skill amateur"],
        subcommands: [add, list, delete]
    )

    static let add = CommandSpec(
        name: "add",
        abstract: "Add a player.",
        examples: ["gather players add Ana --age 30 --skill amateur"],
        arguments: [ArgumentSpec(name: "NAME", help: "The player's name.")],
        options: [
            OptionSpec(long: "age", short: "a", valueName: "N", help: "Age in years.", kind: .integer),
            OptionSpec(
                long: "skill", short: "s", valueName: "SKILL", help: "How good the player is.",
                allowedValues: ["beginner", "amateur", "professional"]
            ),
        ]
    )

    static let list = CommandSpec(
        name: "list",
        abstract: "List the players.",
        options: [
            OptionSpec(long: "sort", valueName: "KEY", help: "Order of the rows.", allowedValues: ["name", "id", "skill"], defaultValue: "name"),
            OptionSpec(long: "name", valueName: "TEXT", help: "Only players whose name contains this text."),
        ]
    )

    static let delete = CommandSpec(
        name: "delete",
        abstract: "Delete players.",
        arguments: [ArgumentSpec(name: "PLAYER", help: "Name or id of a player.", isVariadic: true)],
        options: [
            .flag("yes", short: "y", help: "Do not ask for confirmation."),
            .flag("dry-run", help: "Only show what would be deleted.", conflicts: ["yes"]),
        ]
    )

    static let start = CommandSpec(
        name: "start",
        abstract: "Start a gather.",
        arguments: [ArgumentSpec(name: "TITLE", help: "A title for the gather.", isOptional: true)],
        options: [
            OptionSpec(long: "teams", valueName: "TEAMS", help: "How many teams.", kind: .integer),
            OptionSpec(long: "player", short: "p", valueName: "P", help: "A player who takes part.", isRepeatable: true),
        ]
    )

    static func makeSUT() -> ArgumentParser {
        ArgumentParser(root: root, version: "1.0.0")
    }

    /// Parses a line expected to run a command.
    static func run(_ arguments: [String]) throws -> ParsedCommand {
        guard case .run(let command) = try makeSUT().parse(arguments) else {
            throw UnexpectedOutcome()
        }
        return command
    }

    /// Parses a line expected to print help.
    static func helpText(_ arguments: [String]) throws -> String {
        guard case .help(let text) = try makeSUT().parse(arguments) else {
            throw UnexpectedOutcome()
        }
        return text
    }

    struct UnexpectedOutcome: Error {}
}
