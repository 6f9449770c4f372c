import Testing
@testable import FootballGatherCore

/// The resolver's order with aliases: id, exact name, alias, name without accents, word prefix.
@Suite struct PlayerAliasResolverTests {
    private static func player(_ id: Int, _ name: String, aliases: [String] = []) -> Player {
        var player = Player(id: id, name: name)
        player.aliases = aliases
        return player
    }

    private let roster = [
        player(1, "Kwame Mensah"), player(2, "Dave Smith", aliases: ["Kwa", "Sméth"]), player(3, "José Martinez"),
        player(4, "Bo", aliases: ["jose martinez"]), player(5, "Cy", aliases: ["Dave"]), player(6, "Dave"),
    ]

    @Test(arguments: [
        ("Kwa", 2, PlayerResolver.Match.alias), ("kwa", 2, .alias), ("Jose Martinez", 4, .alias), ("José Martinez", 3, .name),
        ("Dave", 6, .name), ("smeth", 2, .aliasWithoutAccents), ("SMÉTH", 2, .alias), ("Kwam", 1, .wordPrefix), ("2", 2, .id),
    ])
    func anAlias_comesAfterTheExactName_andBeforeAccentsAndPrefixes(_ reference: String, _ id: Int, _ match: PlayerResolver.Match) throws {
        let (player, how) = try PlayerResolver.find(reference, in: roster)
        #expect(player.id == id)
        #expect(how == match)
    }

    @Test func anAlias_isExactEnoughToDelete() throws {
        #expect(try PlayerResolver.resolveExactly("kwa", in: roster).id == 2)
        #expect(throws: InputError.notExactPlayer("Kwam", meant: "Kwame Mensah #1")) { try PlayerResolver.resolveExactly("Kwam", in: roster) }
    }
}
