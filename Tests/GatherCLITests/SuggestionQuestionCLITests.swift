import Testing

import FootballGatherCore
@testable import GatherCLI

/// On a terminal, unknown names are offered their suggestions one by one, yes by default;
/// without one, or with --no-input, they fail at once as before.
@Suite struct SuggestionQuestionCLITests {
    private static let questions = "Use 'Ana' for 'Ann'? [Y/n] Use 'Fay' for 'Fey'? [Y/n] "

    private func homeWithRoster() async -> TestHome {
        let home = TestHome()
        _ = await addPlayers([["Ana"], ["Fay"], ["Cy"]], home: home)
        return home
    }

    @Test func squadAdd_acceptingEverySuggestion_addsTheListWhole() async {
        let home = await homeWithRoster()
        let result = await gather("squad", "add", "Ann", "Fey", "Cy", stdin: ["", "y"], home: home, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr == Self.questions)
        #expect(result.stdout == "Added Ana, Fay and Cy to the squad (3 players)\n")
        #expect(await gather("squad", "list", home: home).stdout.contains("Fay"))
    }

    @Test func squadAdd_decliningOne_refusesTheListNamingIt() async {
        let home = await homeWithRoster()
        let result = await gather("squad", "add", "Ann", "Fey", stdin: ["y", "n"], home: home, isInteractive: true)
        #expect(result.code == 65)
        #expect(result.stderr == Self.questions + """
            Error: no player matches 'Fey' (did you mean 'Fay'?): see 'gather players list'; to add newcomers to the roster, give --new

            """)
        #expect(await gather("squad", "list", "--json", home: home).stdout == #"{"limit":null,"players":[],"reserves":[]}"# + "\n")
    }

    @Test func aDelete_isNeverOfferedASuggestion_evenWithYes() async {
        let home = await homeWithRoster()
        let result = await gather("players", "delete", "Fey", "--yes", stdin: ["", "y"], home: home, isInteractive: true)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: no player matches 'Fey' (did you mean 'Fay'?): see 'gather players list'\n")
        #expect(await gather("players", "list", home: home).stdout.contains("Fay"))
    }

    @Test(arguments: [(true, ["--no-input"]), (false, [])])
    func withoutATerminalOrWithNoInput_nothingIsAsked(_ interactive: Bool, _ extra: [String]) async {
        let home = await homeWithRoster()
        let result = await gather(arguments: ["squad", "add", "Fey"] + extra, stdin: ["y"], home: home, isInteractive: interactive)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: no player matches 'Fey' (did you mean 'Fay'?)"))
    }

    @Test func startPlayers_takesTheAnswers() async {
        let home = await homeWithRoster()
        let result = await gather(
            "start", "--teams", "auto", "--players", "Ann,Fey", "--dry-run", stdin: ["", ""], home: home, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr.hasPrefix(Self.questions))
        #expect(result.stdout.contains("Ana") && result.stdout.contains("Fay"))
    }

    @Test func playersShow_offersTheSuggestion() async {
        let home = await homeWithRoster()
        let result = await gather("players", "show", "Fey", "--json", stdin: [""], home: home, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr == "Use 'Fay' for 'Fey'? [Y/n] ")
        #expect(result.stdout.contains("\"name\":\"Fay\""))
    }
}
