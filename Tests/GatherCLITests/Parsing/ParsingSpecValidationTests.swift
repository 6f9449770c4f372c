import Testing
@testable import GatherCLI

@Suite struct ParsingSpecValidationTests {
    @Test func sampleTree_isSound() {
        #expect(SampleCommandTree.root.validationProblems == [])
    }

    @Test func reservedShortH_isReported() {
        let root = CommandSpec(name: "tool", abstract: "", options: [.flag("hard", short: "h", help: "")])
        #expect(root.validationProblems == ["'tool' uses '-h', which is reserved for help."])
    }

    @Test func duplicateNames_areReported() {
        let leaf = CommandSpec(name: "leaf", abstract: "")
        let root = CommandSpec(
            name: "tool",
            abstract: "",
            options: [.flag("json", help: ""), .flag("json", help: "")],
            subcommands: [leaf, leaf]
        )
        #expect(root.validationProblems == [
            "'tool' has two subcommands named 'leaf'.",
            "'tool' has two options '--json'.",
        ])
    }

    @Test func shortClashingWithAGlobal_isReportedOnTheSubcommand() {
        let leaf = CommandSpec(name: "leaf", abstract: "", options: [.flag("yes", short: "j", help: "")])
        let root = CommandSpec(name: "tool", abstract: "", options: [.flag("json", short: "j", help: "")], subcommands: [leaf])
        #expect(root.validationProblems == ["'tool leaf' has two options '-j' in scope."])
    }

    @Test func variadicArgumentBeforeAnother_isReported() {
        let root = CommandSpec(
            name: "tool",
            abstract: "",
            arguments: [ArgumentSpec(name: "A", help: "", isVariadic: true), ArgumentSpec(name: "B", help: "")]
        )
        #expect(root.validationProblems == ["'tool' has a variadic argument that is not the last one."])
    }

    @Test func unusableNames_andFlagsWithValues_areReported() {
        let root = CommandSpec(
            name: "tool",
            abstract: "",
            options: [OptionSpec(long: "two words", help: ""), OptionSpec(long: "quiet", help: "", defaultValue: "yes")]
        )
        #expect(root.validationProblems == [
            "'tool' has an unusable name 'two words'.",
            "'tool' has a flag '--quiet' with values or a default.",
        ])
    }
}
