/// Terminal columns of text: East Asian wide and fullwidth characters and emoji take two, zero-width ones
/// none, the rest one. A small table of the wide blocks rather than all of Unicode's EastAsianWidth.txt.
enum DisplayWidth {
    static func of(_ text: String) -> Int {
        // Printable ASCII, most of any table, is one column a byte: no Unicode lookups.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// One user-perceived character: its first scalar decides, unless a variation selector asks for emoji.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        return of(first)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        if isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation || isWide(scalar.value) { return 2 }
        return 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .enclosingMark, .format].contains(scalar.properties.generalCategory)
            || (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks; emoji go by their Emoji_Presentation property instead.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A,
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x18AFF, 0x1B000...0x1B2FF,  // Tangut, Kana supplement
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
