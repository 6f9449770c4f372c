import Testing
@testable import GatherCLI

@Suite struct ParsingGlobalOptionsTests {
    @Test(arguments: [
        ["--json", "players", "list"],
        ["players", "--json", "list"],
        ["players", "list", "--json"],
    ])
    func rootFlag_isAcceptedBeforeOrAfterSubcommand(_ line: [String]) throws {
        let command = try SampleCommandTree.run(line)
        #expect(command.path == ["players", "list"])
        #expect(command.flag("json"))
    }

    @Test func rootOptionWithValue_isAcceptedBeforeAndAfterSubcommand() throws {
        let before = try SampleCommandTree.run(["--server", "http://a", "players", "add", "Ana"])
        let after = try SampleCommandTree.run(["players", "add", "Ana", "--server", "http://a"])
        #expect(before.value("server") == "http://a")
        #expect(before == after)
    }

    @Test func globalIntegerOption_isValidatedAfterSubcommand() throws {
        let error = #expect(throws: UsageError.self) {
            try SampleCommandTree.makeSUT().parse(["players", "list", "--timeout", "soon"])
        }
        #expect(error?.message == "Invalid value 'soon' for '--timeout <SECONDS>': expected a whole number.")
    }

    @Test func groupOption_appliesToItsSubcommands() throws {
        let root = CommandSpec(
            name: "tool",
            abstract: "A tool.",
            subcommands: [
                CommandSpec(
                    name: "group",
                    abstract: "A group.",
                    options: [OptionSpec(long: "team", valueName: "ID", help: "The team.")],
                    subcommands: [CommandSpec(name: "leaf", abstract: "A leaf.")]
                ),
            ]
        )
        let parser = ArgumentParser(root: root, version: "1")
        #expect(try parser.parse(["group", "--team", "7", "leaf"]) == .run(ParsedCommand(path: ["group", "leaf"], values: ["team": ["7"]])))
        #expect(try parser.parse(["group", "leaf", "--team=7"]) == .run(ParsedCommand(path: ["group", "leaf"], values: ["team": ["7"]])))
    }

    @Test func subcommandOption_shadowsGlobalOfTheSameName() throws {
        let root = CommandSpec(
            name: "tool",
            abstract: "A tool.",
            options: [.flag("all", help: "Everything.")],
            subcommands: [
                CommandSpec(name: "leaf", abstract: "A leaf.", options: [OptionSpec(long: "all", valueName: "N", help: "How many.")]),
            ]
        )
        let parser = ArgumentParser(root: root, version: "1")
        #expect(try parser.parse(["leaf", "--all", "3"]) == .run(ParsedCommand(path: ["leaf"], values: ["all": ["3"]])))
    }

    @Test func rootPath_isEmpty_forALeafRoot() throws {
        let parser = ArgumentParser(root: CommandSpec(name: "tool", abstract: "A tool."), version: "1")
        #expect(try parser.parse([]) == .run(ParsedCommand(path: [])))
    }
}
