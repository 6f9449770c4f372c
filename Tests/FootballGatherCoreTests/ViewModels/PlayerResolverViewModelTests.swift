import Testing

@testable import FootballGatherCore

/// Finding the player a user means: an id, `#id`, or a unique name.
@Suite struct PlayerResolverViewModelTests {
    private let roster = [
        Player(id: 1, name: "Ana"), Player(id: 2, name: "ana"), Player(id: 12, name: "Bo Lee"), Player(id: 7, name: "42"),
    ]

    @Test(arguments: ["12", "#12", " 12 ", "bo lee", "BO LEE"])
    func resolve_findsBoLee(_ reference: String) throws {
        #expect(try PlayerResolver.resolve(reference, in: roster).id == 12)
    }

    @Test func resolve_ambiguousName_listsTheCandidates() {
        #expect(throws: InputError.ambiguousPlayer("ANA", candidates: ["Ana #1", "ana #2"])) {
            try PlayerResolver.resolve("ANA", in: roster)
        }
    }

    @Test(arguments: ["Zed", "99", "#99", ""])
    func resolve_unknown_isRefused(_ reference: String) {
        #expect(throws: InputError.unknownPlayer(reference)) { try PlayerResolver.resolve(reference, in: roster) }
    }

    @Test func resolve_aNumberThatIsNoIDButAName_findsTheName() throws {
        #expect(try PlayerResolver.resolve("42", in: roster).id == 7)
    }
}
