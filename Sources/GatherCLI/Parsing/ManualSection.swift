/// A section of the manual page that does not come from the commands, such as FILES,
/// ENVIRONMENT or EXIT STATUS: paragraphs, subheadings, verbatim examples and terms
/// with their meaning, in order.
struct ManualSection: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var term: String
        var text: String
    }

    /// One piece of a section, as both the terminal and roff can lay it out.
    enum Block: Sendable, Equatable {
        /// Running text, one logical line: it is wrapped where it is shown.
        case paragraph(String)
        /// A subheading inside the section.
        case heading(String)
        /// Lines shown exactly as they are (an example, a table).
        case verbatim([String])
        /// Terms with their meaning (a variable, a file, an exit code).
        case entries([Entry])
        /// A list of items, each one logical line.
        case bullets([String])
    }

    /// Upper case, as man pages title their sections.
    var title: String
    var blocks: [Block]

    init(title: String, blocks: [Block]) {
        self.title = title
        self.blocks = blocks
    }

    init(title: String, paragraph: String? = nil, entries: [Entry]) {
        self.init(title: title, blocks: (paragraph.map { [Block.paragraph($0)] } ?? []) + [.entries(entries)])
    }
}
