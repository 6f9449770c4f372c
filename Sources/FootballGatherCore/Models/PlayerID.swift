/// How a player's id is written. A server's ids are positive; a player created without signal has a temporary
/// negative id until `gather sync`, shown and typed as `~1`, `~2`…
public enum PlayerID {
    public static func isTemporary(_ id: Int) -> Bool { id < 0 }

    /// `12`, or `~1` for a temporary id: a table's column, a command's argument.
    public static func text(_ id: Int) -> String { isTemporary(id) ? "~\(id.magnitude)" : String(id) }

    /// `#12`, or `~1`: an id beside a name in a sentence.
    public static func tag(_ id: Int) -> String { isTemporary(id) ? "~\(id.magnitude)" : "#\(id)" }

    /// The id `text` writes: `12`, `#12` or `~1`; nil for anything else (`-1`, `+3`, ` 7`).
    static func parse(_ text: some StringProtocol) -> Int? {
        let (digits, temporary): (Substring, Bool) =
            switch text.first {
            case "#": (Substring(text.dropFirst()), false)
            case "~": (Substring(text.dropFirst()), true)
            default: (Substring(text), false)
            }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let number = Int(digits), number > 0 || (!temporary && number == 0) else { return nil }
        return temporary ? -number : number
    }
}
