import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Columns measured in terminal columns, tables shortened to fit a terminal and never
/// when piped, and an empty filtered list that says why it is empty.
@Suite struct TableFitCLITests {
    @Test(arguments: [
        ("Ana", 3), ("李小龍", 6), ("Zoë 🏆", 6), ("Zoe\u{308}", 3), ("🇵🇹", 2), ("👨‍👩‍👧", 2), ("☺", 1), ("☺️", 2),
        ("Ａ", 2), ("한국", 4), ("e\u{301}\u{301}", 1), ("a\u{200B}b", 2), ("…", 1), ("", 0),
        ("Player 9999  professional", 25), ("Ana\u{301}", 3), ("Bo 李", 5),
    ])
    func displayWidth_countsTerminalColumns(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func emptyList_saysWhichFiltersMatchedNothing() {
        #expect(PlayerRendering.emptyListNote(skill: nil, position: nil, hint: .plain) == "No players yet: add one with 'gather players add NAME'.")
        #expect(PlayerRendering.emptyListNote(skill: .beginner, position: .winger, hint: .plain) == "No players match --skill beginner --position winger.")
        #expect(PlayerRendering.emptyListNote(skill: nil, position: .goalkeeper, hint: .plain) == "No players match --position goalkeeper.")
    }

    @Test func table_alignsColumnsByDisplayWidth() {
        let text = Table(headers: ["NAME", "AGE"], rows: [["李小龍", "32"], ["Zoë 🏆", "7"], ["Ana", "24"]]).render()
        let starts = outputLines(text).map { line in
            DisplayWidth.of(String(line[..<(line.range(of: "  ", options: .backwards)?.upperBound ?? line.endIndex)]))
        }
        #expect(Set(starts) == [8], "\(text)")
    }

    @Test func table_onANarrowTerminal_shortensTheLongestColumnSoEveryRowFits() {
        let name = String(repeating: "n", count: 42)
        let rows = [["1", name, "24", "professional", "goalkeeper", "Sporting Clube de Portugal"], ["2", "Bo", "-", "-", "-", "-"]]
        let text = Table(
            headers: PlayerRendering.headers, rows: rows, maximumWidth: 60, textColumns: PlayerRendering.textColumns
        ).render()
        for line in outputLines(text) { #expect(DisplayWidth.of(line) <= 60, "\(line)") }
        #expect(text.contains("…"))
        #expect(text.contains("professional"), "short columns are left whole")
        #expect(text.hasPrefix("ID  NAME"))
    }

    @Test func table_withWideCharacters_cutsByColumnsNotCharacters() {
        let text = Table(headers: ["NAME", "TEAM"], rows: [[String(repeating: "龍", count: 30), "Porto"]], maximumWidth: 30).render()
        for line in outputLines(text) { #expect(DisplayWidth.of(line) <= 30, "\(line)") }
        #expect(text.contains("龍…"))
    }

    @Test func table_withoutAMaximum_cutsNothing() {
        let name = String(repeating: "n", count: 200)
        let text = Table(headers: ["NAME"], rows: [[name]]).render()
        #expect(text.contains(name))
    }

    @Test func playersList_onATerminalOfSixtyColumns_fits_andPipedKeepsEverything() async {
        let home = TestHome()
        let name = String(repeating: "L", count: 42)
        #expect(await gather("players", "add", name, "--skill", "professional", "--favourite-team", "Sporting Clube de Portugal", home: home).code == 0)
        let onTerminal = await gather("players", "list", home: home, isTerminal: true, variables: ["COLUMNS": "60", "NO_COLOR": "1"])
        for line in outputLines(onTerminal.stdout) { #expect(DisplayWidth.of(line) <= 60, "\(line)") }
        #expect(onTerminal.stdout.contains("…"))
        let piped = await gather("players", "list", home: home, variables: ["COLUMNS": "60"])
        #expect(piped.stdout.contains(name))
        #expect(piped.stdout.contains("Sporting Clube de Portugal"))
        #expect(!piped.stdout.contains("…"))
    }

    @Test func playersList_withoutCOLUMNS_usesTheTerminalsOwnWidth() async {
        let home = TestHome()
        #expect(await gather("players", "add", String(repeating: "W", count: 60), home: home).code == 0)
        let console = RecordingConsole(isTerminal: true, columns: 50)
        let environment = CLIEnvironment(console: console, variables: home.variables.merging(["NO_COLOR": "1"]) { $1 }, clock: FakeClock())
        #expect(await Application(environment: environment).run(["players", "list"]) == 0)
        for line in outputLines(console.stdout) { #expect(DisplayWidth.of(line) <= 50, "\(line)") }
        #expect(console.stdout.contains("…"))
    }

    @Test func playersList_emptyUnderFilters_namesTheFilters() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "--skill", "amateur", home: home).code == 0)
        let result = await gather("players", "list", "--skill", "beginner", "--position", "winger", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "No players match --skill beginner --position winger.\n")
        let empty = await gather("players", "list", home: TestHome())
        #expect(empty.stderr == "No players yet: add one with 'gather players add NAME'.\n")
    }
}
