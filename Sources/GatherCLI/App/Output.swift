import FootballGatherCore

/// Data to stdout (JSON with `--json`), confirmations unless `--quiet`, warnings and errors to stderr.
/// Every line for a human goes through `TerminalText`; JSON and `raw` text keep every character.
struct Output: Sendable {
    let console: any Console
    let json: Bool
    let quiet: Bool
    /// Table headers in bold (see `Style.colourWanted`).
    let colour: Bool
    /// The width a table must fit in: set on a terminal, nil when piped (nothing is cut).
    var tableWidth: Int? = nil
    var hint: CommandHint = .plain

    func gather(_ arguments: String) -> String { hint.gather(arguments) }

    func line(_ text: String = "") { raw(TerminalText.escaped(text) + "\n") }

    /// Text for stdout exactly as given (JSON, completion scripts, an export).
    func raw(_ text: String) { console.write(text, to: .standardOutput) }

    /// A one-line confirmation of a change; hidden by `--quiet` and by `--json`.
    func confirm(_ text: String) {
        guard !quiet, !json else { return }
        line(text)
    }

    /// A change the JSON does not show (who joined the roster, who moved up from the
    /// reserves): a confirmation, or with `--json` a note on stderr; hidden by `--quiet`.
    func announce(_ text: String) {
        json ? note(text) : confirm(text)
    }

    /// Progress and warnings: stderr, hidden by `--quiet`.
    func note(_ text: String) {
        guard !quiet else { return }
        error(text)
    }

    func error(_ text: String) { console.write(TerminalText.escaped(text) + "\n", to: .standardError) }

    /// JSON on stdout: indented on a TTY, compact when piped; keys sorted for stable output.
    func printJSON<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONCoding.encoder(pretty: console.isTerminal(.standardOutput))
        raw(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
    }

    func table(headers: [String], rows: [[String]], textColumns: Set<Int>? = nil) {
        let text = Table(headers: headers, rows: rows, maximumWidth: tableWidth, textColumns: textColumns).render()
        guard colour, let end = text.firstIndex(of: "\n") else { return raw(text) }
        raw(Style.bold(String(text[..<end])) + text[end...])
    }
}

extension Output {
    /// `COLUMNS`, else the terminal's own width; nil when stdout is not a terminal.
    static func tableWidth(console: any Console, environment: [String: String]) -> Int? {
        guard console.isTerminal(.standardOutput) else { return nil }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return console.terminalColumns
    }
}
