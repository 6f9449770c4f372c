import FootballGatherCore

/// Text for a group chat, in WhatsApp's formatting (the chat most organisers use):
/// `*bold*`, lists numbered `1.`, and tables inside a ``` block, which Telegram, Slack and
/// Discord also show in monospace. WhatsApp has no escape character, so a name is
/// neutralised instead: its marks of formatting become look-alikes that format nothing
/// (`*` `∗`, `_` `ˍ`, `~` `∼`, a backtick `ˋ`), which `ChatLine` reads back as the marks, and
/// its control and invisible format characters are shown as escapes (`\u{200B}`), so a
/// name can neither change the formatting nor end a ``` block.
enum ChatText {
    /// A phone shows about this many monospace columns without wrapping a line.
    static let width = 32

    static func bold(_ text: String) -> String { "*\(text)*" }

    static func name(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let lookAlike = ChatMarks.lookAlikes[scalar] {
                result.unicodeScalars.append(lookAlike)
            } else if isHidden(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters, line and paragraph separators, and the invisible format
    /// characters (zero-width spaces, bidirectional overrides); the joiners that build an
    /// emoji or a word and the marks of right-to-left text stay, as names may hold them.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if TerminalText.isControl(scalar) { return true }
        if [0x200C, 0x200D, 0x200E, 0x200F, 0x061C].contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }

    /// Numbered lines, `1. Ana`.
    static func numbered(_ items: [String]) -> [String] {
        items.enumerated().map { "\($0.offset + 1). \($0.element)" }
    }

    /// A table inside a ``` block, at most `width` display columns wide: the text column
    /// (names) is shortened with `…` first. Cells must already be neutralised.
    static func table(headers: [String], rows: [[String]], textColumn: Int) -> [String] {
        let text = Table(headers: headers, rows: rows, maximumWidth: width, textColumns: [textColumn], gap: 1).render()
        return ["```"] + text.split(separator: "\n").map(String.init) + ["```"]
    }
}
