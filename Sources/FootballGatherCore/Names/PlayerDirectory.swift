import Foundation

/// The players a reference is looked up among, indexed once the ways `PlayerResolver`
/// compares names, so that a pasted list of hundreds of names costs a lookup per name
/// rather than a pass over the roster, folding every name again, per name.
struct PlayerDirectory {
    let players: [Player]
    private let byID: [Int: Int]
    private let exactNames: Set<String>
    private let byCase: [String: [Int]]
    private let byAlias: [String: [Int]]
    private let byFolded: [String: [Int]]
    /// The first words of the folded names, sorted: the words a prefix begins lie in one run.
    private let firstWords: [(word: String, index: Int)]
    private let keys: [NameKey]

    init(_ players: [Player]) {
        self.players = players
        keys = players.map { NameKey($0.name) }
        byID = Dictionary(players.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        exactNames = Set(players.map(\.name))
        var byCase: [String: [Int]] = [:], byAlias: [String: [Int]] = [:], byFolded: [String: [Int]] = [:]
        for (index, player) in players.enumerated() {
            byCase[Self.caseKey(player.name), default: []].append(index)
            for alias in Set(player.aliases.map { NameKey($0).folded }) { byAlias[alias, default: []].append(index) }
            byFolded[keys[index].folded, default: []].append(index)
        }
        (self.byCase, self.byAlias, self.byFolded) = (byCase, byAlias, byFolded)
        firstWords = keys.enumerated().compactMap { index, key in key.words.first.map { (String($0), index) } }
            .sorted { $0.word < $1.word }
    }

    /// The player `reference` picks and how, nil when it picks nobody; several players at
    /// the first level that matches are refused, naming each with its id.
    func find(_ reference: String) throws(InputError) -> (Player, PlayerResolver.Match)? {
        let text = NameCorrections.current.correcting(reference).trimmingCharacters(in: .whitespaces)
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let id = Int(digits) {
            if let index = byID[id] { return (players[index], .id) }
            guard exactNames.contains(text) else { return nil }
        }
        let wanted = NameKey(text)
        // Each level is looked at only when the one before it found nobody.
        let levels: [(PlayerResolver.Match, () -> [Int])] = [
            (.name, { (byCase[Self.caseKey(text)] ?? []).filter { players[$0].name.caseInsensitiveCompare(text) == .orderedSame } }),
            (.alias, { byAlias[wanted.folded] ?? [] }),
            (.withoutAccents, { byFolded[wanted.folded] ?? [] }),
            (.wordPrefix, { beginning(with: wanted).filter { keys[$0].starts(with: wanted) }.sorted() }),
        ]
        for (match, candidates) in levels {
            let found = candidates()
            if found.isEmpty { continue }
            guard found.count == 1, let index = found.first else {
                throw .ambiguousPlayer(reference, candidates: found.map { "\(players[$0].name) #\(players[$0].id)" })
            }
            return (players[index], match)
        }
        return nil
    }

    /// The players whose first word `wanted`'s first word begins: those from the first word
    /// not below it to the first not below it followed by the highest code point.
    private func beginning(with wanted: NameKey) -> [Int] {
        guard let first = wanted.words.first.map(String.init) else { return [] }
        return firstWords[firstIndex(notBelow: first)..<firstIndex(notBelow: first + "\u{10FFFF}")].map(\.index)
    }

    private func firstIndex(notBelow word: String) -> Int {
        var (low, high) = (0, firstWords.count)
        while low < high {
            let middle = (low + high) / 2
            if firstWords[middle].word < word { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `reference` picks nobody at all: an ambiguous one picks several.
    func picksNobody(_ reference: String) -> Bool {
        do { return try find(reference) == nil } catch { return false }
    }

    /// What `caseInsensitiveCompare` finds equal lands in one bucket.
    private static func caseKey(_ name: String) -> String { name.folding(options: .caseInsensitive, locale: nil) }
}
