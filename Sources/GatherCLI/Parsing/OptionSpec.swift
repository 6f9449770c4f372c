/// A named option: a boolean flag when `valueName` is nil, otherwise `--long <VALUE>`.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case string
        /// The value must parse as `Int`; range checks are the caller's job.
        case integer
    }

    /// Without dashes; every option has one.
    var long: String
    /// `h` is reserved for help.
    var short: Character?
    var valueName: String?
    var help: String
    /// Checked case-insensitively; the parsed value takes the listed spelling.
    var allowedValues: [String]?
    var defaultValue: String?
    /// Keeps every occurrence; otherwise the last one wins.
    var isRepeatable = false
    var kind = Kind.string
    var conflicts: [String] = []
    /// Set by `OptionKey`: the type that parses and spells the value.
    var valueType: ValueType?
    /// What completion offers for the value when it is not `allowedValues` (players, say).
    var completion: ArgumentSpec.Completion?

    static func flag(_ long: String, short: Character? = nil, help: String, conflicts: [String] = []) -> OptionSpec {
        OptionSpec(long: long, short: short, help: help, conflicts: conflicts)
    }

    var isFlag: Bool { valueName == nil }

    var valueCompletion: ArgumentSpec.Completion {
        allowedValues.map(ArgumentSpec.Completion.values) ?? completion ?? .nothing
    }

    /// `--age <N>` or `--json`: how messages and usage lines name the option.
    var displayName: String {
        guard let valueName else { return "--\(long)" }
        return "--\(long) <\(valueName)>"
    }

    var usageText: String {
        isRepeatable ? "[\(displayName) ...]" : "[\(displayName)]"
    }

    /// The help, then the values it takes and its default, as help pages and the manual list it.
    var listedHelp: String {
        help + (allowedValues.map { " (values: \($0.joined(separator: ", ")))" } ?? "")
            + (defaultValue.map { " (default: \($0))" } ?? "")
    }
}

extension OptionSpec {
    static let builtInHelp = OptionSpec.flag("help", short: "h", help: "Show help information.")
    static let builtInVersion = OptionSpec.flag("version", help: "Show the version.")
}
