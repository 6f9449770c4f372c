@testable import FootballGatherCore
import Testing

/// One rule for every place a player is named: id, whole name, without accents, a unique
/// word prefix; several at the first level that matches are refused with their ids.
@Suite struct PlayerResolverOrderTests {
    private let roster = [
        Player(id: 1, name: "Kwame Mensah"), Player(id: 2, name: "Dave Smith"), Player(id: 3, name: "Dave Jones"),
        Player(id: 4, name: "José Martinez"), Player(id: 5, name: "Zoë Clarke"), Player(id: 6, name: "Jonathan"),
        Player(id: 7, name: "Jo"), Player(id: 8, name: "12"),
    ]

    @Test(arguments: [
        ("Kwame", 1, PlayerResolver.Match.wordPrefix), ("Dave S", 2, .wordPrefix), ("jose", 4, .wordPrefix),
        ("Jose Martinez", 4, .withoutAccents), ("zoe", 5, .wordPrefix), ("zoë clarke", 5, .name), ("Jo", 7, .name),
        ("Jon", 6, .wordPrefix), ("#6", 6, .id), ("6", 6, .id), ("12", 8, .name), ("Jose Martínez", 4, .withoutAccents),
    ])
    func eachLevel_inOrder(_ reference: String, _ id: Int, _ match: PlayerResolver.Match) throws {
        let (player, how) = try PlayerResolver.find(reference, in: roster)
        #expect(player.id == id)
        #expect(how == match)
    }

    @Test func severalAtTheFirstLevelThatMatches_areRefused_withTheirIDs() {
        #expect(throws: InputError.ambiguousPlayer("Dave", candidates: ["Dave Smith #2", "Dave Jones #3"])) {
            try PlayerResolver.resolve("Dave", in: roster)
        }
    }

    @Test func deleting_takesOnlyAnIDOrAWholeName() throws {
        #expect(throws: InputError.notExactPlayer("Jon", meant: "Jonathan #6")) { try PlayerResolver.resolveExactly("Jon", in: roster) }
        #expect(throws: InputError.notExactPlayer("jose", meant: "José Martinez #4")) { try PlayerResolver.resolveExactly("jose", in: roster) }
        #expect(throws: InputError.unknownPlayer("Smith", suggestion: "Dave Smith")) { try PlayerResolver.resolve("Smith", in: roster) }
        #expect(try PlayerResolver.resolveExactly("jonathan", in: roster).id == 6)
        #expect(try PlayerResolver.resolveExactly("Jo", in: roster).id == 7)
    }

    @Test func aLooseMatch_isKeptOnce_anExactOneIsNot() throws {
        let names = NameDialogue()
        _ = try PlayerResolver.resolve("Kwame", in: roster, names: names)
        _ = try PlayerResolver.resolve("Dave Smith", in: roster, names: names)
        _ = try PlayerResolver.resolve("Kwame", in: roster, names: names)
        #expect(names.notes.looseMatches == [LooseMatch(reference: "Kwame", player: roster[0])])
    }
}
