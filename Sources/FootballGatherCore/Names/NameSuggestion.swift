/// Finds the players an unknown name was most likely meant for. The name, under the
/// `NameKey` and without trailing punctuation (`Tom R.` is `Tom R`), is compared with each
/// player's whole name, each word of it (first names, surnames) and each alias, by edit
/// distance with transpositions (`Kwmae` is one step from Kwame): at most one step for a
/// name of four letters or fewer, two for a longer one; the beginning of a whole name
/// (`Tom R` of Tom Reilly) is as close as can be. The closest players are all named.
enum NameSuggestion {
    static func closest(to reference: String, among players: [Player]) -> DidYouMean? {
        let typed = NameKey(withoutTrailingPunctuation(reference))
        guard !typed.folded.isEmpty else { return nil }
        let limit = typed.folded.count <= 4 ? 1 : 2
        // Only names that pick one player: a suggestion must be usable as it is.
        let counts = Dictionary(players.map { (NameKey($0.name), 1) }, uniquingKeysWith: +)
        var best: (distance: Int, names: [String]) = (limit + 1, [])
        for player in players where counts[NameKey(player.name)] == 1 {
            guard let distance = distance(from: typed, to: player, within: limit) else { continue }
            if distance < best.distance {
                best = (distance, [player.name])
            } else if distance == best.distance, !best.names.contains(player.name) {
                best.names.append(player.name)
            }
        }
        return DidYouMean(best.names)
    }

    /// The fewest steps from `typed` to the player's whole name, a word of it or an alias,
    /// when within `limit`.
    private static func distance(from typed: NameKey, to player: Player, within limit: Int) -> Int? {
        let name = NameKey(player.name)
        if name.starts(with: typed) { return 0 }
        let candidates = [name.folded] + (name.words.count > 1 ? name.words.map(String.init) : []) + player.aliases.map { NameKey($0).folded }
        let steps = candidates.compactMap { candidate -> Int? in
            // The distance is at least the difference in length.
            guard abs(candidate.count - typed.folded.count) <= limit else { return nil }
            let steps = Suggestion.editDistance(typed.folded, candidate)
            // As many steps as letters would "correct" any short name.
            return steps <= limit && steps < typed.folded.count ? steps : nil
        }
        return steps.min()
    }

    /// `Tom R.` → `Tom R`, `Ana!` → `Ana`: what ends a sentence is not part of a name.
    private static func withoutTrailingPunctuation(_ text: String) -> String {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        while let last = text.last, last.isPunctuation { text = text.dropLast() }
        return String(text)
    }
}
