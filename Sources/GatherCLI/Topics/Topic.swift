/// A page of reference that is not a command (`gather help names`), written once and
/// shown two ways: on the terminal by `gather help TOPIC`, and as a section of
/// `gather help --man`.
struct Topic: Sendable {
    /// The word after `gather help`.
    var name: String
    /// One line, listed under HELP TOPICS in `gather --help` and offered by completion.
    var abstract: String
    /// The section's title in the man page and the page's first line on the terminal.
    var title: String
    var blocks: [ManualSection.Block]

    /// What the parser shows for `gather help NAME`.
    var helpTopic: HelpTopic {
        HelpTopic(name: name, abstract: abstract, text: TopicText.terminal(title: title, blocks: blocks))
    }

    var manualSection: ManualSection { ManualSection(title: title, blocks: blocks) }
}

/// The plain-text form topics are written in, and their layout on the terminal.
///
/// Blocks are separated by blank lines. A block whose lines all start with two spaces is
/// shown as it is (an example or a table); a one-line block starting `## ` is a heading;
/// a block whose lines start with `- ` is a list, an item running on over lines indented
/// by two spaces; anything else is a paragraph, its lines joined and wrapped again where
/// it is shown.
enum TopicText {
    static func blocks(_ text: String) -> [ManualSection.Block] {
        var blocks: [ManualSection.Block] = []
        var current: [Substring] = []
        func flush() {
            if let block = block(current) { blocks.append(block) }
            current = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) { flush() } else { current.append(line) }
        }
        flush()
        return blocks
    }

    private static func block(_ lines: [Substring]) -> ManualSection.Block? {
        guard let first = lines.first else { return nil }
        if lines.allSatisfy({ $0.hasPrefix("  ") }) {
            return .verbatim(lines.map { String($0.dropFirst(2)) })
        }
        if lines.count == 1, first.hasPrefix("## ") {
            return .heading(String(first.dropFirst(3)))
        }
        if first.hasPrefix("- ") {
            var items: [String] = []
            for line in lines {
                if line.hasPrefix("- ") {
                    items.append(String(line.dropFirst(2)))
                } else if let last = items.popLast() {
                    items.append(last + " " + line.trimmingLeadingSpaces())
                }
            }
            return .bullets(items)
        }
        return .paragraph(lines.map { $0.trimmingLeadingSpaces() }.joined(separator: " "))
    }

    /// The page `gather help NAME` prints: the title, then each block, wrapped to the
    /// width of help pages.
    static func terminal(title: String, blocks: [ManualSection.Block]) -> String {
        var parts = [title + ":"]
        for block in blocks {
            switch block {
            case .paragraph(let text):
                parts.append(TextLayout.wrap(text, width: TextLayout.width).joined(separator: "\n"))
            case .heading(let heading):
                parts.append(heading.uppercased() + ":")
            case .verbatim(let lines):
                parts.append(lines.map { TextLayout.indent + $0 }.joined(separator: "\n"))
            case .entries(let entries):
                let width = TextLayout.labelWidth(for: entries.map(\.term))
                parts.append(entries.flatMap { TextLayout.row(label: $0.term, text: $0.text, labelWidth: width) }.joined(separator: "\n"))
            case .bullets(let items):
                parts.append(items.map(bullet).joined(separator: "\n"))
            }
        }
        return parts.joined(separator: "\n\n")
    }

    private static func bullet(_ item: String) -> String {
        let lines = TextLayout.wrap(item, width: TextLayout.width - 4)
        return (["  - " + lines[0]] + lines.dropFirst().map { "    " + $0 }).joined(separator: "\n")
    }
}

private extension Substring {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}

extension Topic {
    /// A topic written as text (see `TopicText`).
    init(name: String, abstract: String, title: String, text: String) {
        self.init(name: name, abstract: abstract, title: title, blocks: TopicText.blocks(text))
    }
}
