import Foundation
import Testing
@testable import GatherCLI

/// Runs the generated scripts in the real shells, where they are installed.
@Suite struct ParsingCompletionShellTests {
    private static let root = SampleCommandTree.root

    private static func shellPath(_ name: String) -> String? { ShellRunner.path(name) }

    private static func run(_ shell: String, _ program: String) throws -> String {
        try ShellRunner.run(shell, program)
    }

    @Test(.enabled(if: shellPath("bash") != nil), arguments: [
        (["gather", ""], "help players start"),
        (["gather", "--json", "players", ""], "add delete help list"),
        (["gather", "players", "add", "--skill", ""], "amateur beginner professional"),
        (["gather", "players", "add", "-s", "pro"], "professional"),
        (["gather", "--server", "players", ""], "help players start"),
        (["gather", "start", "--player", "players", ""], ""),
        (["gather", "players", "list", "--s"], "--server --sort"),
        (["gather", "help", ""], "exit-codes players start"),
        (["gather", "help", "players", ""], "add delete list"),
        (["gather", "help", "players", "add", ""], ""),
        (["gather", "help", "--m"], "--man"),
        (["gather", "--", ""], ""),
        (["gather", "players", "delete", "3", ""], ""),
    ])
    func bash_completes(_ words: [String], _ expected: String) throws {
        let quoted = words.map(ShellQuoting.posix).joined(separator: " ")
        let program = CompletionScript.script(for: .bash, root: Self.root) + """
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _gather
            printf '%s\\n' "${COMPREPLY[@]}" | sort | paste -sd ' '
            """
        #expect(try Self.run("bash", program).trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test(.enabled(if: shellPath("fish") != nil), arguments: [
        ("gather ", "help players start"),
        ("gather players add --skill ", "amateur beginner professional"),
        ("gather players list --so", "--sort"),
        ("gather help ", "exit-codes players start"),
        ("gather help players ", "add delete list"),
        ("gather -- ", ""),
    ])
    func fish_completes(_ line: String, _ expected: String) throws {
        let program = CompletionScript.script(for: .fish, root: Self.root) + """
            complete -C \(ShellQuoting.fish(line)) | string replace -r '\\t.*' '' | sort | string join ' '
            """
        #expect(try Self.run("fish", program).trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    /// zsh completion needs an interactive widget, so `_describe` and `compadd` are
    /// stubbed to print what they were given.
    @Test(.enabled(if: shellPath("zsh") != nil), arguments: [
        (["gather", ""], "players start help"),
        (["gather", "players", "add", "--skill", ""], "beginner amateur professional"),
        (["gather", "players", "list", "--"], "--sort --name --json --server --timeout --help --version"),
        (["gather", "help", "players", ""], "add list delete"),
        (["gather", "--", ""], ""),
    ])
    func zsh_completes(_ words: [String], _ expected: String) throws {
        let quoted = words.map(ShellQuoting.posix).joined(separator: " ")
        let program = "compdef() { :; }\n" + CompletionScript.script(for: .zsh, root: Self.root) + """
            _describe() { print -r -- ${(j: :)${${(P)4}%%:*}} }
            compadd() { print -r -- ${(j: :)${(P)2}} }
            _files() { print -r -- FILES }
            words=(\(quoted)); CURRENT=${#words}
            _gather
            """
        #expect(try Self.run("zsh", program).trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }

    @Test(.enabled(if: shellPath("bash") != nil))
    func bash_acceptsTheScriptSyntax() throws {
        let program = "set -e\n" + CompletionScript.script(for: .bash, root: Self.root) + "\necho ok"
        #expect(try Self.run("bash", program).contains("ok"))
    }
}
