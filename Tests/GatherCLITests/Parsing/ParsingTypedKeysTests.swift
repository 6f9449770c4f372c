@testable import FootballGatherCore
import Testing
@testable import GatherCLI

@Suite struct ParsingTypedKeysTests {
    private enum Keys {
        static let position = OptionKey<Position>("position", valueName: "POSITION", help: "Where.")
        static let sort = OptionKey<PlayerListViewModel.SortKey>("sort", valueName: "KEY", help: "Order.", default: .name)
        static let count = OptionKey<Int>("count", valueName: "N", help: "How many.")
        static let score = OptionKey<Score>("score", valueName: "SCORE", help: "The score.", isRepeatable: true)
        static let yes = FlagKey("yes", help: "Do it.")
        static let team = ArgumentKey<Team>("TEAM", help: "a or b.")
        static let players = ArgumentKey<String>("PLAYER", help: "Players.", isOptional: true, isVariadic: true)
    }

    private let parser = ArgumentParser(
        root: CommandSpec(
            name: "tool", abstract: "A tool.",
            subcommands: [
                CommandSpec(
                    name: "goal", abstract: "Score.", arguments: [Keys.team.spec, Keys.players.spec],
                    options: [Keys.position.spec, Keys.sort.spec, Keys.count.spec, Keys.score.spec, Keys.yes.spec])
            ]),
        version: "1")

    private func parse(_ words: String...) throws(UsageError) -> ParsedCommand {
        guard case .run(let parsed) = try parser.parse(words) else {
            throw UsageError(message: "not a command", usage: "")
        }
        return parsed
    }

    @Test func position_acceptsTheAppsAbbreviations_inAnyCase() throws {
        #expect(try parse("goal", "a", "--position", "gk").value(Keys.position) == .goalkeeper)
        #expect(try parse("goal", "a", "--position", "St").value(Keys.position) == .striker)
        #expect(try parse("goal", "a", "--position", "MIDFIELDER").value(Keys.position) == .midfielder)
    }

    @Test func position_storesTheServersSpelling() throws {
        #expect(try parse("goal", "a", "--position", "def").value("position") == "defender")
    }

    @Test func position_refused_namesWhatItAccepts() {
        #expect {
            try parse("goal", "a", "--position", "libero")
        } throws: { error in
            let message = (error as? UsageError)?.message ?? ""
            return message.contains("'libero'") && message.contains("goalkeeper (GK)") && message.contains("striker (ST)")
        }
    }

    @Test func defaultValue_isTyped_andNotGiven() throws {
        let parsed = try parse("goal", "b")
        #expect(parsed.value(Keys.sort) == .name)
        #expect(!parsed.wasGiven(Keys.sort))
        #expect(!parsed.flag(Keys.yes))
    }

    @Test func integerOption_refusesText() {
        #expect(throws: UsageError.self) { try parse("goal", "a", "--count", "three") }
    }

    @Test func repeatedTypedOption_keepsEveryValue() throws {
        let parsed = try parse("goal", "a", "--score", "1-0", "--score", "2-2")
        #expect(parsed.values(Keys.score) == [Score(teamA: 1, teamB: 0), Score(teamA: 2, teamB: 2)])
    }

    @Test func typedArgument_isParsed() throws {
        let parsed = try parse("goal", "Team-B", "Ana", "Bo")
        #expect(parsed.argument(Keys.team) == .teamB)
        #expect(parsed.arguments(Keys.players) == ["Ana", "Bo"])
    }

    @Test func typedArgument_refused_isAUsageErrorNamingTheArgument() {
        #expect(throws: UsageError(
            message: "Invalid value 'c' for '<TEAM>': expected one of a, b.",
            usage: "Usage: tool goal <TEAM> [<PLAYER> ...] [<options>]"
        )) { try parse("goal", "c") }
    }

    @Test func allowedValues_comeFromTheType_forHelpAndCompletion() {
        #expect(Keys.position.spec.allowedValues == Position.allCases.map(\.rawValue))
        #expect(Keys.team.spec.valueType?.allowedValues == ["a", "b"])
        #expect(Keys.count.spec.allowedValues == nil)
    }
}

@Suite struct ArgumentKeyCompletionTests {
    @Test func typedArgument_completesItsValues_unlessToldOtherwise() {
        #expect(ArgumentKey<Team>("TEAM", help: "").spec.completion == .values(["a", "b"]))
        #expect(ArgumentKey<String>("FILE", help: "", completion: .files).spec.completion == .files)
        #expect(ArgumentKey<String>("NAME", help: "").spec.completion == .nothing)
    }
}
