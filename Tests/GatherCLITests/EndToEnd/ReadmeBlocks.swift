import Foundation

/// The ```sh blocks of the README, as `ReadmeCommandsEndToEndTests` runs them.
///
/// A block whose lines start with `$ ` is a transcript: each such line is a command, and
/// the lines after it, up to the next `$ `, are everything it prints (stdout and stderr as
/// a terminal would interleave them). Any other block is a script, run whole by `sh -e`.
/// An HTML comment on the line above the fence says how to run it:
/// `<!-- readme-test: server -->` against the fake server (its address replaces
/// `http://127.0.0.1:8080`), `<!-- readme-test: skip REASON -->` not at all.
struct ReadmeBlock: Equatable {
    enum Mode: Equatable {
        case offline
        case server
        case skipped(reason: String)
    }

    struct Step: Equatable {
        var command: String
        var output: [String]
    }

    var line: Int
    var mode: Mode
    var lines: [String]

    var isTranscript: Bool { lines.contains { $0.hasPrefix("$ ") } }

    /// The transcript's commands with what each prints.
    var steps: [Step] {
        var steps: [Step] = []
        for line in lines {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), output: []))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output.append(line)
            }
        }
        return steps
    }

    static func blocks(in markdown: String) -> [ReadmeBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [ReadmeBlock] = []
        var index = 0
        while index < lines.count {
            // A fence of three backticks or more; a transcript that prints ``` takes four.
            let fence = String(lines[index].prefix { $0 == "`" })
            guard fence.count >= 3, lines[index] == fence + "sh" else {
                index += 1
                continue
            }
            let mode = index > 0 ? Self.mode(from: lines[index - 1]) : .offline
            let start = index + 1
            var end = start
            while end < lines.count && lines[end] != fence { end += 1 }
            blocks.append(ReadmeBlock(line: index + 1, mode: mode, lines: Array(lines[start..<end])))
            index = end + 1
        }
        return blocks
    }

    private static func mode(from line: String) -> Mode {
        let prefix = "<!-- readme-test: "
        guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { return .offline }
        let words = line.dropFirst(prefix.count).dropLast(4)
        if words == "server" { return .server }
        if words.hasPrefix("skip ") { return .skipped(reason: String(words.dropFirst(5))) }
        return .skipped(reason: "unknown marker '\(words)'")
    }
}
