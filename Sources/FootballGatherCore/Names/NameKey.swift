/// How two names of the same player compare, for duplicates, aliases, lists, the resolver and completion:
/// equal after dropping invisible format characters (Cf), NFKC (`Ｚｏｅ` is Zoe), locale-free case folding
/// (I, İ, ı, i) and accents; spaces between words count once. Stored names keep what was typed.
public struct NameKey: Hashable, Sendable, CustomStringConvertible {
    /// The folded name, words joined by one space.
    let folded: String
    let words: [Substring]

    /// With `keepingAccents`, accents still tell names apart (`Bea` is not `Béa`), as a delete compares them.
    public init(_ name: some StringProtocol, keepingAccents: Bool = false) {
        let text = Self.fold(String(name), keepingAccents: keepingAccents)
        let words = text.utf8.allSatisfy({ $0 < 0x80 })
            ? text.utf8.split(whereSeparator: Self.isASCIIWhitespace).map { text[$0.startIndex..<$0.endIndex] }
            : text.split(whereSeparator: \.isWhitespace)
        folded = words.joined(separator: " ")
        self.words = words
    }

    public var description: String { folded }

    public static func == (lhs: NameKey, rhs: NameKey) -> Bool { lhs.folded == rhs.folded }
    public func hash(into hasher: inout Hasher) { hasher.combine(folded) }

    /// Each of `other`'s words begins the word of this name in its place, from the first
    /// ("Dave S" and "Dave" in "Dave Smith"; not "Smith").
    func starts(with other: NameKey) -> Bool {
        guard !other.words.isEmpty, other.words.count <= words.count else { return false }
        return zip(words, other.words).allSatisfy { word, prefix in word.hasPrefix(prefix) }
    }

    /// Unicode's White_Space within ASCII: an ASCII name splits into words on its bytes without a property
    /// lookup per character (a CR LF pair is one character, but both bytes are white space).
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .format }

    private static func fold(_ name: String, keepingAccents: Bool) -> String {
        // Plain ASCII has no invisible, compatibility or accented characters: its key is its
        // lower case, without Foundation's folding (most of an import of 10,000 players).
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: name.utf8.map(asciiLowercase), as: UTF8.self) }
        var visible = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !isInvisible(scalar) {
            // Turkish dotted and dotless i fold to i whatever the locale.
            switch scalar {
            case "\u{130}": visible.append("I")
            case "\u{131}": visible.append("i")
            // A phone's keyboard types the typographic apostrophe: O’Neil is O'Neil.
            case "\u{2019}", "\u{2018}", "\u{2BC}": visible.append("'")
            default: visible.append(scalar)
            }
        }
        let compatible = String(visible).precomposedStringWithCompatibilityMapping
        let options: String.CompareOptions = keepingAccents ? [.caseInsensitive] : [.caseInsensitive, .diacriticInsensitive]
        return compatible.folding(options: options, locale: nil)
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
