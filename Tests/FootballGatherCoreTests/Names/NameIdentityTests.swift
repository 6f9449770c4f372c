import Testing

@testable import FootballGatherCore

private func player(_ id: Int, _ name: String, aliases: [String] = []) -> Player {
    var player = Player(id: id, name: name)
    player.aliases = aliases
    return player
}

/// Names are identities: lookalikes are one name, exact names come first, deletes take
/// exact references only.
@Suite struct NameIdentityTests {
    private let roster = [
        player(1, "Ana"), player(2, "Işık"), player(3, "⚽ Zé"), player(4, "Zé Silva"), player(5, "🔥"),
        player(6, "Béatrice Dupont", aliases: ["Béa"]), player(7, "Bo"),
    ]

    /// Every invisible mark the key leaves out.
    static let marks = [
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
    ]

    // MARK: One name key

    @Test(arguments: ["IŞIK", "ışık", "işık", "ISIK", "Isik"])
    func turkishCapitalsAndDotlessI_findIşık(_ reference: String) throws {
        #expect(try PlayerResolver.resolve(reference, in: roster).id == 2)
    }

    @Test(arguments: marks)
    func aNameWithAnInvisibleMark_isADuplicate_namingTheOtherPlayer(_ mark: String) {
        #expect(throws: InputError.duplicateName("Ana", takenBy: 1, suggestion: "Ana 2")) {
            try PlayerValidation.refuseDuplicate("\(mark)Ana", in: roster)
        }
        #expect(throws: InputError.self) { try PlayerAliases.checked(["B\(mark)o"], of: 1, named: "Ana", in: roster) }
    }

    @Test func aFullWidthName_isADuplicate() {
        #expect(throws: InputError.self) { try PlayerValidation.refuseDuplicate("ＡＮＡ", in: roster) }
        #expect(throws: InputError.self) { try PlayerValidation.refuseDuplicates(["Wim", "Ana\u{200B}"], in: roster) }
    }

    @Test func aPastedListWithEveryInvisibleMark_findsTheRealPlayers_andAddsNoNewcomer() throws {
        let lines = Self.marks.enumerated().map { index, mark in
            index.isMultiple(of: 2) ? "\(index + 1). \(mark)Ana" : "- A\(mark)na 👍"
        } + ["I\u{200D}şık", "\u{202E}Bo\u{202C}"]
        let references = PastedPlayers.references(in: lines.joined(separator: "\n"))
        #expect(try PastedPlayers.resolve(references, in: roster).map(\.id) == [1, 2, 7])
        #expect(PastedPlayers.newcomerNames(references, in: PlayerDirectory(roster)).isEmpty)
    }

    @Test func playersWhoAlreadyShareAKey_areAmbiguous_neverMerged() throws {
        let lookalikes = [player(1, "Ana"), player(2, "\u{200E}Ana"), player(3, "Bo")]
        #expect(throws: InputError.ambiguousPlayer("Ana", candidates: ["Ana #1", "\u{200E}Ana #2"])) {
            try PlayerResolver.resolve("Ana", in: lookalikes)
        }
        #expect(throws: InputError.ambiguousPlayer("\u{200E}Ana", candidates: ["Ana #1", "\u{200E}Ana #2"])) {
            try PlayerResolver.resolve("\u{200E}Ana", in: lookalikes)
        }
        #expect(try PlayerResolver.resolve("#2", in: lookalikes).name == "\u{200E}Ana")
    }

    // MARK: Exact first

    @Test(arguments: [("1. ⚽ Zé", 3), ("⚽ Zé", 3), ("- ⚽ Zé", 3), ("Zé 👍", 4), ("🔥", 5), ("2) 🔥", 5), ("⚽ Zé Silva", 4)])
    func aLineIsTriedExactly_beforeItLosesItsEmoji(_ line: String, _ id: Int) throws {
        let references = PastedPlayers.references(in: line)
        #expect(try PastedPlayers.resolve(references, in: roster).map(\.id) == [id])
    }

    @Test func anArgument_isTriedExactlyFirst() throws {
        #expect(try PlayerResolver.find("⚽ Zé", in: roster).1 == .name)
        #expect(try PlayerResolver.find("🔥", in: roster).0.id == 5)
    }

    @Test func aLineOfEmojiAlone_namingNobody_isNoName() throws {
        #expect(try PastedPlayers.players(in: "Bo\n👍\n✅", roster: roster).map(\.id) == [7])
        #expect(PastedPlayers.newcomerNames(["👍", "Zed 👍", "Zed"], in: PlayerDirectory(roster)) == ["Zed"])
    }

    @Test func anUnknownLine_isNamedWithoutItsNumberingAndReactions() {
        #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Wim"), UnknownPlayer(reference: "Yan")])) {
            try PastedPlayers.players(in: "1. Wim 👍\n2. Yan ✅", roster: roster)
        }
    }

    // MARK: Deletes take exact references

    @Test func anAliasWithoutItsAccents_doesNotDelete_butIsSaidWhenItFinds() throws {
        #expect(throws: InputError.notExactPlayer("Bea", meant: "Béatrice Dupont #6")) { try PlayerResolver.resolveExactly("Bea", in: roster) }
        #expect(try PlayerResolver.resolveExactly("BÉA", in: roster).id == 6)
        #expect(try PlayerResolver.resolveExactly("ışık", in: roster).id == 2)
        #expect(throws: InputError.notExactPlayer("beatrice dupont", meant: "Béatrice Dupont #6")) {
            try PlayerResolver.resolveExactly("beatrice dupont", in: roster)
        }
        #expect(try PlayerResolver.find("Bea", in: roster).1 == .aliasWithoutAccents)
        #expect(try PlayerResolver.find("béa", in: roster).1 == .alias)
        #expect(PlayerResolver.Match.aliasWithoutAccents.isLoose)
    }
}

