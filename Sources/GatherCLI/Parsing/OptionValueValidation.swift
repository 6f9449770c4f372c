import FootballGatherCore

enum OptionValueValidation {
    /// The value as it should be stored: allowed values take their listed spelling.
    static func accepted(_ value: String, for option: OptionSpec, usage: String) throws(UsageError) -> String {
        if let type = option.valueType {
            guard let stored = type.canonical(value) else {
                var error = UsageError.invalidValue(value, for: option, expected: type.expectation, suggestion: type.suggestion(for: value), usage: usage)
                if type.isOutOfRange(value) { error.status = .invalidData }
                throw error
            }
            return stored
        }
        if option.kind == .integer && Int(value) == nil {
            throw .invalidValue(value, for: option, expected: "a whole number", usage: usage)
        }
        guard let allowedValues = option.allowedValues else { return value }
        guard let listed = allowedValues.first(where: { $0.lowercased() == value.lowercased() }) else {
            let expected = "one of " + allowedValues.joined(separator: ", ")
            let suggestion = Suggestion.closest(to: value, among: allowedValues)
            throw .invalidValue(value, for: option, expected: expected, suggestion: suggestion, usage: usage)
        }
        return listed
    }
}
