/// The whole command tree as one roff man page (`man 7 man` macros): the root's options, every command
/// with its synopsis, arguments, options and examples, then the caller's sections (environment, exit status).
struct ManualPage {
    let root: CommandSpec
    let version: String
    let extraSections: [ManualSection]

    var text: String {
        var lines = [
            #".TH \#(Roff.quoted(root.name.uppercased())) 1 "" \#(Roff.quoted("\(root.name) \(version)")) "User Commands""#,
            ".SH NAME",
            Roff.text("\(root.name) - \(root.abstract)"),
            ".SH SYNOPSIS",
            synopsis(CommandChain(root: root)),
            ".SH DESCRIPTION",
        ]
        lines += paragraphs(root.discussion ?? root.abstract)
        lines += [".SH OPTIONS"] + root.options.flatMap(item) + [OptionSpec.builtInVersion, .builtInHelp].flatMap(item)
        lines += [".SH COMMANDS"] + commands(under: CommandChain(root: root))
        if !root.examples.isEmpty {
            lines += [".SH EXAMPLES"] + example(root.examples)
        }
        for section in extraSections {
            lines.append(".SH " + Roff.text(section.title))
            lines += section.blocks.flatMap(block)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func block(_ block: ManualSection.Block) -> [String] {
        switch block {
        case .paragraph(let text): paragraphs(text)
        case .heading(let title): [".SS " + Roff.quoted(title)]
        case .verbatim(let lines): [".PP", ".RS", ".nf"] + lines.map(Roff.text) + [".fi", ".RE"]
        case .entries(let entries): entries.flatMap { [".TP", Roff.bold($0.term), Roff.text($0.text)] }
        case .bullets(let items): items.flatMap { [".IP \\(bu 2", Roff.text($0)] }
        }
    }

    private func commands(under chain: CommandChain) -> [String] {
        chain.command.subcommands.flatMap { subcommand -> [String] in
            var child = chain
            child.descend(into: subcommand)
            var lines = [".SS " + Roff.quoted(child.commandLine), synopsis(child)]
            lines += paragraphs(subcommand.abstract)
            if let discussion = subcommand.discussion { lines += paragraphs(discussion) }
            lines += subcommand.arguments.flatMap { [".TP", Roff.italic("<\($0.name)>"), Roff.text($0.help)] }
            lines += subcommand.options.flatMap(item)
            if !subcommand.examples.isEmpty {
                lines += [".PP", "Examples:"] + example(subcommand.examples)
            }
            return lines + commands(under: child)
        }
    }

    private func synopsis(_ chain: CommandChain) -> String {
        let full = UsageLine.synopsis(for: chain)
        let command = chain.commandLine
        let rest = full.dropFirst(command.count)
        return ".PP\n" + Roff.bold(command) + Roff.inline(String(rest))
    }

    private func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n").flatMap { [".PP", Roff.text(String($0))] }
    }

    private func item(_ option: OptionSpec) -> [String] {
        var label = option.short.map { Roff.bold("-\($0)") + ", " } ?? ""
        label += Roff.bold("--\(option.long)")
        if let valueName = option.valueName { label += " " + Roff.italic(valueName) }
        return [".TP", label, Roff.text(option.listedHelp)]
    }

    private func example(_ commands: [String]) -> [String] {
        [".RS", ".nf"] + commands.map(Roff.text) + [".fi", ".RE"]
    }
}

enum Roff {
    /// Running text, also kept from starting with `.` or `'`, which roff would read as a request.
    static func text(_ text: String) -> String {
        let escaped = inline(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? #"\&"# + escaped : escaped
    }

    /// Text inside a line: `\` and `-` escaped, so options copy and paste as typed.
    static func inline(_ text: String) -> String {
        text.replacingOccurrences(of: #"\"#, with: #"\e"#).replacingOccurrences(of: "-", with: #"\-"#)
    }

    static func bold(_ text: String) -> String { #"\fB"# + inline(text) + #"\fR"# }
    static func italic(_ text: String) -> String { #"\fI"# + inline(text) + #"\fR"# }

    /// A macro argument in double quotes; roff has no escape for `"` inside, so it becomes `\(dq`.
    static func quoted(_ text: String) -> String {
        "\"" + inline(text).replacingOccurrences(of: "\"", with: #"\(dq"#) + "\""
    }
}
