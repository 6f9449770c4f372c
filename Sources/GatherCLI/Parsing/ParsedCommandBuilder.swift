/// The checks that need the whole line (arguments, conflicts) and the final result.
enum ParsedCommandBuilder {
    static func build(from scanner: CommandLineScanner) throws(UsageError) -> ParsedCommand {
        let chain = scanner.chain
        let usage = scanner.usage
        let unset = chain.command.options.filter { scanner.givenValues[$0.long] == nil }
        let arguments = try PositionalBinding.bind(scanner.positionals, to: chain.command.arguments, options: unset, usage: usage)
        let options = chain.visibleOptions
        let given = Set(scanner.givenValues.keys).union(scanner.givenFlags)
        try checkConflicts(among: options, given: given, usage: usage)
        return ParsedCommand(
            path: chain.path,
            values: scanner.givenValues,
            flags: scanner.givenFlags,
            defaults: options.reduce(into: [String: String]()) { defaults, option in defaults[option.long] = option.defaultValue },
            arguments: arguments
        )
    }

    private static func checkConflicts(among options: [OptionSpec], given: Set<String>, usage: String) throws(UsageError) {
        for option in options where given.contains(option.long) {
            for other in options where other.long != option.long && given.contains(other.long) {
                if option.conflicts.contains(other.long) || other.conflicts.contains(option.long) {
                    throw .conflictingOptions(option, other, usage: usage)
                }
            }
        }
    }
}
