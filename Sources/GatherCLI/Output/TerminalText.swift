/// The one place where text from outside the process (names, favourite teams, server
/// replies, argv) is made safe to show a human: a control character could move the
/// cursor, set the window title or forge a table row, so C0 and C1 control characters
/// and DEL are shown as visible escapes such as `\u{1B}`. Only display goes through
/// here: `--json` output and stored data keep every character.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        // Printable ASCII, most text, needs no look at its scalars.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F), and the bidirectional
    /// embeddings, overrides and isolates that reorder what follows them on a terminal
    /// (U+202A–U+202E, U+2066–U+2069). The marks right-to-left text uses stay.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// An argument echoed in an error is shown up to this many characters.
    static let echoLimit = 60

    /// `text` cut to `echoLimit` characters, the last one `…`, when longer.
    static func shortened(_ text: String, to limit: Int = echoLimit) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
