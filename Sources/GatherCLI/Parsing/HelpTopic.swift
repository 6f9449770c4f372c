/// A help page that is not a command, e.g. `gather help exit-codes`.
struct HelpTopic: Sendable, Equatable {
    var name: String
    /// One line, shown in the root help's HELP TOPICS list.
    var abstract: String
    /// The page printed by `<root> help <name>`.
    var text: String
}
