import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather players list`: the table, sorting, filters and JSON.
@Suite struct PlayersListCLITests {
    /// Ana (1), Cy (2), Bo (3), Dee (4), with different attributes.
    private func makeRoster() async -> TestHome {
        let home = TestHome()
        _ = await addPlayers([
            ["Ana", "--age", "24", "--skill", "amateur", "--position", "striker", "--favourite-team", "Porto"],
            ["Cy", "--skill", "professional", "--position", "goalkeeper"],
            ["Bo", "--age", "31", "--skill", "beginner", "--position", "defender"],
            ["Dee"],
        ], home: home)
        return home
    }

    private func firstColumn(_ text: String) -> [String] {
        outputLines(text).dropFirst().map { String($0.split(separator: " ")[0]) }
    }

    @Test func list_isATableWithDashesForEmptyFieldsSortedByName() async {
        let home = await makeRoster()
        let result = await gather("players", "list", home: home)
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            ID  NAME  AGE  SKILL         POSITION    FAVOURITE TEAM
            1   Ana   24   amateur       striker     Porto
            3   Bo    31   beginner      defender    -
            2   Cy    -    professional  goalkeeper  -
            4   Dee   -    -             -           -

            """)
    }

    @Test func list_piped_hasNoColour_butOnATerminalTheHeaderIsBold() async {
        let home = await makeRoster()
        #expect(!(await gather("players", "list", home: home).stdout.contains("\u{1B}[")))
        #expect(await gather("players", "list", home: home, isTerminal: true).stdout.hasPrefix("\u{1B}[1mID"))
        #expect(!(await gather("players", "list", "--no-color", home: home, isTerminal: true).stdout.contains("\u{1B}[")))
        #expect(!(await gather("players", "list", home: home, isTerminal: true, variables: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
        #expect(!(await gather("players", "list", home: home, isTerminal: true, variables: ["TERM": "dumb"]).stdout.contains("\u{1B}[")))
    }

    @Test func sort_byID() async {
        let home = await makeRoster()
        #expect(firstColumn(await gather("players", "list", "--sort", "id", home: home).stdout) == ["1", "2", "3", "4"])
    }

    @Test func sort_byName() async {
        let home = await makeRoster()
        #expect(firstColumn(await gather("players", "list", "--sort", "name", home: home).stdout) == ["1", "3", "2", "4"])
    }

    @Test func sort_bySkill_bestFirst_unknownLast() async {
        let home = await makeRoster()
        #expect(firstColumn(await gather("players", "list", "--sort=skill", home: home).stdout) == ["2", "1", "3", "4"])
    }

    @Test func sort_byAnUnknownKey_isAUsageError() async {
        let home = await makeRoster()
        let result = await gather("players", "list", "--sort", "age", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func filter_bySkill() async {
        let home = await makeRoster()
        #expect(firstColumn(await gather("players", "list", "--skill", "professional", home: home).stdout) == ["2"])
    }

    @Test func filter_byPosition() async {
        let home = await makeRoster()
        #expect(firstColumn(await gather("players", "list", "--position", "defender", home: home).stdout) == ["3"])
    }

    @Test func filter_matchingNobody_printsNothingAndExitsZero() async {
        let home = await makeRoster()
        let result = await gather("players", "list", "--position", "winger", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func json_usesTheAPIsCamelCaseKeysAndOmitsNulls() async throws {
        let home = await makeRoster()
        let result = await gather("players", "list", "--sort", "id", "--json", home: home)
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let players = try #require(try parseJSON(result.stdout) as? [[String: Any]])
        #expect(players.count == 4)
        #expect(Set(players[0].keys) == ["id", "name", "age", "skill", "preferredPosition", "favouriteTeam", "aliases"])
        #expect(players[0]["favouriteTeam"] as? String == "Porto")
        #expect(players[0]["preferredPosition"] as? String == "striker")
        #expect(Set(players[3].keys) == ["id", "name", "aliases"])
        #expect(players.allSatisfy { player in !player.values.contains { $0 is NSNull } })
    }

    @Test func json_isCompactWhenPiped_andIndentedOnATerminal() async {
        let home = await makeRoster()
        #expect(outputLines(await gather("players", "list", "--json", home: home).stdout).count == 1)
        #expect(outputLines(await gather("players", "list", "--json", home: home, isTerminal: true).stdout).count > 1)
    }

    @Test func emptyRoster_isNotAnError() async {
        let home = TestHome()
        let table = await gather("players", "list", home: home)
        #expect(table.code == 0)
        #expect(table.stdout.isEmpty)
        let json = await gather("players", "list", "--json", home: home)
        #expect(json.code == 0)
        #expect(json.stdout == "[]\n")
    }
}
