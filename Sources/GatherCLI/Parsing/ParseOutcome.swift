enum ParseOutcome: Sendable, Equatable {
    case run(ParsedCommand)
    /// Help text for stdout, without a trailing newline; exit 0.
    case help(String)
    case version
}
