extension UsageError {
    static func invalidArgument(_ value: String, for argument: ArgumentSpec, expected: String, usage: String) -> UsageError {
        UsageError(message: "Invalid value '\(value)' for '<\(argument.name)>': expected \(expected).", usage: usage)
    }
}
