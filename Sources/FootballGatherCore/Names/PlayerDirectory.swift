/// The players a reference is looked up among, indexed once by `NameKey`: a lookup, not a pass, per name.
struct PlayerDirectory {
    let players: [Player]
    private let byID: [Int: Int]
    private let exactNames: Set<String>
    /// Whole names under the key that keeps accents: `ISIK`, `ışık` are Işık.
    private let byName: [NameKey: [Int]]
    private let byAlias: [NameKey: [Int]]
    private let byFolded: [NameKey: [Int]]
    /// The first words of the folded names, sorted: the words a prefix begins lie in one run.
    private let firstWords: [(word: String, index: Int)]
    private let keys: [NameKey]

    init(_ players: [Player]) {
        self.players = players
        keys = players.map { NameKey($0.name) }
        byID = Dictionary(players.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        exactNames = Set(players.map(\.name))
        var byName: [NameKey: [Int]] = [:], byAlias: [NameKey: [Int]] = [:], byFolded: [NameKey: [Int]] = [:]
        for (index, player) in players.enumerated() {
            byName[NameKey(player.name, keepingAccents: true), default: []].append(index)
            for alias in Set(player.aliases.map { NameKey($0) }) { byAlias[alias, default: []].append(index) }
            byFolded[keys[index], default: []].append(index)
        }
        (self.byName, self.byAlias, self.byFolded) = (byName, byAlias, byFolded)
        firstWords = keys.enumerated().compactMap { index, key in key.words.first.map { (String($0), index) } }
            .sorted { $0.word < $1.word }
    }

    /// The player `reference` picks and how; nil for nobody, and several at the first matching level are
    /// refused. Exact first (as given, then without numbering and bullets: an id, whole name or alias), only
    /// then cleaned, every way. A reference the user agreed to read as another name (`corrections`) is that.
    func find(_ reference: String, corrections: NameCorrections = NameCorrections()) throws(InputError) -> (Player, PlayerResolver.Match)? {
        var forms = Self.forms(of: reference)
        if let corrected = forms.lazy.compactMap({ corrections.names[$0] }).first { forms = [corrected] }
        // Only the reference as typed is an id: `-2` or `3. 12` without its bullet or number is no one's.
        for (index, form) in forms.enumerated() {
            if let found = try find(form, reference: reference, exactly: true, asID: index == 0) { return found }
        }
        guard let loosest = forms.last else { return nil }
        return try find(loosest, reference: reference, exactly: false, asID: false)
    }

    /// The player `text` is as it stands: an id, a whole name or an alias; nil otherwise.
    func findExactly(_ text: String) throws(InputError) -> (Player, PlayerResolver.Match)? {
        try find(text, reference: text, exactly: true, asID: true)
    }

    /// The texts `reference` is tried as, most exact first; each once, blank ones left out.
    static func forms(of reference: String) -> [String] {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        var seen = Set<String>()
        return [trimmed, ChatLine.listName(in: trimmed), ChatLine.name(in: trimmed)].filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The name an unknown reference is reported by: cleaned, or as given when nothing is left.
    static func shown(_ reference: String) -> String {
        forms(of: reference).last ?? reference
    }

    /// Whether `reference`, matching nobody, holds no name at all (an emoji or reaction between names).
    static func holdsNoName(_ reference: String) -> Bool {
        ChatLine.name(in: reference).isEmpty
    }

    private func find(_ text: String, reference: String, exactly: Bool, asID: Bool) throws(InputError) -> (Player, PlayerResolver.Match)? {
        // A number is an id, or the exact name of a player called so; never a typo or a prefix.
        // `~1` is a player created without signal, until sync gives them the server's id.
        let id = PlayerID.parse(text)
        if id != nil || Int(text.hasPrefix("#") ? String(text.dropFirst()) : text) != nil {
            if exactly, asID, let id, let index = byID[id] { return (players[index], .id) }
            guard exactly, exactNames.contains(text) else { return nil }
        }
        let wanted = NameKey(text)
        let accented = NameKey(text, keepingAccents: true)
        let aliasMatch = { (index: Int) -> PlayerResolver.Match in
            players[index].aliases.contains { NameKey($0, keepingAccents: true) == accented } ? .alias : .aliasWithoutAccents
        }
        // Each level is looked at only when the one before it found nobody.
        let levels: [(PlayerResolver.Match, () -> [Int])] =
            exactly
            ? [(.name, { byName[accented] ?? [] }), (.alias, { byAlias[wanted] ?? [] })]
            : [
                (.withoutAccents, { byFolded[wanted] ?? [] }),
                (.wordPrefix, { hostsOverTheirGuests(beginning(with: wanted).filter { keys[$0].starts(with: wanted) }.sorted()) }),
            ]
        for (match, candidates) in levels {
            let found = candidates()
            if found.isEmpty { continue }
            guard found.count == 1, let index = found.first else {
                throw .ambiguousPlayer(text, candidates: found.map { Self.candidate(players[$0]) })
            }
            return (players[index], match == .alias ? aliasMatch(index) : match)
        }
        return nil
    }

    /// A guest made for a host ("Marco Rossi's guest") begins with the host's name: a start of both means the host.
    /// One pass, by name: a short prefix of a large roster finds thousands.
    private func hostsOverTheirGuests(_ found: [Int]) -> [Int] {
        guard found.count > 1 else { return found }
        let names = Set(found.map { players[$0].name })
        let hosts = found.filter { GuestEntry.host(ofGuestName: players[$0].name).map(names.contains) != true }
        return hosts.isEmpty ? found : hosts
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

    /// `Tom Reilly #3`, with the aliases that pick the player alone: `Tom Reilly #3 alias 'Tom R.'`.
    static func candidate(_ player: Player) -> String {
        let aliases = player.aliases.map { "'\($0)'" }
        return "\(player.name) \(PlayerID.tag(player.id))" + (aliases.isEmpty ? "" : " alias " + aliases.joined(separator: ", "))
    }

    /// Whether `reference` picks nobody at all: an ambiguous one picks several.
    func picksNobody(_ reference: String, corrections: NameCorrections = NameCorrections()) -> Bool {
        do { return try find(reference, corrections: corrections) == nil } catch { return false }
    }
}
