/// A help page that is not a command, e.g. `gather help exit-codes`. Its text is laid out only when shown:
/// laying out every topic cost each command's start more than the rest of it.
struct HelpTopic: Sendable, Equatable {
    var name: String
    var abstract: String
    let text: @Sendable () -> String

    init(name: String, abstract: String, text: @escaping @autoclosure @Sendable () -> String) {
        (self.name, self.abstract, self.text) = (name, abstract, text)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.abstract == rhs.abstract }
}
