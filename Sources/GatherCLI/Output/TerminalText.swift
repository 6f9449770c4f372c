import FootballGatherCore

/// The one place where outside text (names, server replies, argv) is made safe to show: a control character
/// could move the cursor, set the window title or forge a table row, and an invisible format character could
/// reorder a line or make two names look alike. So C0/C1 controls, DEL and format characters (Cf) become
/// escapes such as `\u{1B}`, except joiners and tags inside an emoji (`👨‍👩‍👧`, a flag). Only display goes
/// through here: `--json` output and stored data keep every character.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        // Printable ASCII, most text, needs no look at its scalars.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        guard text.unicodeScalars.contains(where: { isControl($0) || NameKey.isInvisible($0) }) else { return text }
        var result = ""
        for character in text {
            let picture = isEmoji(character)
            for scalar in character.unicodeScalars {
                if isControl(scalar) || (NameKey.isInvisible(scalar) && !picture) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// C0, DEL and C1, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
    /// that reorder what follows them on a terminal, even inside an emoji.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// A character drawn as an emoji, whose joiners and tags are part of the picture.
    private static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, character.unicodeScalars.count > 1 else { return false }
        return first.properties.isEmoji && first.value > 0x7F
    }

    /// An argument echoed in an error is shown up to this many characters.
    static let echoLimit = 60

    static func shortened(_ text: String, to limit: Int = echoLimit) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
