/// A help page that is not a command, e.g. `gather help exit-codes`.
public struct HelpTopic: Sendable, Equatable {
    public var name: String
    /// One line, shown in the root help's HELP TOPICS list.
    public var abstract: String
    /// The page printed by `<root> help <name>`.
    public var text: String

    public init(name: String, abstract: String, text: String) {
        self.name = name
        self.abstract = abstract
        self.text = text
    }
}
