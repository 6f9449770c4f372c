import Testing
@testable import GatherCLI

/// Pins the help pages word for word; a change here is a change users see.
@Suite struct ParsingHelpGoldenTests {
    private let sut = SampleCommandTree.makeSUT()

    @Test func rootHelp() {
        #expect(sut.help(for: []) == """
            Organise football gathers from the terminal.

            EXAMPLES:
              gather players list
              gather start --teams 2

            USAGE:
              gather [--json] [--server <URL>] [--timeout <SECONDS>] <subcommand>

            OPTIONS:
              --json               Print JSON.
              --server <URL>       The server to talk to.
              --timeout <SECONDS>  Seconds before a request gives up. (default: 15)
              --version            Show the version.
              -h, --help           Show help information.

            SUBCOMMANDS:
              players              Manage the squad.
              start                Start a gather.

            HELP TOPICS:
              exit-codes           What each exit code means.

            See 'gather help <subcommand>' for detailed help.
            """)
    }

    @Test func groupHelp() {
        #expect(sut.help(for: ["players"]) == """
            Manage the squad.

            EXAMPLES:
              gather players add Ana --skill amateur

            USAGE:
              gather players <subcommand>

            OPTIONS:
              -h, --help  Show help information.

            SUBCOMMANDS:
              add         Add a player.
              list        List the players.
              delete      Delete players.

            GLOBAL OPTIONS:
              --json, --server <URL>, --timeout <SECONDS>
              See 'gather --help' for what they do.

            See 'gather help players <subcommand>' for detailed help.
            """)
    }

    @Test func subcommandHelp() {
        #expect(sut.help(for: ["players", "add"]) == """
            Add a player.

            EXAMPLES:
              gather players add Ana --age 30 --skill amateur

            USAGE:
              gather players add <NAME> [--age <N>] [--skill <SKILL>]

            ARGUMENTS:
              <NAME>               The player's name.

            OPTIONS:
              -a, --age <N>        Age in years.
              -s, --skill <SKILL>  How good the player is. (values: beginner, amateur,
                                   professional)
              -h, --help           Show help information.

            GLOBAL OPTIONS:
              --json, --server <URL>, --timeout <SECONDS>
              See 'gather --help' for what they do.
            """)
    }

    @Test func helpWithoutExamplesOrArguments_leavesThoseSectionsOut() {
        let help = sut.help(for: ["players", "list"])
        #expect(!help.contains("EXAMPLES:"))
        #expect(!help.contains("ARGUMENTS:"))
        #expect(!help.contains("SUBCOMMANDS:"))
        #expect(!help.contains("See 'gather help"))
        #expect(help.contains("  --sort <KEY>   Order of the rows. (values: name, id, skill) (default: name)"))
    }

    @Test func usage_ofAVariadicAndRepeatableCommand() {
        #expect(sut.usage(for: ["players", "delete"]) == "Usage: gather players delete <PLAYER> ... [--yes] [--dry-run]")
        #expect(sut.usage(for: ["start"]) == "Usage: gather start [<TITLE>] [--teams <TEAMS>] [--player <P> ...]")
    }

    @Test func discussion_followsTheAbstract_wrappedAt80Columns() {
        let root = CommandSpec(
            name: "tool",
            abstract: "Does one thing.",
            discussion: String(repeating: "word ", count: 20) + "end."
        )
        let help = ArgumentParser(root: root, version: "1").help(for: [])
        #expect(help == """
            Does one thing.

            word word word word word word word word word word word word word word word word
            word word word word end.

            USAGE:
              tool

            OPTIONS:
              --version   Show the version.
              -h, --help  Show help information.
            """)
    }

    @Test func usageWiderThan80Columns_collapsesOptions() {
        let options = (1...6).map { OptionSpec(long: "option-\($0)", valueName: "VALUE", help: "An option.") }
        let leaf = CommandSpec(name: "leaf", abstract: "A leaf.", arguments: [ArgumentSpec(name: "FILE", help: "A file.")], options: options)
        let parser = ArgumentParser(root: CommandSpec(name: "tool", abstract: "A tool.", subcommands: [leaf]), version: "1")
        #expect(parser.usage(for: ["leaf"]) == "Usage: tool leaf <FILE> [<options>]")
        #expect(parser.help(for: ["leaf"]).contains("USAGE:\n  tool leaf <FILE> [<options>]\n"))
    }

    @Test func labelWiderThanTheColumn_putsItsHelpOnTheNextLine() {
        let option = OptionSpec(long: "a-very-long-option-name", valueName: "SOMETHING", help: "Explained here.")
        let parser = ArgumentParser(root: CommandSpec(name: "tool", abstract: "A tool.", options: [option]), version: "1")
        #expect(parser.help(for: []).contains("""
            OPTIONS:
              --a-very-long-option-name <SOMETHING>
                          Explained here.
              --version   Show the version.
            """))
    }

    @Test func everyHelpLine_fitsIn80Columns() {
        for path in [[], ["players"], ["players", "add"], ["players", "list"], ["players", "delete"], ["start"]] {
            let lines = sut.help(for: path).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 80 }, "help for \(path)")
        }
    }
}
