import Testing
@testable import GatherCLI

/// A prefix of a subcommand runs it where no positional could stand; a prefix of several
/// is refused naming them; a typo keeps its suggestion.
@Suite struct ParsingPrefixTests {
    @Test(arguments: [
        ("stat", WordPrefix.Match.one("stats")),
        ("stats", .one("stats")),
        ("st", .several(["start", "stats", "status"])),
        ("sta", .several(["start", "stats", "status"])),
        ("statu", .one("status")),
        ("x", .none),
        ("", .none),
    ])
    func wordPrefix_picksTheOnlyOrShortestName(_ typed: String, _ expected: WordPrefix.Match) {
        #expect(WordPrefix.match(typed, among: ["start", "stats", "status", "score"]) == expected)
    }

    @Test func prefixes_nameSubcommandsAtEveryLevel() throws {
        #expect(try SampleCommandTree.run(["pl", "l"]).path == ["players", "list"])
        #expect(try SampleCommandTree.run(["p", "ad", "Ana"]).argument("NAME") == "Ana")
    }

    @Test func prefixOfSeveralSubcommands_isAmbiguous() {
        let expected = UsageError(message: "Ambiguous command 'de': it could be 'delete' or 'detail'.", usage: "Usage: gather <subcommand>")
        #expect(throws: expected) { try Self.treeWithArgument.parse(["de"]) }
    }

    @Test func prefixOfHelp_asksForHelp() throws {
        #expect(try SampleCommandTree.makeSUT().parse(["he", "players"]) == SampleCommandTree.makeSUT().parse(["help", "players"]))
    }

    /// `show` takes a GATHER and has a subcommand `scorers`: `show sc` is the gather `sc`.
    @Test func prefix_neverShadowsAPositional() throws {
        guard case .run(let parsed) = try Self.treeWithArgument.parse(["show", "sc"]) else { throw SampleCommandTree.UnexpectedOutcome() }
        #expect(parsed.path == ["show"])
        #expect(parsed.argument("GATHER") == "sc")
    }

    private static let treeWithArgument = ArgumentParser(
        root: CommandSpec(
            name: "gather", abstract: "Root.",
            subcommands: [
                CommandSpec(name: "delete", abstract: "Delete."),
                CommandSpec(name: "detail", abstract: "Detail."),
                CommandSpec(
                    name: "show", abstract: "Show a gather.",
                    arguments: [ArgumentSpec(name: "GATHER", help: "A gather.", isOptional: true)],
                    subcommands: [CommandSpec(name: "scorers", abstract: "Scorers.")], runsWithoutSubcommand: true),
            ]),
        version: "1")
}

/// A value outside a fixed set names the set and, when one is close, the value meant.
@Suite struct ParsingValueSuggestionTests {
    @Test func optionValue_withATypo_suggestsTheAllowedValue() {
        let expected = UsageError(
            message: "Invalid value 'amatuer' for '--skill <SKILL>': expected one of beginner, amateur, professional. Did you mean 'amateur'?",
            usage: "Usage: gather players add <NAME> [--age <N>] [--skill <SKILL>]")
        #expect(throws: expected) { try SampleCommandTree.makeSUT().parse(["players", "add", "Ana", "--skill", "amatuer"]) }
    }

    @Test func optionValue_farFromEveryValue_hasNoSuggestion() {
        let error = #expect(throws: UsageError.self) { try SampleCommandTree.makeSUT().parse(["players", "add", "Ana", "--skill", "zzz"]) }
        #expect(error?.message == "Invalid value 'zzz' for '--skill <SKILL>': expected one of beginner, amateur, professional.")
    }

    @Test(arguments: [("goalkeeepr", "goalkeeper"), ("goalei", "goalkeeper"), ("kepper", "goalkeeper"), ("strikr", "striker"), ("midfeld", "midfielder")])
    func valueType_suggestsTheStoredSpellingOfTheClosestWord(_ typed: String, _ expected: String) {
        #expect(PlayerFieldOptions.position.spec.valueType?.suggestion(for: typed) == expected)
    }
}
