/// A line pasted from a group chat, reduced to the name it holds: without numbering (`1.`, `#1`, `1️⃣`),
/// formatting (`*Ned*`), a bullet, a leading `@`, reactions (`👍`, `(+1)`, `+1`) or a byte-order mark; empty
/// when it holds none. `ChatMarks` look-alikes are read back as the marks.
public enum ChatLine {
    public static func name(in line: some StringProtocol) -> String {
        ChatMarks.restored(stripped(line, reactions: true))
    }

    /// The line without what only a list puts around a name, reactions and emoji kept: what is tried as an
    /// exact name before `name(in:)` (`1. ⚽ Zé` is the player named `⚽ Zé`).
    static func listName(in line: some StringProtocol) -> String {
        String(stripped(line, reactions: false))
    }

    /// The line without numbering, then formatting, bullets, `@` and (with `reactions`) reactions, which come
    /// in any order: "- ✅ @Max".
    private static func stripped(_ line: some StringProtocol, reactions: Bool) -> Substring {
        var text = bare(Substring(line))
        if numbering(of: text) != nil { text = withoutNumbering(text) }
        while true {
            let before = text
            text = withoutFormatting(reactions ? withoutReactions(withoutLeadingReactions(text)) : text)
            if let first = text.first, bullets.contains(first) { text = trimmed(text.dropFirst()) }
            if text.first == "@" { text = trimmed(text.dropFirst()) }
            if text == before { return text }
        }
    }

    /// The lines that may hold names, and the headings: lines ending in `:` ("Reserves:"), and above a list
    /// numbered from 1 the unnumbered lines ("Football Thu 19:00 ⚽") unless the last is a `:` line.
    public static func sections(in text: some StringProtocol) -> (lines: [Substring], headings: [Substring]) {
        let lines = Substring(text).split(whereSeparator: \.isNewline)
        let isTitle = { (line: Substring) in bare(line).hasSuffix(":") && numbering(of: bare(line)) == nil }
        var headings = Set(lines.indices.filter { isTitle(lines[$0]) })
        if let first = lines.firstIndex(where: { numbering(of: bare($0)) != nil }), numbering(of: bare(lines[first])) == 1,
            let last = lines[..<first].lastIndex(where: { !bare($0).isEmpty }), !isTitle(lines[last])
        {
            headings.formUnion(lines.indices.prefix(first))
        }
        return (
            lines.indices.filter { !headings.contains($0) }.map { lines[$0] },
            headings.sorted().map { bare(lines[$0]) }.filter { !$0.isEmpty }
        )
    }

    public static func listLines(in text: some StringProtocol) -> [Substring] { sections(in: text).lines }

    private static func bare(_ line: Substring) -> Substring { trimmed(line.drop { $0 == "\u{FEFF}" }) }

    private static let bullets: Set<Character> = ["-", "*", "•", "–", "—", "·", "◦", "‣", "⁃", "▪", "▫", "►", "➤", "→"]

    /// The number of a numbered line (`1.`, `1)`, `#1` followed by a space, a letter or
    /// nothing); nil for a bare number (an id) or a line without one.
    static func numbering(of text: Substring) -> Int? {
        if let first = text.first, let number = keycap(first) {
            let next = text.dropFirst().first
            return next == nil || next?.isWhitespace == true || next?.isLetter == true ? number : nil
        }
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

    /// `1️⃣` is 1, `🔟` is 10.
    private static func keycap(_ character: Character) -> Int? {
        if character == "🔟" { return 10 }
        let scalars = character.unicodeScalars
        guard scalars.contains("\u{20E3}"), let digit = scalars.first, digit.isASCII else { return nil }
        return Int(String(digit))
    }

    private static func withoutNumbering(_ text: Substring) -> Substring {
        if let first = text.first, keycap(first) != nil { return trimmed(text.dropFirst()) }
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

    /// `Bo (late) 👍`: the emoji after a line's name and its marks.
    static func withoutTrailingEmoji(_ text: some StringProtocol) -> String {
        var rest = trimmed(Substring(text))
        while let last = rest.last, isReaction(last) { rest = trimmed(rest.dropLast()) }
        return String(rest)
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
