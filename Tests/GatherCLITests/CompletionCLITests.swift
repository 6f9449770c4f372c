import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// gather's own completion scripts, run in the shells that are installed: what each
/// place on the command line offers, and that the parser accepts every offer.
@Suite struct CompletionCLITests {
    private static let root = CommandTree.root.spec
    private static let timerSubcommands = "add pause reset resume run set start status toggle wait"
    private static let everyCommand = "add cancel completion config end export fees goal history import login logout move players record register score show squad start stats status swap sync timer"

    /// What bash offers after each line, one line per case, sorted and space-separated;
    /// `prelude` runs first (a stand-in `gather` function, say).
    static func bashOffers(_ lines: [[String]], in directory: URL? = nil, prelude: String = "") throws -> [String] {
        let calls = lines.map { words in
            let quoted = words.map(ShellQuoting.posix).joined(separator: " ")
            return "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _gather; printf '%s\\n' \"${COMPREPLY[@]}\" | sort | paste -sd ' '; echo"
        }
        let program = CompletionScript.script(for: .bash, root: root) + prelude + "\n" + calls.joined(separator: "\n")
        let output = try ShellRunner.run("bash", program, in: directory)
        // Each case ends with `echo`, so an empty offer still has its line.
        return output.components(separatedBy: "\n").enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).prefix(lines.count).map { $0 }
    }

    @Test(.enabled(if: ShellRunner.path("bash") != nil), arguments: [
        (["gather", "completion", ""], "bash fish zsh"),
        (["gather", "completion", "bash", ""], ""),
        (["gather", "config", "set", ""], "server username"),
        (["gather", "config", "get", ""], "server username"),
        (["gather", "config", "unset", "u"], "username"),
        (["gather", "config", "set", "server", ""], ""),
        (["gather", "goal", ""], "a b"),
        (["gather", "goal", "a", ""], ""),
        (["gather", "goal", "--undo", ""], "a b"),
        (["gather", "move", "Ana", ""], "a b"),
        (["gather", "add", "Kai", "--team", ""], "a b"),
        (["gather", "help", ""], Set(everyCommand.split(separator: " ").map(String.init) + Topics.all.map(\.name)).sorted().joined(separator: " ")),
        (["gather", "help", "timer", ""], timerSubcommands),
        (["gather", "help", "timer", "start", ""], ""),
        (["gather", "timer", "help", ""], timerSubcommands),
        (["gather", "--", ""], ""),
        (["gather", "history", "show", "3F2A", ""], ""),
        (["gather", "start", "--teams", ""], "auto"),
        (["gather", "start", "--teams", "a"], "auto"),
    ])
    func bash_offers(_ words: [String], _ expected: String) throws {
        #expect(try Self.bashOffers([words]) == [expected])
    }

    /// Fish may not be installed where the tests run: the script's line for `--teams` is read instead.
    @Test func fish_offersAutoForTeams() {
        let lines = CompletionScript.script(for: .fish, root: Self.root).split(separator: "\n")
        #expect(lines.contains { $0.contains("-l 'teams' -x -a 'auto'") })
    }

    @Test(.enabled(if: ShellRunner.path("bash") != nil), arguments: ["import", "export"])
    func bash_offersFileNames(_ command: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gather-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("backup.json"))
        #expect(try Self.bashOffers([["gather", command, "ba"]], in: directory) == ["backup.json"])
    }

    /// Every option with a fixed set of values completes that set, wherever it is accepted.
    @Test(.enabled(if: ShellRunner.path("bash") != nil))
    func bash_offersTheValuesOfEveryOptionWithAFixedSet() throws {
        let nodes = CompletionTree(root: Self.root).nodes
        let cases = nodes.flatMap { node in
            node.valueOptions.compactMap { option in
                option.allowedValues.map { (node.path.split(separator: " ").map(String.init) + ["--" + option.long, ""], $0.sorted().joined(separator: " ")) }
            }
        }
        #expect(cases.count >= 5)
        let offers = try Self.bashOffers(cases.map(\.0))
        for (index, (words, expected)) in cases.enumerated() {
            #expect(offers[index] == expected, "\(words.joined(separator: " "))")
        }
    }

    /// At every node, each word and flag bash offers is one the parser accepts there.
    @Test(.enabled(if: ShellRunner.path("bash") != nil))
    func bash_neverOffersWhatTheParserRefuses() throws {
        let paths = CompletionTree(root: Self.root).nodes.map { $0.path.split(separator: " ").map(String.init) }
        let wordOffers = try Self.bashOffers(paths.map { $0 + [""] })
        let optionOffers = try Self.bashOffers(paths.map { $0 + ["--"] })
        let parser = ArgumentParser(root: Self.root, version: "1")
        let flags = Set(CompletionTree(root: Self.root).nodes.flatMap(\.options).filter(\.isFlag).map { "--" + $0.long })
        let refusals = ["Unknown command", "Unknown option", "Unknown help topic", "Unexpected argument"]
        for (index, path) in paths.enumerated() {
            let offered = wordOffers[index].split(separator: " ") + optionOffers[index].split(separator: " ").filter { flags.contains(String($0)) }
            #expect(!offered.isEmpty || path.count > 1, "\(path) offers nothing")
            for word in offered {
                let line = Array(path.dropFirst()) + [String(word)]
                do {
                    _ = try parser.parse(line)
                } catch {
                    #expect(!refusals.contains { error.message.hasPrefix($0) }, "offered '\(line.joined(separator: " "))': \(error.message)")
                }
            }
        }
    }

    @Test(.enabled(if: ShellRunner.path("zsh") != nil), arguments: [
        (["gather", "completion", ""], "bash zsh fish"),
        (["gather", "goal", ""], "a b"),
        (["gather", "config", "set", ""], "server username"),
        (["gather", "import", ""], "FILES"),
        (["gather", "help", "timer", ""], "set start pause resume toggle reset add status wait run"),
        (["gather", "--", ""], ""),
    ])
    func zsh_offers(_ words: [String], _ expected: String) throws {
        #expect(try Self.zshOffers(words, stubs: "_files() { print -r -- FILES }") == expected)
    }

    /// What the zsh script offers after `words`, its completion builtins stubbed to print
    /// the candidates, with `stubs` defining any other function it calls.
    static func zshOffers(_ words: [String], stubs: String) throws -> String {
        let quoted = words.map(ShellQuoting.posix).joined(separator: " ")
        let program = "compdef() { :; }\n" + CompletionScript.script(for: .zsh, root: root) + """
            _describe() { print -r -- ${(j: :)${${(P)4}%%:*}} }
            compadd() { print -r -- ${(j: :)${(P)${@[-1]}}} }
            \(stubs)
            words=(\(quoted)); CURRENT=${#words}
            _gather
            """
        return try ShellRunner.run("zsh", program).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the fish script offers for `line`, sorted and joined by `separator`, after `prelude`.
    static func fishOffers(_ line: String, prelude: String = "", separator: String = " ") throws -> String {
        let program = CompletionScript.script(for: .fish, root: root) + """
            \(prelude)
            complete -C \(ShellQuoting.fish(line)) | string replace -r '\\t.*' '' | sort | string join '\(separator)'
            """
        return try ShellRunner.run("fish", program).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(.enabled(if: ShellRunner.path("fish") != nil), arguments: [
        ("gather completion ", "bash fish zsh"),
        ("gather goal ", "a b"),
        ("gather goal a ", ""),
        ("gather config unset ", "server username"),
        ("gather help timer ", "add pause reset resume run set start status toggle wait"),
        ("gather -- ", ""),
    ])
    func fish_offers(_ line: String, _ expected: String) throws {
        #expect(try Self.fishOffers(line) == expected)
    }
}
