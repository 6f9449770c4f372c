import Foundation
import Testing

@testable import FootballGatherCore

/// The roster's names folded once (`NameSuggestion.Index`) rule most names out by length and
/// by the characters they hold before any edit distance is computed: they must suggest what
/// comparing every name in full suggests.
@Suite struct NameSuggestionIndexTests {
    @Test func suggestsWhatComparingEveryNameInFullSuggests_forRandomTypos() {
        var random = SplitMix64(seed: 39)
        let letters = Array("abcdeéfgiklmnorstuvyz")
        func word() -> String { String((0..<(2 + random.next(below: 7))).map { _ in letters[random.next(below: letters.count)] }) }
        func name() -> String { random.next(below: 3) == 0 ? word().capitalized : "\(word().capitalized) \(word().capitalized)" }
        var players: [Player] = (1...200).map { Player(id: $0, name: name()) }
        for index in stride(from: 0, to: players.count, by: 7) { players[index].aliases = [word()] }
        let index = NameSuggestion.Index(players)
        var suggested = 0
        for _ in 0..<300 {
            let typed = Self.typo(of: players[random.next(below: players.count)].name, using: &random)
            let expected = Self.fullComparison(typed, players)
            #expect(index.closest(to: typed) == expected, "\(typed)")
            if expected != nil { suggested += 1 }
        }
        #expect(suggested > 150, "most typos are near a player")
    }

    @Test func aPastedListOfThousands_isLookedUpAgainstOneIndex() {
        let players = (1...2_000).map { Player(id: $0, name: "Player \($0)") }
        let index = NameSuggestion.Index(players)
        #expect(index.closest(to: "Playr 1234") == "Player 1234")
        #expect(index.closest(to: "Player 12345") != nil, "a longer number begins with a player's")
        #expect(index.closest(to: "Newcomer 77") == nil)
    }

    /// One step of a typo: a letter dropped, doubled, replaced, or two swapped.
    private static func typo(of name: String, using random: inout SplitMix64) -> String {
        var characters = Array(name)
        let at = random.next(below: characters.count)
        switch random.next(below: 5) {
        case 0: characters.remove(at: at)
        case 1: characters.insert(characters[at], at: at)
        case 2: characters[at] = "x"
        case 3: if at + 1 < characters.count { characters.swapAt(at, at + 1) }
        default: characters += "q"
        }
        return String(characters)
    }

    /// The rule as `NameSuggestion` states it, every name folded and compared in full.
    private static func fullComparison(_ reference: String, _ players: [Player]) -> DidYouMean? {
        var text = Substring(reference.trimmingCharacters(in: .whitespaces))
        while let last = text.last, last.isPunctuation { text = text.dropLast() }
        let typed = NameKey(text)
        guard !typed.folded.isEmpty else { return nil }
        let limit = typed.folded.count <= 4 ? 1 : 2
        let counts = Dictionary(players.map { (NameKey($0.name), 1) }, uniquingKeysWith: +)
        var best: (distance: Int, names: [String]) = (limit + 1, [])
        for player in players where counts[NameKey(player.name)] == 1 {
            let name = NameKey(player.name)
            let candidates = [name.folded] + (name.words.count > 1 ? name.words.map(String.init) : []) + player.aliases.map { NameKey($0).folded }
            let steps = name.starts(with: typed) ? 0 : candidates.compactMap { candidate -> Int? in
                let steps = Suggestion.editDistance(typed.folded, candidate)
                return steps <= limit && steps < typed.folded.count ? steps : nil
            }.min()
            guard let steps else { continue }
            if steps < best.distance {
                best = (steps, [player.name])
            } else if steps == best.distance, !best.names.contains(player.name) {
                best.names.append(player.name)
            }
        }
        return DidYouMean(best.names)
    }
}
