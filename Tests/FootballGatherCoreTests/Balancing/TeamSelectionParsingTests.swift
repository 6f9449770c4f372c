import Testing

@testable import FootballGatherCore

/// Parsing `--teams A/B` against the roster, and every refusal.
@Suite struct TeamSelectionParsingTests {
    private let roster = [
        Player(id: 1, name: "Ana", skill: .amateur), Player(id: 2, name: "Bo", skill: .beginner),
        Player(id: 3, name: "Cy", skill: .professional), Player(id: 4, name: "Dee"),
    ]

    @Test func teams_byIDsAndNames_giveTheSameSelection() throws {
        let byIDs = try TeamSelection(parsing: "1,2/3,4", roster: roster)
        let byNames = try TeamSelection(parsing: "ana, Bo / cy,DEE", roster: roster)
        #expect(byIDs == byNames)
        #expect(byIDs.teamA.map(\.id) == [1, 2])
        #expect(byIDs.teamB.map(\.id) == [3, 4])
        #expect(byIDs.assignments.map(\.team) == [.teamA, .teamA, .teamB, .teamB])
    }

    static let refusals: [(text: String, error: InputError)] = [
        ("/3,4", .sideWithoutPlayers(.teamA)),
        ("1,2/ ", .sideWithoutPlayers(.teamB)),
        ("1,,2/3", .emptyEntryInSide(.teamA)),
        ("1,2/2", .pickedTwice(name: "Bo", id: 2)),
        ("1/9", .unknownPlayer("9")),
        ("1,2,3", .notTwoSides),
    ]

    @Test(arguments: refusals)
    func teams_invalid_isRefused(_ example: (text: String, error: InputError)) {
        #expect(throws: example.error) { try TeamSelection(parsing: example.text, roster: roster) }
    }

    @Test func everyUnknownName_ofBothSides_isNamedInOneError_withItsDidYouMean() {
        #expect(throws: InputError.unknownPlayers([
            UnknownPlayer(reference: "Dei", suggestion: "Dee"), UnknownPlayer(reference: "Anna", suggestion: "Ana"),
        ])) {
            try TeamSelection(parsing: "Ana,Dei/Bo,Anna", roster: roster)
        }
    }

    @Test func anUnknownNameGivenTwice_isNamedOnce() {
        #expect(throws: InputError.unknownPlayer("Anna", suggestion: "Ana")) { try TeamSelection(parsing: "Anna,Bo/Anna,Dee", roster: roster) }
    }

    @Test func skillTotal_countsAnUnknownSkillAsAmateur() {
        #expect(TeamSelection.skillTotal(roster) == 1 + 2 + 3 + 2)
    }
}
