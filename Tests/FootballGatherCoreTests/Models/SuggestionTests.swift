import Testing
@testable import FootballGatherCore

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("name", "name", 0),
        ("nmae", "name", 1),
        ("plyers", "players", 1),
        ("kitten", "sitting", 3),
        ("", "abc", 3),
        ("abc", "", 3),
    ])
    func editDistance_countsASwapAsOneEdit(_ lhs: String, _ rhs: String, _ expected: Int) {
        #expect(Suggestion.editDistance(lhs, rhs) == expected)
    }

    @Test func closest_prefersTheSmallestDistance() {
        #expect(Suggestion.closest(to: "lits", among: ["list", "lists", "delete"]) == "list")
    }

    @Test func closest_fallsBackToAPrefix() {
        #expect(Suggestion.closest(to: "serv", among: ["json", "server"]) == "server")
    }

    @Test func closest_ignoresCase() {
        #expect(Suggestion.closest(to: "PLAYERS", among: ["players"]) == "players")
    }

    @Test func closest_isNil_whenNothingIsClose() {
        #expect(Suggestion.closest(to: "zzzzz", among: ["players", "start"]) == nil)
    }

    @Test func closest_doesNotCorrectAWordIntoAnotherOfTheSameShortLength() {
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "x", among: ["xyz"]) == nil)
    }
}
