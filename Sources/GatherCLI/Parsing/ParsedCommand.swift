/// A command line the parser accepted; options looked up by long name, arguments by placeholder name.
/// Tests of commands may build one without the parser.
struct ParsedCommand: Sendable, Equatable {
    /// Subcommand names below the root, e.g. `["players", "add"]`; `[]` for the root.
    var path: [String]
    /// Values given on the line, in order; flags are not in here.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var defaults: [String: String] = [:]
    var arguments: [String: [String]] = [:]

    /// True when the option was on the line (a flag, or an option with a value).
    func flag(_ long: String) -> Bool {
        wasGiven(long)
    }

    func value(_ long: String) -> String? {
        values[long]?.last ?? defaults[long]
    }

    func values(_ long: String) -> [String] {
        values[long] ?? defaults[long].map { [$0] } ?? []
    }

    /// The value as a number; the parser has already rejected non-numbers for integer options.
    func integer(_ long: String) -> Int? {
        value(long).flatMap { Int($0) }
    }

    func argument(_ name: String) -> String? {
        arguments[name]?.first
    }

    func arguments(_ name: String) -> [String] {
        arguments[name] ?? []
    }

    /// True when the option was explicitly on the line, as opposed to its default.
    func wasGiven(_ long: String) -> Bool {
        flags.contains(long) || values[long] != nil
    }
}
