import FootballGatherCore

extension CommandLineScanner {
    /// `--name`, `--name value` or `--name=value`.
    mutating func consumeLongOption(_ token: String) throws(UsageError) {
        let parts = token.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inlineValue = parts.count == 2 ? String(parts[1]) : nil
        guard let option = chain.option(long: name) else {
            throw .unknownOption("--\(name)", suggestion: suggestedOption(for: name), usage: usage)
        }
        if option.isFlag {
            guard inlineValue == nil else { throw .unexpectedValue(for: option, usage: usage) }
            recordFlag(option)
        } else if let inlineValue {
            try record(inlineValue, for: option)
        } else {
            try record(takeValue(for: option), for: option)
        }
    }

    /// `-y`, a cluster of flags like `-qy`, `-a 3`, `-a3` or `-a=3`.
    mutating func consumeShortOptions(_ token: String) throws(UsageError) {
        let letters = Array(token.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            guard let option = chain.option(short: letter) else {
                // An unknown first letter is more likely a long option typed with one dash.
                if position == 0 {
                    let suggestion = suggestedOption(for: String(letters))
                    throw .unknownOption(token, suggestion: suggestion, usage: usage)
                }
                throw .unknownOption("-\(letter)", suggestion: nil, usage: usage)
            }
            position += 1
            let rest = String(letters[position...])
            if option.isFlag {
                guard !rest.hasPrefix("=") else { throw .unexpectedValue(for: option, usage: usage) }
                recordFlag(option)
                continue
            }
            let value = rest.isEmpty ? try takeValue(for: option) : String(rest.trimmingPrefix("="))
            try record(value, for: option)
            return
        }
    }

    private mutating func takeValue(for option: OptionSpec) throws(UsageError) -> String {
        guard let token = tokens.first, Self.canBeValue(token) else {
            throw .missingValue(for: option, usage: usage)
        }
        return tokens.removeFirst()
    }

    /// A token that looks like an option is no value: `--name --json` misses its name; `--name=-x` passes.
    private static func canBeValue(_ token: String) -> Bool {
        token == "-" || !token.hasPrefix("-") || isNegativeNumber(token)
    }

    private mutating func recordFlag(_ option: OptionSpec) {
        switch option {
        case .builtInHelp: helpRequested = true
        case .builtInVersion: versionRequested = true
        default: givenFlags.insert(option.long)
        }
    }

    private mutating func record(_ value: String, for option: OptionSpec) throws(UsageError) {
        let accepted = try OptionValueValidation.accepted(value, for: option, usage: usage)
        if option.isRepeatable {
            givenValues[option.long, default: []].append(accepted)
        } else {
            givenValues[option.long] = [accepted]
        }
    }

    private func suggestedOption(for typed: String) -> String? {
        let names = chain.optionsInScope.map(\.long)
        return Suggestion.closest(to: typed, among: names).map { "--\($0)" }
    }
}
