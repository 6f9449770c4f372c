/// Items in a sentence: `Ana`, `Ana and Bo`, `Ana, Bo and Cy` (or `Ana, Bo or Cy`).
public enum PlainList {
    /// `1 gather`, `2 gathers`, `0 gathers`: a count with its noun agreeing.
    public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }

    public static func joined(_ items: [String], conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// At most `limit` items, then how many more (`'A', 'B' … and 99,990 more`): an error stays one line.
    public static func joined(_ items: [String], atMost limit: Int) -> String {
        guard items.count > limit else { return joined(items) }
        return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
    }

    /// `Ana #1, Ana #2`: items separated by commas alone, at most `limit` of them, then how many more.
    public static func commaSeparated(_ items: [String], atMost limit: Int) -> String {
        items.prefix(limit).joined(separator: ", ") + (items.count > limit ? " and \(items.count - limit) more" : "")
    }

    /// How many items an error names before "and N more".
    public static let errorLimit = 10

    /// How many names a message lists before "and N more"; the JSON output carries them all.
    static let messageLimit = 10

    public static func bounded(_ items: [String]) -> String { joined(items, atMost: messageLimit) }
}
