/// Finds the players an unknown name most likely meant: under `NameKey`, minus trailing punctuation, by edit
/// distance (a transposition one step) to each whole name, word and alias: at most 1 for four letters or
/// fewer, else 2; a whole name's beginning (`Tom R` of Tom Reilly) is closest. All the closest are named.
enum NameSuggestion {
    /// A roster's names folded once for many lookups: folding every name per newcomer made 2,500 pasted
    /// newcomers against 10,000 players take minutes.
    struct Index {
        private let entries: [Entry]

        init(_ players: [Player]) {
            let keyed = players.map { (player: $0, key: NameKey($0.name)) }
            // Only names that pick one player: a suggestion must be usable as it is.
            let counts = Dictionary(keyed.map { ($0.key, 1) }, uniquingKeysWith: +)
            entries = keyed.filter { counts[$0.key] == 1 }.map { player, key in
                let texts = [key.folded] + (key.words.count > 1 ? key.words.map(String.init) : []) + player.aliases.map { NameKey($0).folded }
                return Entry(name: player.name, key: key, spellings: texts.map(Spelling.init))
            }
        }

        func closest(to reference: String) -> DidYouMean? {
            let typed = NameKey(withoutTrailingPunctuation(reference))
            let spelled = Spelling(typed.folded)
            guard spelled.count > 0 else { return nil }
            let limit = spelled.count <= 4 ? 1 : 2
            var best: (distance: Int, names: [String]) = (limit + 1, [])
            for entry in entries {
                guard let distance = entry.distance(from: typed, spelled: spelled, within: limit) else { continue }
                if distance < best.distance {
                    best = (distance, [entry.name])
                } else if distance == best.distance, !best.names.contains(entry.name) {
                    best.names.append(entry.name)
                }
            }
            return DidYouMean(best.names)
        }
    }

    private struct Entry {
        let name: String
        let key: NameKey
        let spellings: [Spelling]

        /// The fewest steps from `typed` to the whole name, a word of it or an alias, within `limit`.
        func distance(from typed: NameKey, spelled: Spelling, within limit: Int) -> Int? {
            if spellings.first?.first == spelled.first, key.starts(with: typed) { return 0 }
            let steps = spellings.compactMap { candidate -> Int? in
                guard candidate.mightBe(spelled, within: limit) else { return nil }
                let steps = Suggestion.editDistance(spelled.text, candidate.text)
                // As many steps as letters would "correct" any short name.
                return steps <= limit && steps < spelled.count ? steps : nil
            }
            return steps.min()
        }
    }

    /// A folded spelling with what rules most others out at once: its length and a mask of its characters.
    private struct Spelling {
        let text: String
        let count: Int
        let first: Character?
        let characters: UInt64

        init(_ text: String) {
            self.text = text
            count = text.count
            first = text.first
            characters = text.reduce(0) { mask, character in
                mask | 1 << UInt64((character.unicodeScalars.first?.value ?? 0) % 64)
            }
        }

        /// False when `other` is surely more than `limit` steps away: the lengths differ by
        /// more, or more characters of one are missing from the other (each takes a step).
        func mightBe(_ other: Spelling, within limit: Int) -> Bool {
            abs(count - other.count) <= limit
                && (characters & ~other.characters).nonzeroBitCount <= limit
                && (other.characters & ~characters).nonzeroBitCount <= limit
        }
    }

    /// `Tom R.` → `Tom R`, `Ana!` → `Ana`: what ends a sentence is not part of a name.
    private static func withoutTrailingPunctuation(_ text: String) -> String {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        while let last = text.last, last.isPunctuation { text = text.dropLast() }
        return String(text)
    }
}
