/// A named option: a boolean flag when `valueName` is nil, otherwise `--long <VALUE>`.
public struct OptionSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case string
        /// The value must parse as `Int`; range checks are the caller's job.
        case integer
    }

    /// Without dashes; every option has one.
    public var long: String
    /// `h` is reserved for help.
    public var short: Character?
    public var valueName: String?
    public var help: String
    /// Checked case-insensitively; the parsed value takes the listed spelling.
    public var allowedValues: [String]?
    public var defaultValue: String?
    /// Keeps every occurrence; otherwise the last one wins.
    public var isRepeatable: Bool
    public var kind: Kind
    /// Long names of options that cannot be given together with this one.
    public var conflicts: [String]
    /// Set by `OptionKey`: the type that parses and spells the value.
    public var valueType: ValueType?
    /// What completion offers for the value when it is not `allowedValues` (players, say).
    public var completion: ArgumentSpec.Completion?

    public init(
        long: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        allowedValues: [String]? = nil,
        defaultValue: String? = nil,
        isRepeatable: Bool = false,
        kind: Kind = .string,
        conflicts: [String] = []
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.kind = kind
        self.conflicts = conflicts
    }

    /// A boolean option such as `--json`.
    public static func flag(_ long: String, short: Character? = nil, help: String, conflicts: [String] = []) -> OptionSpec {
        OptionSpec(long: long, short: short, help: help, conflicts: conflicts)
    }

    public var isFlag: Bool { valueName == nil }

    /// What a completion script offers for the value: the allowed values, or else `completion`.
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
}

extension OptionSpec {
    static let builtInHelp = OptionSpec.flag("help", short: "h", help: "Show help information.")
    static let builtInVersion = OptionSpec.flag("version", help: "Show the version.")
}
