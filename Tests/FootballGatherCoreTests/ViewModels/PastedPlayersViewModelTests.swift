import Testing

@testable import FootballGatherCore

/// A player list pasted from a group chat: ids or names, by line or comma, checked together.
@Suite struct PastedPlayersViewModelTests {
    private let roster = [
        Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo"), Player(id: 3, name: "Cy Lee"), Player(id: 4, name: "Dee"),
    ]

    @Test func references_byLineAndComma_mixed_blanksAndSpacesIgnored() {
        let text = "  Ana \n\n Bo, Cy Lee ,\r\n,  \n4\r#2\n\t \n"
        #expect(PastedPlayers.references(in: text) == ["Ana", "Bo", "Cy Lee", "4", "#2"])
    }

    @Test func references_sameTextTwice_inAnyCase_isKeptOnce() {
        #expect(PastedPlayers.references(in: "Ana\nana, ANA\nBo") == ["Ana", "Bo"])
    }

    @Test func references_ofNothingButBlanks_isEmpty() {
        #expect(PastedPlayers.references(in: " \n , ,\n\n").isEmpty)
    }

    @Test func players_idsAndNames_inTheOrderGiven_eachOnce() throws {
        let players = try PastedPlayers.players(in: "dee\n1, cy lee\nAna\n#4", roster: roster)
        #expect(players.map(\.id) == [4, 1, 3])
    }

    @Test func everyUnknownName_isListedTogether_withASuggestionWhereOneIsClose() {
        #expect(throws: InputError.unknownPlayers([
            UnknownPlayer(reference: "Anna", suggestion: "Ana"), UnknownPlayer(reference: "Xavier"),
            UnknownPlayer(reference: "Cy Lea", suggestion: "Cy Lee"), UnknownPlayer(reference: "99"),
        ])) {
            try PastedPlayers.players(in: "Anna\nBo, Xavier\nCy Lea\n99", roster: roster)
        }
    }

    @Test func unknownNames_pointToThePlayersList() {
        let one = InputError.unknownPlayers([UnknownPlayer(reference: "Boo", suggestion: "Bo")])
        #expect(one.nextStep == .listPlayers)
        #expect(one.failureKind == .invalidData)
    }

    @Test func aNameSharedByTwoPlayers_isAmbiguous_andNeverSuggested() {
        let shared = roster + [Player(id: 5, name: "ana")]
        #expect(throws: InputError.ambiguousPlayers([AmbiguousPlayer(reference: "ANA", candidates: ["Ana #1", "ana #5"])])) {
            try PastedPlayers.players(in: "Bo\nANA", roster: shared)
        }
        #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Anaa")])) {
            try PastedPlayers.players(in: "Anaa", roster: shared)
        }
    }

    @Test func unknownNames_areReportedBeforeAmbiguousOnes() {
        let shared = roster + [Player(id: 5, name: "ana")]
        #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Xavier")])) {
            try PastedPlayers.players(in: "ana\nXavier", roster: shared)
        }
    }

    // MARK: Who `start --teams auto` splits

    @Test func roster_exceptSome_leavesThemOut() throws {
        let players = try AutoPlayers.roster(except: ["ana", "#3"]).players(from: roster, squad: [])
        #expect(players.map(\.id) == [2, 4])
    }

    @Test func roster_exceptAnUnknownName_isTheSameError() {
        #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Bob", suggestion: "Bo")])) {
            try AutoPlayers.roster(except: ["Bob"]).players(from: roster, squad: [])
        }
    }

    @Test func squad_givesItsPlayersStillOnTheRoster_inItsOrder() throws {
        #expect(try AutoPlayers.squad.players(from: roster, squad: [4, 9, 2]).map(\.id) == [4, 2])
    }

    @Test func emptySquad_saysHowToFillIt() {
        #expect(InputError.emptySquad.nextStep == .fillSquad)
        #expect(throws: InputError.emptySquad) {
            try AutoPlayers.squad.players(from: roster, squad: [9])
        }
    }

    @Test func listed_nobody_isRefused() {
        #expect(throws: InputError.self) { try AutoPlayers.listed([]).players(from: roster, squad: []) }
    }
}

@Suite struct UnknownNameEchoTests {
    @Test func aHugeUnknownName_isEchoedCut_toSixtyCharacters() {
        let huge = String(repeating: "x", count: 2_000_000)
        #expect(InputError.echo(huge) == String(repeating: "x", count: 59) + "…")
    }
}
