/// A typed word picks the name it is, or a name it begins: of several, the shortest if no other is as short
/// (`stat` is `stats`, not `status`); a tie is ambiguous (`st`: `start` or `stats`). A `wholeOnly` name (what
/// cannot be undone) is never picked by a prefix, and a prefix of one picks nothing: `e` does not end a match.
enum WordPrefix {
    enum Match: Equatable {
        case one(String)
        case several([String])
        /// A prefix of commands that run only when typed in full.
        case wholeNameNeeded([String])
        case none
    }

    static func match(_ typed: String, among names: [String], wholeOnly: Set<String> = []) -> Match {
        if names.contains(typed) { return .one(typed) }
        guard !typed.isEmpty else { return .none }
        let begun = names.filter { $0.hasPrefix(typed) }
        let whole = begun.filter(wholeOnly.contains)
        guard whole.isEmpty else { return .wholeNameNeeded(whole.sorted()) }
        guard let shortest = begun.map(\.count).min() else { return .none }
        let closest = begun.filter { $0.count == shortest }
        if closest.count == 1, let name = closest.first { return .one(name) }
        return .several(begun.sorted())
    }
}
