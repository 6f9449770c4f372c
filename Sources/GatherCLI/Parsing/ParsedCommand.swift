/// A command line the parser accepted; options looked up by long name, arguments by placeholder name.
struct ParsedCommand: Sendable, Equatable {
    /// Subcommand names below the root, e.g. `["players", "add"]`; `[]` for the root.
    var path: [String]
    /// Values given on the line, in order; flags are not in here.
    var givenValues: [String: [String]]
    var givenFlags: Set<String>
    var defaultValues: [String: String]
    var argumentValues: [String: [String]]

    /// Also for tests of commands that want a parsed line without the parser.
    init(
        path: [String],
        values: [String: [String]] = [:],
        flags: Set<String> = [],
        defaults: [String: String] = [:],
        arguments: [String: [String]] = [:]
    ) {
        self.path = path
        self.givenValues = values
        self.givenFlags = flags
        self.defaultValues = defaults
        self.argumentValues = arguments
    }

    /// True when the option was on the line (a flag, or an option with a value).
    func flag(_ long: String) -> Bool {
        wasGiven(long)
    }

    func value(_ long: String) -> String? {
        givenValues[long]?.last ?? defaultValues[long]
    }

    func values(_ long: String) -> [String] {
        givenValues[long] ?? defaultValues[long].map { [$0] } ?? []
    }

    /// The value as a number; the parser has already rejected non-numbers for integer options.
    func integer(_ long: String) -> Int? {
        value(long).flatMap { Int($0) }
    }

    func argument(_ name: String) -> String? {
        argumentValues[name]?.first
    }

    func arguments(_ name: String) -> [String] {
        argumentValues[name] ?? []
    }

    /// True when the option was explicitly on the line, as opposed to its default.
    func wasGiven(_ long: String) -> Bool {
        givenFlags.contains(long) || givenValues[long] != nil
    }
}
