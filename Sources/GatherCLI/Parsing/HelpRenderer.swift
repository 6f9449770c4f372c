struct HelpRenderer {
    let chain: CommandChain

    /// Sections separated by blank lines, empty ones left out; no trailing newline.
    var text: String {
        let command = chain.command
        let tables = HelpTables(chain: chain)
        let labelWidth = TextLayout.labelWidth(for: tables.sections.flatMap(\.rows).map(\.label))
        var blocks: [String] = []
        if !command.abstract.isEmpty { blocks.append(TextLayout.paragraph(command.abstract)) }
        if let discussion = command.discussion { blocks.append(TextLayout.paragraph(discussion)) }
        if !command.examples.isEmpty {
            blocks.append(section("EXAMPLES", lines: command.examples.map { TextLayout.indent + $0 }))
        }
        blocks.append(section("USAGE", lines: [TextLayout.indent + UsageLine.synopsis(for: chain)]))
        for table in tables.sections where !table.rows.isEmpty {
            let lines = table.rows.flatMap { TextLayout.row(label: $0.label, text: $0.text, labelWidth: labelWidth) }
            blocks.append(section(table.title, lines: lines))
        }
        if !tables.inherited.isEmpty {
            blocks.append(section("GLOBAL OPTIONS", lines: globalOptionsLine(tables.inherited)))
        }
        if !command.subcommands.isEmpty {
            let pathPrefix = chain.path.map { $0 + " " }.joined()
            blocks.append("See '\(chain.root.name) help \(pathPrefix)<subcommand>' for detailed help.")
        }
        // A command named like a topic (`fees`) carries the topic too, so `help fees` and `fees --help` agree.
        if chain.path.count == 1, let topic = chain.root.helpTopics.first(where: { $0.name == command.name }) {
            blocks.append(topic.text())
        }
        return blocks.joined(separator: "\n\n")
    }

    /// Inherited options by name only, wrapped; the root's help explains them.
    private func globalOptionsLine(_ options: [OptionSpec]) -> [String] {
        let names = options.map(\.displayName).joined(separator: ", ")
        let pointer = "See '\(chain.root.name) --help' for what they do."
        let width = TextLayout.width - TextLayout.indent.count
        return (TextLayout.wrap(names, width: width) + [pointer]).map { TextLayout.indent + $0 }
    }

    private func section(_ title: String, lines: [String]) -> String {
        ([title + ":"] + lines).joined(separator: "\n")
    }
}
