/// A line of a list pasted from a group chat, reduced to the name it holds: without a
/// byte-order mark, leading numbering (`1.`, `1)`, `#1`, `1️⃣`), chat formatting (`*Ned*`,
/// `_Ned_`, `~Ned~`), a bullet (`-`, `*`, `•`, `–`, `·`, `◦`, `▪`, `‣`), a leading `@`,
/// reactions before or after the name (`👍`, `✅`, `(+1)`, `+1`) and surrounding spaces. A line left empty (blank,
/// emoji only, or an empty numbered slot such as `3.`) holds no name.
public enum ChatLine {
    public static func name(in line: some StringProtocol) -> String {
        var text = Substring(line).drop { $0 == "\u{FEFF}" }
        text = trimmed(text)
        if numbering(of: text) != nil { text = withoutNumbering(text) }
        text = withoutFormatting(withoutReactions(withoutLeadingReactions(text)))
        if let first = text.first, bullets.contains(first) { text = trimmed(text.dropFirst()) }
        if text.first == "@" { text = trimmed(text.dropFirst()) }
        return String(withoutFormatting(withoutReactions(text)))
    }

    /// The lines of a pasted list that may hold names: above a list numbered from 1, the
    /// lines without a number are its heading ("Football Thu 19:00 ⚽"), not players.
    public static func listLines(in text: some StringProtocol) -> [Substring] {
        let lines = Substring(text).split(whereSeparator: \.isNewline)
        guard let first = lines.firstIndex(where: { numbering(of: trimmed($0.drop { $0 == "\u{FEFF}" })) != nil }),
            numbering(of: trimmed(lines[first].drop { $0 == "\u{FEFF}" })) == 1
        else { return lines }
        return Array(lines[first...])
    }

    private static let bullets: Set<Character> = ["-", "*", "•", "–", "—", "·", "◦", "‣", "⁃", "▪", "▫", "►", "➤", "→"]

    /// The number of a numbered line (`1.`, `1)`, `#1` followed by a space, a letter or
    /// nothing); nil for a bare number (an id) or a line without one.
    static func numbering(of text: Substring) -> Int? {
        var rest = text
        let hashed = rest.first == "#"
        if hashed { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        let marked = rest.first == "." || rest.first == ")"
        if marked { rest = rest.dropFirst() }
        guard let next = rest.first else { return marked ? number : nil }
        guard next.isWhitespace || (marked && next.isLetter) else { return nil }
        return hashed && !marked && !next.isWhitespace ? nil : number
    }

    private static func withoutNumbering(_ text: Substring) -> Substring {
        var rest = text.first == "#" ? text.dropFirst() : text
        rest = rest.drop { $0.isASCII && $0.isNumber }
        if rest.first == "." || rest.first == ")" { rest = rest.dropFirst() }
        return trimmed(rest)
    }

    /// `*Ned*`, `**Ned**`, `_Ned_`, `~Ned~`: the marks chats use for bold, italic and struck text.
    private static func withoutFormatting(_ text: Substring) -> Substring {
        var rest = text
        while rest.count > 2, let mark = rest.first, "*_~".contains(mark), rest.last == mark {
            rest = trimmed(rest.dropFirst().dropLast())
        }
        return rest
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

    /// `✅ Ana`, `1️⃣ Ana`, `(+1) Ana`: what some chats put before the name.
    private static func withoutLeadingReactions(_ text: Substring) -> Substring {
        var rest = text
        while true {
            let before = rest
            rest = trimmed(rest.drop(while: isReaction))
            for mark in ["(+1)", "+1 "] where rest.hasPrefix(mark) { rest = rest.dropFirst(mark.count) }
            if rest == before { return trimmed(rest) }
        }
    }

    /// An emoji (with its modifiers and joiners), a keycap (`1️⃣`) or another pictographic symbol.
    private static func isReaction(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0 == "\u{20E3}" } || character.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            return properties.isEmojiPresentation || properties.generalCategory == .otherSymbol
                || (properties.isEmoji && scalar.value > 0x7F && !properties.isAlphabetic)
        }
    }

    static func trimmed(_ text: Substring) -> Substring {
        var result = text.drop { $0.isWhitespace }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}
