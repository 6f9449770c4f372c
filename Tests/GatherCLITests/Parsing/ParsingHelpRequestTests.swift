import Testing
@testable import GatherCLI

/// Every way of asking for help reaches the same page; help wins over other outcomes.
@Suite struct ParsingHelpRequestTests {
    private let sut = SampleCommandTree.makeSUT()

    @Test(arguments: [[], ["-h"], ["--help"], ["help"], ["--json", "--help"]])
    func rootHelp_isShownFor(_ line: [String]) throws {
        #expect(try sut.parse(line) == .help(sut.help(for: [])))
    }

    @Test(arguments: [
        ["help", "players", "add"],
        ["players", "add", "--help"],
        ["players", "add", "-h"],
        ["-h", "players", "add"],
        ["players", "help", "add"],
        ["players", "add", "Ana", "--age", "3", "--help"],
    ])
    func subcommandHelp_isTheSameWhicheverWayItIsAsked(_ line: [String]) throws {
        #expect(try sut.parse(line) == .help(sut.help(for: ["players", "add"])))
    }

    @Test(arguments: [["players"], ["players", "--help"], ["help", "players"], ["--json", "players"]])
    func groupWithoutSubcommand_showsItsHelp(_ line: [String]) throws {
        #expect(try sut.parse(line) == .help(sut.help(for: ["players"])))
    }

    @Test func helpFlag_winsOverAnErrorOnTheSameLine() throws {
        #expect(try sut.parse(["players", "add", "--nmae", "--help"]) == .help(sut.help(for: ["players", "add"])))
        #expect(try sut.parse(["players", "add", "--age", "-h"]) == .help(sut.help(for: ["players", "add"])))
    }

    @Test func helpFlag_afterAnUnknownCommand_showsTheHelpOfWhatWasFound() throws {
        #expect(try sut.parse(["players", "nosuch", "--help"]) == .help(sut.help(for: ["players"])))
    }

    @Test func helpFlag_afterDoubleDash_isAnArgument() throws {
        #expect(try SampleCommandTree.run(["players", "add", "--", "--help"]).argument("NAME") == "--help")
    }

    @Test func helpTopic_printsItsText() throws {
        #expect(try sut.parse(["help", "exit-codes"]) == .help("0   success\n64  usage error"))
    }

    @Test func unknownHelpName_withNothingClose_isAnUnknownCommand() {
        #expect(throws: UsageError(message: "Unknown command 'nosuch'.", usage: sut.usage(for: []))) {
            try sut.parse(["help", "nosuch"])
        }
    }

    @Test func mistypedHelpTopic_suggestsTheTopic() {
        let error = #expect(throws: UsageError.self) { try sut.parse(["help", "exit-cdoes"]) }
        #expect(error?.message == "Unknown help topic 'exit-cdoes'. Did you mean 'exit-codes'?")
    }

    @Test func prefixAfterHelp_namesTheCommandOrTopic() throws {
        #expect(try sut.parse(["help", "exit"]) == .help("0   success\n64  usage error"))
        #expect(try sut.parse(["help", "pl", "ad"]) == sut.parse(["help", "players", "add"]))
    }

    @Test func mistypedCommandAfterHelp_suggestsTheCommand() {
        let error = #expect(throws: UsageError.self) { try sut.parse(["help", "plyers"]) }
        #expect(error?.message == "Unknown command 'plyers'. Did you mean 'players'?")
    }

    @Test func mistypedNestedCommandAfterHelp_suggestsTheSibling() {
        let expected = UsageError(message: "Unknown command 'lst'. Did you mean 'list'?", usage: "Usage: gather players <subcommand>")
        #expect(throws: expected) { try sut.parse(["help", "players", "lst"]) }
    }

    @Test func wordsAfterALeafInHelp_areUnexpected() {
        let error = #expect(throws: UsageError.self) { try sut.parse(["help", "players", "add", "extra"]) }
        #expect(error?.message == "Unexpected argument 'extra'.")
    }

    @Test func mistypedHelpCommand_isSuggested() {
        let error = #expect(throws: UsageError.self) { try sut.parse(["hlep"]) }
        #expect(error?.message == "Unknown command 'hlep'. Did you mean 'help'?")
    }

    @Test(arguments: [["--version"], ["players", "list", "--version"], ["--json", "--version"]])
    func versionFlag_anywhere_asksForTheVersion(_ line: [String]) throws {
        #expect(try sut.parse(line) == .version)
    }

    @Test func helpFlag_winsOverVersion() throws {
        #expect(try sut.parse(["--version", "--help"]) == .help(sut.help(for: [])))
    }

    @Test func versionFlag_givenAValue_isRejected() {
        let error = #expect(throws: UsageError.self) { try sut.parse(["--version=2"]) }
        #expect(error?.message == "Option '--version' does not take a value.")
    }

    @Test func helpAndUsage_forAnUnknownPath_describeTheDeepestKnownCommand() {
        #expect(sut.help(for: ["players", "nosuch"]) == sut.help(for: ["players"]))
        #expect(sut.usage(for: ["nosuch"]) == sut.usage(for: []))
    }
}
