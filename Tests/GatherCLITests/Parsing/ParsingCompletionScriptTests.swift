import Testing
@testable import GatherCLI

@Suite struct ParsingCompletionScriptTests {
    private static let root = SampleCommandTree.root

    private static var everyCommandName: [String] {
        func names(_ command: CommandSpec) -> [String] {
            command.subcommands.flatMap { [$0.name] + names($0) }
        }
        return names(root) + ["help"]
    }

    private static var everyOption: [OptionSpec] {
        func options(_ command: CommandSpec) -> [OptionSpec] {
            command.options + command.subcommands.flatMap(options)
        }
        return options(root)
    }

    private static func script(_ shell: CompletionScript.Shell) -> String {
        CompletionScript.script(for: shell, root: root)
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func script_mentionsEverySubcommandAndTopic(_ shell: CompletionScript.Shell) {
        let script = Self.script(shell)
        for name in Self.everyCommandName + ["exit-codes"] {
            #expect(script.contains("'\(name)") || script.contains(" \(name)"), "\(shell) misses \(name)")
        }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func script_mentionsEveryOption_includingBuiltIns(_ shell: CompletionScript.Shell) {
        let script = Self.script(shell)
        for long in Self.everyOption.map(\.long) + ["help", "version"] {
            #expect(script.contains(long), "\(shell) misses --\(long)")
        }
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func script_mentionsEveryAllowedValue(_ shell: CompletionScript.Shell) {
        let script = Self.script(shell)
        for value in Self.everyOption.flatMap({ $0.allowedValues ?? [] }) {
            #expect(script.contains(value), "\(shell) misses \(value)")
        }
    }

    @Test func bash_registersTheFunctionForTheCommand() {
        #expect(CompletionScript.script(for: .bash, root: Self.root).contains("complete -F _gather gather\n"))
    }

    @Test func zsh_startsWithCompdef_andDescribesSubcommands() {
        let script = CompletionScript.script(for: .zsh, root: Self.root)
        #expect(script.hasPrefix("#compdef gather\n"))
        #expect(script.contains("'players:Manage the squad.'"))
    }

    @Test func fish_offersAllowedValuesOnlyForTheirOption() {
        let script = CompletionScript.script(for: .fish, root: Self.root)
        let line = #"complete -c gather -n '__gather_options_at \'gather players add\''"#
            + " -l 'skill' -s 's' -x -a 'beginner amateur professional' -d 'How good the player is.'"
        #expect(script.contains(line))
    }

    @Test func quoting_survivesApostrophes() {
        #expect(ShellQuoting.posix("it's") == #"'it'\''s'"#)
        #expect(ShellQuoting.fish(#"it's \ ok"#) == #"'it\'s \\ ok'"#)
    }
}
