import FootballGatherCore

/// Text for a group chat, in WhatsApp's formatting (the chat most organisers use): `*bold*`, `1.` lists,
/// tables in a ``` block (monospace in Telegram, Slack and Discord too). WhatsApp has no escape character,
/// so a name's formatting marks become look-alikes (`*` `∗`, `_` `ˍ`, `~` `∼`, a backtick `ˋ`; `ChatLine`
/// reads them back) and its control and invisible format characters escapes (`\u{200B}`): a name can
/// neither change the formatting nor end a ``` block.
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

    /// Controls, line and paragraph separators and invisible format characters; the joiners that build an
    /// emoji or a word and the marks of right-to-left text stay, as names may hold them.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if TerminalText.isControl(scalar) { return true }
        if [0x200C, 0x200D, 0x200E, 0x200F, 0x061C].contains(scalar.value) { return false }
        return [.format, .lineSeparator, .paragraphSeparator, .control].contains(scalar.properties.generalCategory)
    }

    static func numbered(_ items: [String]) -> [String] {
        items.enumerated().map { "\($0.offset + 1). \($0.element)" }
    }

    /// A ``` block at most `width` columns wide, the names shortened with `…` first; cells come neutralised.
    static func table(headers: [String], rows: [[String]], textColumn: Int) -> [String] {
        let text = Table(headers: headers, rows: rows, maximumWidth: width, textColumns: [textColumn], gap: 1).render()
        return ["```"] + text.split(separator: "\n").map(String.init) + ["```"]
    }
}
