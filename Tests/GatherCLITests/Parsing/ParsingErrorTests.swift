import Testing
@testable import GatherCLI

/// Every usage error, with its exact message and the usage line of the command concerned.
@Suite struct ParsingErrorTests {
    private static let rootUsage = "Usage: gather [--json] [--server <URL>] [--timeout <SECONDS>] <subcommand>"
    private static let addUsage = "Usage: gather players add <NAME> [--age <N>] [--skill <SKILL>]"
    private static let listUsage = "Usage: gather players list [--sort <KEY>] [--name <TEXT>]"
    private static let deleteUsage = "Usage: gather players delete <PLAYER> ... [--yes] [--dry-run]"

    private func expectError(_ line: [String], message: String, usage: String) {
        #expect(throws: UsageError(message: message, usage: usage)) {
            try SampleCommandTree.makeSUT().parse(line)
        }
    }

    @Test func unknownLongOption_suggestsTheClosestOption() {
        expectError(["players", "list", "--nmae", "Ana"], message: "Unknown option '--nmae'. Did you mean '--name'?", usage: Self.listUsage)
    }

    @Test func unknownLongOption_withEqualsValue_namesOnlyTheOption() {
        expectError(["players", "list", "--nmae=Ana"], message: "Unknown option '--nmae'. Did you mean '--name'?", usage: Self.listUsage)
    }

    @Test func unknownLongOption_suggestsAGlobalOption() {
        expectError(["players", "list", "--jsno"], message: "Unknown option '--jsno'. Did you mean '--json'?", usage: Self.listUsage)
    }

    @Test func unknownLongOption_suggestsByPrefix() {
        expectError(["--serv", "x", "players", "list"], message: "Unknown option '--serv'. Did you mean '--server'?", usage: Self.rootUsage)
    }

    @Test func unknownLongOption_withNothingClose_hasNoSuggestion() {
        expectError(["players", "list", "--zzz"], message: "Unknown option '--zzz'.", usage: Self.listUsage)
    }

    @Test func subcommandOption_beforeItsSubcommand_isUnknown() {
        expectError(["players", "--sort", "id", "list"], message: "Unknown option '--sort'.", usage: "Usage: gather players <subcommand>")
    }

    @Test func longOptionTypedWithOneDash_suggestsTheDoubleDashForm() {
        expectError(["players", "list", "-json"], message: "Unknown option '-json'. Did you mean '--json'?", usage: Self.listUsage)
    }

    @Test func unknownShortOption_isReported() {
        expectError(["players", "delete", "Ana", "-x"], message: "Unknown option '-x'.", usage: Self.deleteUsage)
    }

    @Test func unknownShortOption_insideACluster_isReportedAlone() {
        expectError(["players", "delete", "Ana", "-yx"], message: "Unknown option '-x'.", usage: Self.deleteUsage)
    }

    @Test func unknownCommand_suggestsTheClosestCommand() {
        expectError(["plyers", "list"], message: "Unknown command 'plyers'. Did you mean 'players'?", usage: Self.rootUsage)
    }

    @Test func unknownSubcommand_suggestsAmongItsSiblings() {
        expectError(["players", "dd", "Ana"], message: "Unknown command 'dd'. Did you mean 'add'?", usage: "Usage: gather players <subcommand>")
    }

    @Test func unknownCommand_withNothingClose_hasNoSuggestion() {
        expectError(["zzzzz"], message: "Unknown command 'zzzzz'.", usage: Self.rootUsage)
    }

    @Test func missingValue_atTheEnd_namesTheOption() {
        expectError(["players", "add", "Ana", "--age"], message: "Missing value for '--age <N>'.", usage: Self.addUsage)
    }

    @Test func missingValue_beforeAnotherOption_namesTheOption() {
        expectError(["players", "add", "Ana", "--age", "--json"], message: "Missing value for '--age <N>'.", usage: Self.addUsage)
    }

    @Test func missingValue_forAShortOption_namesTheLongForm() {
        expectError(["players", "add", "Ana", "-s"], message: "Missing value for '--skill <SKILL>'.", usage: Self.addUsage)
    }

    @Test func missingValue_beforeDoubleDash_namesTheOption() {
        expectError(["players", "add", "--age", "--", "Ana"], message: "Missing value for '--age <N>'.", usage: Self.addUsage)
    }

    @Test func valueNotAllowed_listsTheAllowedValues() {
        expectError(
            ["players", "add", "Ana", "--skill", "wizard"],
            message: "Invalid value 'wizard' for '--skill <SKILL>': expected one of beginner, amateur, professional.",
            usage: Self.addUsage
        )
    }

    @Test(arguments: ["abc", "3.5", "", "12x"])
    func integerOption_rejectsNonNumbers(_ typed: String) {
        expectError(
            ["players", "add", "Ana", "--age=\(typed)"],
            message: "Invalid value '\(typed)' for '--age <N>': expected a whole number.",
            usage: Self.addUsage
        )
    }

    @Test func flagGivenAValue_isRejected() {
        expectError(["players", "list", "--json=yes"], message: "Option '--json' does not take a value.", usage: Self.listUsage)
    }

    @Test func shortFlagGivenAValue_isRejected() {
        expectError(["players", "delete", "Ana", "-y=1"], message: "Option '--yes' does not take a value.", usage: Self.deleteUsage)
    }

    @Test func missingArgument_namesIt() {
        expectError(["players", "add"], message: "Missing argument 'NAME'.", usage: Self.addUsage)
    }

    @Test func missingVariadicArgument_namesIt() {
        expectError(["players", "delete", "--yes"], message: "Missing argument 'PLAYER'.", usage: Self.deleteUsage)
    }

    @Test func extraArgument_isUnexpected() {
        expectError(["players", "add", "Ana", "Bob"], message: "Unexpected argument 'Bob'.", usage: Self.addUsage)
    }

    @Test func argumentAfterDoubleDash_onAGroup_isUnexpected() {
        expectError(["players", "--", "add"], message: "Unexpected argument 'add'.", usage: "Usage: gather players <subcommand>")
    }

    @Test func conflictingOptions_areRejected() {
        expectError(
            ["players", "delete", "Ana", "--dry-run", "-y"],
            message: "Options '--yes' and '--dry-run' cannot be used together.",
            usage: Self.deleteUsage
        )
    }

    @Test func formatted_isErrorThenUsage() {
        let error = UsageError(message: "Unknown option '--nmae'.", usage: "Usage: gather")
        #expect(error.formatted == "Error: Unknown option '--nmae'.\nUsage: gather")
        #expect(error.exitStatus == .usage)
        #expect(error.errorDescription == "Unknown option '--nmae'.")
    }
}
