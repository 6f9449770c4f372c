/// The marks of chat formatting (`*bold*`, `_italic_`, `~struck~`, ``` `code` ```) and the
/// look-alikes a name shows them as in a message for the group chat, where they format
/// nothing. `ChatLine` reads the look-alikes back as the marks, so a list posted to the
/// chat and pasted back names the same players.
public enum ChatMarks {
    public static let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = [
        "*": "\u{2217}",  // ∗ asterisk operator
        "_": "\u{02CD}",  // ˍ modifier letter low macron
        "~": "\u{223C}",  // ∼ tilde operator
        "`": "\u{02CB}",  // ˋ modifier letter grave accent
    ]

    static let marks = Dictionary(uniqueKeysWithValues: lookAlikes.map { ($0.value, $0.key) })

    /// `text` with the look-alikes turned back into the marks they stand for.
    package static func restored(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars { result.unicodeScalars.append(marks[scalar] ?? scalar) }
        return result
    }
}
