import Foundation

/// A name as two names of the same player compare: the one rule for duplicates, aliases,
/// pasted lists, the resolver and completion. Two names are the same when they are equal
/// after removing invisible format characters (Unicode category Cf: direction marks,
/// zero-width joiners and non-joiners, word joiners, isolates, overrides), folding
/// compatibility forms (NFKC: `Ｚｏｅ` is Zoe), folding case without a locale (I, İ, ı and i
/// are all i) and removing accents; spaces between words count once. Stored names keep
/// what was typed: the key is only compared.
public struct NameKey: Hashable, Sendable, CustomStringConvertible {
    /// The folded name, words joined by one space.
    let folded: String
    /// The folded name's words.
    let words: [Substring]

    /// The key of `name`; with `keepingAccents`, accents still tell names apart (`Bea` is
    /// not `Béa`), as a delete compares them.
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

    /// Whether two names are the same player's.
    static func same(_ first: some StringProtocol, _ second: some StringProtocol) -> Bool {
        NameKey(first) == NameKey(second)
    }

    /// Each of `other`'s words begins the word of this name in its place, from the first
    /// ("Dave S" and "Dave" in "Dave Smith"; not "Smith").
    func starts(with other: NameKey) -> Bool {
        guard !other.words.isEmpty, other.words.count <= words.count else { return false }
        return zip(words, other.words).allSatisfy { word, prefix in word.hasPrefix(prefix) }
    }

    /// Unicode's White_Space within ASCII (tab to carriage return, and space): the words of
    /// an ASCII name split on its bytes as on its characters, without a property lookup per
    /// character (a CR LF pair is one character, but both of its bytes are white space).
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Whether `scalar` is invisible formatting (category Cf), left out of the key.
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