/// Did-you-mean knows first names, surnames and aliases.
@Suite struct NameSuggestionTests {
    private let roster = [
        player(1, "Kwame Mensah"), player(2, "Chidi Okafor"), player(3, "Lena Berg"), player(4, "Federico", aliases: ["Fede"]),
        player(5, "Tom Reilly"), player(6, "Dee"), player(7, "Ana"), player(8, "Anu"),
    ]

    @Test(arguments: [
        ("Kwmae", "Kwame Mensah"), ("Chdi", "Chidi Okafor"), ("Lnea", "Lena Berg"), ("Fedde", "Federico"), ("Tom R.", "Tom Reilly"),
        ("Okafro", "Chidi Okafor"), ("kwame mensha", "Kwame Mensah"), ("DEE!", "Dee"), ("fedé", "Federico"),
    ])
    func aTypo_ofAFirstNameSurnameOrAlias_suggestsThePlayer(_ typed: String, _ meant: String) {
        #expect(PlayerResolver.suggestion(for: typed, in: roster) == DidYouMean([meant]))
    }

    @Test func shortNames_takeOneStep_longerOnesTwo() {
        #expect(PlayerResolver.suggestion(for: "Zed", in: roster) == nil, "Dee is two steps from Zed")
        #expect(PlayerResolver.suggestion(for: "Dea", in: roster) == "Dee")
        #expect(PlayerResolver.suggestion(for: "Kwmea", in: roster) == "Kwame Mensah")
        #expect(PlayerResolver.suggestion(for: "Kxmxa", in: roster) == nil)
        #expect(PlayerResolver.suggestion(for: "12", in: roster) == nil)
    }

    @Test func equallyCloseCandidates_areAllNamed_andNoneOffered() throws {
        let suggestion = try #require(PlayerResolver.suggestion(for: "Anx", in: roster))
        #expect(suggestion.names == ["Ana", "Anu"])
        #expect(suggestion.only == nil)
        #expect(suggestion.description == "'Ana' or 'Anu'")
    }

    @Test func theOfferRuns_onlyForASingleSuggestion() async throws {
        let prompter = CountingPrompter()
        let names = NameDialogue(prompter: prompter)
        #expect(throws: InputError.self) { try PlayerResolver.resolve("Anx", in: roster, names: names) }
        #expect(prompter.asked.withLock { $0 } == [])
        let found = try PlayerResolver.resolve("Kwmae", in: roster, names: names)
        #expect(found.id == 1)
        #expect(prompter.asked.withLock { $0 } == ["Kwame Mensah for Kwmae"])
    }
}

import Synchronization

private final class CountingPrompter: SuggestionPrompter {
    let asked = Mutex<[String]>([])
    func accepts(_ suggestion: String, for reference: String) -> Bool {
        asked.withLock { $0.append("\(suggestion) for \(reference)") }
        return true
    }
}
