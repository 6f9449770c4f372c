/// A section of the manual page that does not come from the commands, such as FILES,
/// ENVIRONMENT or EXIT STATUS: an optional paragraph, then terms with their meaning.
public struct ManualSection: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var term: String
        public var text: String

        public init(term: String, text: String) {
            self.term = term
            self.text = text
        }
    }

    /// Upper case, as man pages title their sections.
    public var title: String
    public var paragraph: String?
    public var entries: [Entry]

    public init(title: String, paragraph: String? = nil, entries: [Entry]) {
        self.title = title
        self.paragraph = paragraph
        self.entries = entries
    }
}
