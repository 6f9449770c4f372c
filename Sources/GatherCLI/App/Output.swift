import FootballGatherCore
import Foundation

/// Writes a command's results: data to stdout (as JSON with `--json`), confirmations
/// unless `--quiet`, warnings and errors to stderr.
public struct Output: Sendable {
    let console: any Console
    public let json: Bool
    public let quiet: Bool
    let style: Style

    init(console: any Console, json: Bool, quiet: Bool, colour: Bool) {
        self.console = console
        self.json = json
        self.quiet = quiet
        self.style = Style(enabled: colour)
    }

    /// Data for stdout, a line at a time.
    public func line(_ text: String = "") { console.write(text + "\n", to: .standardOutput) }

    public func raw(_ text: String) { console.write(text, to: .standardOutput) }

    /// A one-line confirmation of a change; hidden by `--quiet` and by `--json`.
    public func confirm(_ text: String) {
        guard !quiet, !json else { return }
        line(text)
    }

    /// Progress and warnings: stderr, hidden by `--quiet`.
    public func note(_ text: String) {
        guard !quiet else { return }
        console.write(text + "\n", to: .standardError)
    }

    public func error(_ text: String) { console.write(text + "\n", to: .standardError) }

    /// JSON on stdout: indented on a TTY, compact when piped; keys sorted for stable output.
    public func printJSON<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = console.isTerminal(.standardOutput)
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        line(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// Aligned columns under a header, the header in bold when colour is on.
    func table(headers: [String], rows: [[String]]) {
        let text = Table(headers: headers, rows: rows).render()
        guard style.enabled, let end = text.firstIndex(of: "\n") else { return raw(text) }
        raw(style.bold(String(text[..<end])) + text[end...])
    }
}
