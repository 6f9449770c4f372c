/// A manual-page section that does not come from the commands, such as FILES, ENVIRONMENT or EXIT STATUS.
struct ManualSection: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var term: String
        var text: String
    }

    /// One piece of a section, as both the terminal and roff can lay it out.
    enum Block: Sendable, Equatable {
        /// Running text, one logical line: it is wrapped where it is shown.
        case paragraph(String)
        case heading(String)
        case verbatim([String])
        case entries([Entry])
        case bullets([String])
    }

    /// Upper case, as man pages title their sections.
    var title: String
    var blocks: [Block]
}

extension ManualSection {
    init(title: String, paragraph: String? = nil, entries: [Entry]) {
        self.init(title: title, blocks: (paragraph.map { [Block.paragraph($0)] } ?? []) + [.entries(entries)])
    }
}
