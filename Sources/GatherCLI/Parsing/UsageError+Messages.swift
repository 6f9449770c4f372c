import FootballGatherCore

/// The wording of every parse error, in one place so tests and users see the same text.
extension UsageError {
    static func unknownOption(_ typed: String, suggestion: String?, usage: String) -> UsageError {
        UsageError(message: "Unknown option '\(typed)'.\(didYouMean(suggestion))", usage: usage)
    }

    static func unknownCommand(_ typed: String, suggestion: String?, usage: String) -> UsageError {
        UsageError(message: "Unknown command '\(typed)'.\(didYouMean(suggestion))", usage: usage)
    }

    /// `gather undo`: `meaning` lists the commands, written in full, that the word names one level down.
    static func unknownCommand(_ typed: String, meaning: [String], usage: String) -> UsageError {
        let commands = PlainList.joined(meaning.map { "'\($0)'" }, conjunction: "or")
        return UsageError(message: "Unknown command '\(typed)'. Did you mean \(commands)?", usage: usage)
    }

    /// `gather st`: a prefix of several commands, none of them the shortest alone.
    static func commandNotInFull(_ typed: String, commands: [String], usage: String) -> UsageError {
        let names = PlainList.joined(commands.map { "'\($0)'" }, conjunction: "or")
        return UsageError(message: "Unknown command '\(typed)': \(names) cannot be undone, so type it in full.", usage: usage)
    }

    static func ambiguousCommand(_ typed: String, candidates: [String], usage: String) -> UsageError {
        let names = PlainList.joined(candidates.map { "'\($0)'" }, conjunction: "or")
        return UsageError(message: "Ambiguous command '\(typed)': it could be \(names).", usage: usage)
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

    /// `Invalid value 'amatuer' for '--skill <SKILL>': expected one of …. Did you mean 'amateur'?`
    static func invalidValue(
        _ value: String, for option: OptionSpec, expected: String, suggestion: String? = nil, usage: String
    ) -> UsageError {
        UsageError(message: "Invalid value '\(value)' for '\(option.displayName)': expected \(expected).\(didYouMean(suggestion))", usage: usage)
    }

    static func invalidArgument(
        _ value: String, for argument: ArgumentSpec, expected: String, suggestion: String? = nil, usage: String
    ) -> UsageError {
        UsageError(message: "Invalid value '\(value)' for '<\(argument.name)>': expected \(expected).\(didYouMean(suggestion))", usage: usage)
    }

    static func missingArgument(_ argument: ArgumentSpec, usage: String) -> UsageError {
        UsageError(message: "Missing argument '\(argument.name)'.", usage: usage)
    }

    static func unexpectedArgument(_ value: String, suggestion: String? = nil, usage: String) -> UsageError {
        UsageError(message: "Unexpected argument '\(value)'.\(didYouMean(suggestion))", usage: usage)
    }

    static func conflictingOptions(_ first: OptionSpec, _ second: OptionSpec, usage: String) -> UsageError {
        UsageError(message: "Options '--\(first.long)' and '--\(second.long)' cannot be used together.", usage: usage)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
