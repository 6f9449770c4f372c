@testable import FootballGatherCore
import Testing
@testable import GatherCLI

@Suite struct ParsingArgumentTests {
    @Test func leaf_runsWithItsPath() throws {
        let command = try SampleCommandTree.run(["players", "add", "Ana"])
        #expect(command.path == ["players", "add"])
        #expect(command.argument("NAME") == "Ana")
    }

    @Test func argument_mayFollowItsOptions() throws {
        let command = try SampleCommandTree.run(["players", "add", "--skill", "amateur", "Ana"])
        #expect(command.argument("NAME") == "Ana")
        #expect(command.value("skill") == "amateur")
    }

    @Test func variadicArgument_takesEveryWord() throws {
        let command = try SampleCommandTree.run(["players", "delete", "Ana", "-y", "Bob", "12"])
        #expect(command.arguments("PLAYER") == ["Ana", "Bob", "12"])
        #expect(command.argument("PLAYER") == "Ana")
    }

    @Test func optionalArgument_mayBeLeftOut() throws {
        let command = try SampleCommandTree.run(["start"])
        #expect(command.argument("TITLE") == nil)
        #expect(command.arguments("TITLE") == [])
    }

    @Test func optionalArgument_isBound_whenGiven() throws {
        #expect(try SampleCommandTree.run(["start", "Friday"]).argument("TITLE") == "Friday")
    }

    @Test func wordNamingASubcommand_isAnArgument_onceInALeaf() throws {
        #expect(try SampleCommandTree.run(["players", "add", "list"]).argument("NAME") == "list")
    }

    @Test func binding_leavesWordsForRequiredArgumentsAfterAVariadicOne() throws {
        let arguments = [
            ArgumentSpec(name: "SOURCE", help: "", isVariadic: true),
            ArgumentSpec(name: "TARGET", help: ""),
        ]
        let bound = try PositionalBinding.bind(["a", "b", "c"], to: arguments, usage: "")
        #expect(bound == ["SOURCE": ["a", "b"], "TARGET": ["c"]])
    }

    @Test func binding_skipsAnOptionalArgument_whenWordsRunShort() throws {
        let arguments = [
            ArgumentSpec(name: "FIRST", help: "", isOptional: true),
            ArgumentSpec(name: "SECOND", help: ""),
        ]
        let bound = try PositionalBinding.bind(["only"], to: arguments, usage: "")
        #expect(bound == ["SECOND": ["only"]])
    }

    @Test func parsedCommand_canBeBuiltDirectly_forCommandTests() {
        let command = ParsedCommand(
            path: ["players", "add"],
            values: ["age": ["30"]],
            flags: ["json"],
            defaults: ["sort": "name"],
            arguments: ["NAME": ["Ana"]]
        )
        #expect(command.integer("age") == 30)
        #expect(command.flag("json"))
        #expect(command.value("sort") == "name")
        #expect(command.wasGiven("sort") == false)
        #expect(command.argument("NAME") == "Ana")
    }
}

/// `stats --sort`: a key's name in any case, or a longer spelling; anything else refused.
@Suite struct SortKeyArgumentTests {
    @Test(arguments: [
        ("win%", RecordSortKey.winPercent), ("GD", .goalDifference), ("goal-difference", .goalDifference),
        (" Rating ", .rating), ("POINTS", .points), ("PPG", .ppg), ("points-per-match", .ppg), ("WinPercent", .winPercent),
    ])
    func aSortKey_isReadInAnySpelling(text: String, key: RecordSortKey) {
        #expect(RecordSortKey(argument: text) == key)
    }

    @Test func anUnknownSortKey_isRefused() {
        #expect(RecordSortKey(argument: "elo") == nil)
        #expect(RecordSortKey(argument: "points per match") == nil)
    }
}
