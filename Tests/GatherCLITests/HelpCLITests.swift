import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather`, `-h`, `--help`, `help`, `--version` and the help topics.
@Suite struct HelpCLITests {
    @Test(arguments: [[], ["-h"], ["--help"], ["help"]])
    func rootHelp_fromEveryForm_isTheSamePageOnStdout(_ arguments: [String]) async {
        let home = TestHome()
        let result = await gather(arguments: arguments, home: home)
        #expect(result.code == 0)
        #expect(result.stdout == HelpGoldenCLITests.rootHelp)
        #expect(result.stderr.isEmpty)
    }

    @Test func rootHelp_hasTheSectionsAndEndsWithHowToGetMoreHelp() async {
        let home = TestHome()
        let page = await gather("--help", home: home).stdout
        for section in ["EXAMPLES:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(page.contains("\n\(section)\n"), "missing \(section)")
        }
        #expect(page.hasSuffix("See 'gather help <subcommand>' for detailed help.\n"))
    }

    /// `fees` and `sync` are a command and a topic: a prefix of one of them is that one, not "fees or fees".
    @Test(arguments: [("fee", "fees"), ("syn", "sync")])
    func aPrefixOfANameThatIsCommandAndTopic_isThatName(prefix: String, name: String) async {
        let home = TestHome()
        let typed = await gather("help", prefix, home: home)
        #expect(typed.code == 0, "\(typed.stderr)")
        #expect(typed.stdout == (await gather("help", name, home: home)).stdout)
    }

    @Test func helpPlayersAdd_equalsPlayersAddDashDashHelp() async {
        let home = TestHome()
        let viaHelp = await gather("help", "players", "add", home: home)
        let viaFlag = await gather("players", "add", "--help", home: home)
        #expect(viaHelp.code == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout == HelpGoldenCLITests.playersAddHelp)
    }

    @Test func subcommandHelp_showsAllowedValues() async {
        let home = TestHome()
        let page = await gather("players", "add", "-h", home: home).stdout
        let words = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("(values: beginner, amateur, professional)"))
        #expect(words.contains("(values: goalkeeper, defender, midfielder, winger, striker)"))
        #expect(page.contains("ARGUMENTS:"))
    }

    @Test func version_printsTheVersionAlone() async {
        let home = TestHome()
        let result = await gather("--version", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func helpExitCodes_listsEveryCodeOfTheTable() async {
        let home = TestHome()
        let result = await gather("help", "exit-codes", home: home)
        #expect(result.code == 0)
        let codes = outputLines(result.stdout).compactMap { line in
            line.split(separator: " ").first.flatMap { Int32($0) }
        }
        #expect(codes == [0, 1, 3, 64, 65, 66, 69, 70, 74, 75, 76, 77, 78, 130, 143])
        #expect(result.stdout.contains("74   output error: could not write the result, or a data file for want of"))
        #expect(result.stdout.contains("usage error"))
        #expect(result.stdout.contains("interrupted (Ctrl-C)"))
    }

    @Test func helpOfAnUnknownTopic_isAUsageError() async {
        let home = TestHome()
        let result = await gather("help", "exit-codez", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
