/// What the caller does with a command line the parser accepted.
enum ParseOutcome: Sendable, Equatable {
    case run(ParsedCommand)
    /// Help text for stdout, without a trailing newline; exit 0.
    case help(String)
    /// The caller prints its version; exit 0.
    case version
}
