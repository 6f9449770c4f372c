enum PositionalBinding {
    /// `options`: the command's, to suggest the one a word left over is a value of.
    static func bind(
        _ words: [String],
        to arguments: [ArgumentSpec],
        options: [OptionSpec] = [],
        usage: String
    ) throws(UsageError) -> [String: [String]] {
        var remaining = words[...]
        var bound: [String: [String]] = [:]
        for (offset, argument) in arguments.enumerated() {
            // Leave enough words for the required arguments still to come.
            let requiredAfter = arguments[(offset + 1)...].filter { !$0.isOptional }.count
            let available = max(0, remaining.count - requiredAfter)
            // A required single argument takes the next word even when a later one then
            // goes without: `swap Ana` is missing OTHER, not PLAYER.
            let count = argument.isVariadic ? available : min(argument.isOptional ? available : remaining.count, 1)
            guard count > 0 else {
                if argument.isOptional { continue }
                throw .missingArgument(argument, usage: usage)
            }
            bound[argument.name] = try remaining.prefix(count).map { word throws(UsageError) in
                try accepted(word, for: argument, flags: options.filter(\.isFlag).map(\.long), usage: usage)
            }
            remaining = remaining.dropFirst(count)
        }
        if let extra = remaining.first {
            // `end 3-2` for `end --score 3-2`: the one option whose type takes the word.
            let takers = options.filter { $0.valueType?.canonical(extra) != nil }
            let suggestion = takers.count == 1 ? takers.first.map { "--\($0.long) \(extra)" } : nil
            throw .unexpectedArgument(extra, suggestion: suggestion, usage: usage)
        }
        return bound
    }

    /// `flags`: the command's, so that `goal undo` asks for `--undo`.
    private static func accepted(_ word: String, for argument: ArgumentSpec, flags: [String], usage: String) throws(UsageError) -> String {
        guard let type = argument.valueType else { return word }
        guard let stored = type.canonical(word) else {
            let suggestion = flags.contains(word.lowercased()) ? "--\(word.lowercased())" : type.suggestion(for: word)
            var error = UsageError.invalidArgument(word, for: argument, expected: type.expectation, suggestion: suggestion, usage: usage)
            if type.isOutOfRange(word) { error.status = .invalidData }
            throw error
        }
        return stored
    }
}
