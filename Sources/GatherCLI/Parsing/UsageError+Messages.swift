/// The wording of every parse error, in one place so tests and users see the same text.
extension UsageError {
    static func unknownOption(_ typed: String, suggestion: String?, usage: String) -> UsageError {
        UsageError(message: "Unknown option '\(typed)'.\(didYouMean(suggestion))", usage: usage)
    }

    static func unknownCommand(_ typed: String, suggestion: String?, usage: String) -> UsageError {
        UsageError(message: "Unknown command '\(typed)'.\(didYouMean(suggestion))", usage: usage)
    }

    static func unknownHelpTopic(_ typed: String, suggestion: String?, usage: String) -> UsageError {
        UsageError(message: "Unknown help topic '\(typed)'.\(didYouMean(suggestion))", usage: usage)
    }

    static func missingValue(for option: OptionSpec, usage: String) -> UsageError {
        UsageError(message: "Missing value for '\(option.displayName)'.", usage: usage)
    }

    static func unexpectedValue(for option: OptionSpec, usage: String) -> UsageError {
        UsageError(message: "Option '\(option.displayName)' does not take a value.", usage: usage)
    }

    static func invalidValue(_ value: String, for option: OptionSpec, expected: String, usage: String) -> UsageError {
        UsageError(message: "Invalid value '\(value)' for '\(option.displayName)': expected \(expected).", usage: usage)
    }

    static func missingArgument(_ argument: ArgumentSpec, usage: String) -> UsageError {
        UsageError(message: "Missing argument '\(argument.name)'.", usage: usage)
    }

    static func unexpectedArgument(_ value: String, usage: String) -> UsageError {
        UsageError(message: "Unexpected argument '\(value)'.", usage: usage)
    }

    static func conflictingOptions(_ first: OptionSpec, _ second: OptionSpec, usage: String) -> UsageError {
        UsageError(message: "Options '--\(first.long)' and '--\(second.long)' cannot be used together.", usage: usage)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
