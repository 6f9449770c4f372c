/// A line of a list pasted from a group chat, reduced to the name it holds: without a
/// byte-order mark, leading numbering (`1.`, `1)`, `#1`), a bullet (`-`, `*`, `•`, `–`,
/// `·`), a leading `@`, trailing reactions (`👍`, `✅`, `(+1)`, `+1`) and surrounding
/// spaces. A line left empty (blank, or emoji only) holds no name.
public enum ChatLine {
    public static func name(in line: some StringProtocol) -> String {
        var text = Substring(line).drop { $0 == "\u{FEFF}" }
        text = trimmed(text)
        text = withoutNumbering(text)
        if let first = text.first, bullets.contains(first) { text = trimmed(text.dropFirst()) }
        if text.first == "@" { text = trimmed(text.dropFirst()) }
        return String(withoutReactions(text))
    }

    private static let bullets: Set<Character> = ["-", "*", "•", "–", "—", "·"]

    /// `1.`, `1)`, `#1` followed by a space and more; a bare number stays (it is an id).
    private static func withoutNumbering(_ text: Substring) -> Substring {
        var rest = text
        if rest.first == "#" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return text }
        rest = rest.dropFirst(digits.count)
        if let mark = rest.first, mark == "." || mark == ")" { rest = rest.dropFirst() }
        guard let space = rest.first, space.isWhitespace else { return text }
        let name = trimmed(rest)
        return name.isEmpty ? text : name
    }

    private static func withoutReactions(_ text: Substring) -> Substring {
        var rest = text
        while true {
            let before = rest
            rest = trimmed(rest)
            while let last = rest.last, isReaction(last) { rest = rest.dropLast() }
            for mark in ["(+1)", "+1"] where rest.hasSuffix(mark) { rest = rest.dropLast(mark.count) }
            if rest == before { return trimmed(rest) }
        }
    }

    /// An emoji (with its modifiers and joiners) or another pictographic symbol.
    private static func isReaction(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            return properties.isEmojiPresentation || properties.generalCategory == .otherSymbol
                || (properties.isEmoji && scalar.value > 0x7F && !properties.isAlphabetic)
        }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var result = text.drop { $0.isWhitespace }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}
