enum Style {
    static func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[0m" }

    /// Colour only on a TTY, with `NO_COLOR` unset (or empty), `TERM` not `dumb`, and no `--no-color`.
    static func colourWanted(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Bool {
        guard isTerminal, !noColorFlag else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
