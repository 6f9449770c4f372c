/// Chat formatting marks and the look-alikes names show them as in messages to the group chat, where they
/// format nothing; `ChatLine` reads them back, so a posted list pasted back names the same players.
public enum ChatMarks {
    public static let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = [
        "*": "\u{2217}",  // ∗ asterisk operator
        "_": "\u{02CD}",  // ˍ modifier letter low macron
        "~": "\u{223C}",  // ∼ tilde operator
        "`": "\u{02CB}",  // ˋ modifier letter grave accent
    ]

    static let marks = Dictionary(uniqueKeysWithValues: lookAlikes.map { ($0.value, $0.key) })

    package static func restored(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars { result.unicodeScalars.append(marks[scalar] ?? scalar) }
        return result
    }
}
