import Testing

@testable import FootballGatherCore

/// The resolver's index: a long roster and a long pasted list answer as the one rule says,
/// with the same order and refusals, and errors about them stay one readable line.
@Suite struct PlayerDirectoryTests {
    /// 2,000 players whose names all begin with P, and one more.
    private let crowded = (1...2_000).map { Player(id: $0, name: "Player \($0)") } + [Player(id: 9_999, name: "Pelé Santos")]

    @Test(arguments: [("pel", 9_999), ("Pele S", 9_999), ("player 1999", 1_999), ("#2000", 2_000)])
    func amongThousandsSharingAnInitial_eachReferenceFindsItsPlayer(_ reference: String, _ id: Int) throws {
        #expect(try PlayerResolver.resolve(reference, in: crowded).id == id)
    }

    /// A host's guest players begin with the host's name: a start of both means the host; a start of two hosts
    /// is still refused as ambiguous.
    @Test func aStartOfAHostAndTheirGuests_meansTheHost() throws {
        let roster = ["Marco Rossi", "Marco Rossi's guest", "Marco Rossi's guest 2", "Ana", "Marco Russo"].enumerated()
            .map { Player(id: $0.offset + 1, name: $0.element) }
        #expect(try PlayerResolver.resolve("Marco Ro", in: roster).name == "Marco Rossi")
        #expect(throws: InputError.self) { try PlayerResolver.resolve("Marco", in: roster) }
        #expect(GuestEntry.host(ofGuestName: "Marco Rossi's guest 2") == "Marco Rossi")
        #expect(GuestEntry.host(ofGuestName: "Marco Rossi's guest 1") == nil, "the first guest has no number")
        #expect(GuestEntry.host(ofGuestName: "Marco Rossi's guesthouse") == nil)
    }

    /// An id is the reference as typed: a bullet or a list number taken off leaves no one's id.
    @Test(arguments: ["-2", "- 2", "3. 2", "+2"])
    func aNumberBehindABulletOrAListNumber_isNoId(_ reference: String) throws {
        let roster = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")]
        #expect(try PlayerDirectory(roster).find(reference) == nil)
        #expect(try PlayerDirectory(roster).find("2")?.0.name == "Bo")
        #expect(try PlayerDirectory(roster).find("3. Bo")?.0.name == "Bo", "a name behind a list number is still found")
    }

    @Test func aWordPrefix_beginsTheFirstWord_notALaterOne() {
        #expect(throws: InputError.unknownPlayer("Santos", suggestion: "Pelé Santos")) { try PlayerResolver.find("Santos", in: crowded) }
    }

    @Test func anAmbiguousPrefix_namesItsPlayersInRosterOrder() {
        let roster = [
            Player(id: 1, name: "Dave Smith"), Player(id: 2, name: "Zed"), Player(id: 3, name: "Davina"),
            Player(id: 4, name: "Dave Jones"),
        ]
        #expect(throws: InputError.ambiguousPlayer("dav", candidates: ["Dave Smith #1", "Davina #3", "Dave Jones #4"])) {
            try PlayerResolver.find("dav", in: roster)
        }
    }

    @Test func anAmbiguousName_ofManyPlayers_namesTenThenHowManyMore() throws {
        let error = #expect(throws: InputError.self) { try PlayerResolver.find("pla", in: crowded) }
        guard case .ambiguousPlayer("pla", let candidates) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(candidates.count == 2000, "every one kept; the CLI names ten")
    }

    @Test func aPastedListOfManyUnknownNames_suggestsForTheFirstTenOnly() {
        let typos = "abcdefghijkl".map { "Kwame\($0)" }
        let error = #expect(throws: InputError.self) { try PastedPlayers.resolve(typos, in: [Player(id: 1, name: "Kwame")]) }
        guard case .unknownPlayers(let unknown) = error else {
            Issue.record("expected the unknown names, got \(String(describing: error))")
            return
        }
        #expect(unknown.map(\.reference) == typos)
        #expect(unknown.map(\.suggestion) == Array(repeating: "Kwame", count: 10) + [nil, nil])
    }

    @Test func picksNobody_onlyForANameThatMatchesNoOne() {
        let directory = PlayerDirectory([Player(id: 1, name: "Dave Smith"), Player(id: 2, name: "Dave Jones")])
        #expect(directory.picksNobody("Nia"))
        #expect(!directory.picksNobody("Dave"))  // ambiguous: refused later, never a newcomer
        #expect(!directory.picksNobody("dave s"))
    }
}
