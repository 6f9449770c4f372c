/// Items in a sentence: `Ana`, `Ana and Bo`, `Ana, Bo and Cy`.
public enum PlainList {
    public static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
