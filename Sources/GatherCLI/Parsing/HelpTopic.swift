/// A help page that is not a command, e.g. `gather help exit-codes`.
struct HelpTopic: Sendable, Equatable {
    var name: String
    var abstract: String
    var text: String
}
