import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// A command line gather cannot accept: `Error: …` and the usage line on stderr,
/// nothing on stdout, exit 64.
@Suite struct UsageErrorCLITests {
    @Test func unknownCommand_suggestsTheClosestOne() async {
        let home = TestHome()
        let result = await gather("plaeyrs", "list", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: Unknown command 'plaeyrs'. Did you mean 'players'?
            Usage: gather [<options>] <subcommand>

            """)
    }

    /// Every value says what it expects; none says only "a value".
    @Test func aMalformedAmount_saysWhatAnAmountIs() async {
        let result = await gather("fees", "paid", "Ana", "1.010", home: TestHome())
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix(
            "Error: Invalid value '1.010' for '<AMOUNT>': expected an amount up to 1000000 with at most two decimals after a point, like 20 or 12.50.\n"))
    }

    @Test func unknownSubcommand_suggestsTheClosestOne() async {
        let home = TestHome()
        let result = await gather("players", "lsit", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Unknown command 'lsit'. Did you mean 'list'?\nUsage: gather players"))
    }

    @Test func unknownOption_suggestsTheClosestOne() async {
        let home = TestHome()
        let result = await gather("players", "edit", "1", "--nmae", "Bo", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--nmae'. Did you mean '--name'?\nUsage: gather players edit"))
    }

    @Test func nonNumericAge_namesTheOptionAndWhatItAccepts() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "--age", "abc", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: Invalid value 'abc' for '--age <N>': expected a whole number.
            Usage: gather players add <NAME> ... [<options>]

            """)
        #expect(await gather("players", "list", "--json", home: home).stdout == "[]\n")
    }

    @Test func unknownSkill_listsTheAllowedValues() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "--skill", "wizard", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: Invalid value 'wizard' for '--skill <SKILL>': expected one of beginner, amateur, professional.
            Usage: gather players add <NAME> ... [<options>]

            """)
    }

    @Test func missingName_isAUsageError() async {
        let home = TestHome()
        let result = await gather("players", "add", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: Missing argument 'NAME'.
            Usage: gather players add <NAME> ... [<options>]

            """)
    }

    @Test func missingSecondArgument_namesTheSecond() async {
        let result = await gather("config", "set", "server", home: TestHome())
        #expect(result.code == 64)
        #expect(result.stderr == """
            Error: Missing argument 'VALUE'.
            Usage: gather config set <KEY> <VALUE>

            """)
    }

    @Test func usageError_isNotHiddenByQuiet() async {
        let home = TestHome()
        let result = await gather("players", "add", "--quiet", home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: Missing argument 'NAME'."))
    }

    @Test func globalOptions_workBeforeAndAfterTheSubcommand() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let before = await gather("--json", "players", "list", home: home)
        let after = await gather("players", "list", "--json", home: home)
        #expect(before.code == 0)
        #expect(before.stdout == after.stdout)
        #expect(before.stdout.hasPrefix("["))
    }
}
