import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// Players whose name and favourite team came from a server or an old file, with the
/// control characters validation refuses today.
private let hostile = Player(id: 1, name: "Eve\u{1B}]0;pwned\u{07}", favouriteTeam: "Porto\nForged row\u{9B}2J\u{7F}")

/// A server whose every player request fails with `reason`.
private struct FailingPlayers: OneAtATimePlayers {
    let reason: String
    var error: APIError { .serverError(status: 500, reason: reason) }
    func players() async throws -> [Player] { throw error }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { throw error }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { throw error }
    func deletePlayer(id: Int) async throws { throw error }
    func gathers(ofPlayer id: Int) async throws -> [Gather] { throw error }
}

/// Nothing from outside reaches the terminal raw: tables, confirmations and errors show
/// control characters as visible escapes; `--json` and stored data keep them exactly.
@Suite struct TerminalSafetyCLITests {
    /// Every scalar that could drive a terminal, except the newlines that end lines.
    static func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalText.isControl($0) }
    }

    @Test func escaped_showsC0C1AndDELVisibly_andLeavesOtherTextAlone() {
        #expect(TerminalText.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(TerminalText.escaped("\u{07}\n\t\u{0}") == "\\u{07}\\u{0A}\\u{09}\\u{00}")
        #expect(TerminalText.escaped("\u{7F}\u{85}\u{9B}") == "\\u{7F}\\u{85}\\u{9B}")
        #expect(TerminalText.escaped("Zoë 🏆 李小龍 👨\u{200D}👩\u{200D}👧") == "Zoë 🏆 李小龍 👨\u{200D}👩\u{200D}👧")
    }

    @Test func escaped_showsTheBidiOverridesAndIsolates_thatWouldReorderALine() {
        #expect(TerminalText.escaped("a\u{202E}b\u{2066}c") == "a\\u{202E}b\\u{2066}c")
    }

    @Test(arguments: ["\u{202E}evil", "Ze\u{200B}ro", "Bo\u{2066}", "A\u{FEFF}na"])
    func aNameWithAnInvisibleFormattingCharacter_isRefused(_ name: String) async {
        let home = TestHome()
        let added = await gather("players", "add", name, home: home)
        #expect(added.code == 65)
        #expect(added.stderr.contains("nor invisible ones such as a zero-width space"))
        #expect(await gather("players", "add", "👨\u{200D}👩\u{200D}👧 Family", home: home).code == 0, "joiners stay allowed")
    }

    @Test func shortened_cutsToSixtyCharactersWithAnEllipsis() {
        let long = String(repeating: "x", count: 131_072)
        #expect(TerminalText.shortened(long).count == 60)
        #expect(TerminalText.shortened(long).hasSuffix("…"))
        #expect(TerminalText.shortened(String(repeating: "y", count: 60)) == String(repeating: "y", count: 60))
    }

    @Test func list_showsControlCharactersEscaped_onOneRowPerPlayer() async {
        let result = await gather("players", "list", home: TestHome(), services: StubServices(players: [hostile]))
        #expect(result.code == 0)
        #expect(Self.rawControls(result.stdout).isEmpty)
        #expect(outputLines(result.stdout).count == 2, "header and one row: no forged row")
        #expect(result.stdout.contains("Eve\\u{1B}]0;pwned\\u{07}"))
        #expect(result.stdout.contains("Porto\\u{0A}Forged row\\u{9B}2J\\u{7F}"))
    }

    @Test func listJSON_keepsEveryCharacterExactly() async throws {
        let result = await gather("players", "list", "--json", home: TestHome(), services: StubServices(players: [hostile]))
        let players = try #require(try parseJSON(result.stdout) as? [[String: Any]])
        #expect(players.first?["name"] as? String == hostile.name)
        #expect(players.first?["favouriteTeam"] as? String == hostile.favouriteTeam)
    }

    @Test func showAndDeleteConfirmation_areEscaped() async {
        let stub = StubServices(players: [hostile])
        let shown = await gather("players", "show", "1", home: TestHome(), services: stub)
        #expect(shown.stdout.contains("Eve\\u{1B}]0;pwned\\u{07}"))
        #expect(Self.rawControls(shown.stdout).isEmpty)
        let deleted = await gather("players", "delete", "1", "--yes", home: TestHome(), services: stub)
        #expect(deleted.code == 0)
        #expect(deleted.stdout == "Deleted player Eve\\u{1B}]0;pwned\\u{07} (#1)\n")
        #expect(stub.storedPlayers.isEmpty)
    }

    @Test func deleteQuestion_isEscaped() async {
        let stub = StubServices(players: [hostile])
        let asked = await gather(
            "players", "delete", "1", stdin: ["n"], home: TestHome(), isInteractive: true, services: stub)
        #expect(asked.stderr.hasPrefix("Delete Eve\\u{1B}]0;pwned\\u{07} (#1)? [y/N] "))
        #expect(Self.rawControls(asked.stderr).isEmpty)
        #expect(stub.storedPlayers.count == 1)
    }

    @Test func serverReason_isEscapedInTheError() async {
        let home = TestHome()
        let console = RecordingConsole()
        var environment = CLIEnvironment(console: console, variables: home.variables, clock: FakeClock())
        environment.makeServices = { _, _ in
            ServiceBundle(players: FailingPlayers(reason: "\u{1B}]0;pwned\u{07}\nsecond line"), gathers: StubServices(), details: MemoryGatherDetails(), auth: nil,
                intents: MemoryIntentLock(), notes: MemoryPlayerNotes())
        }
        let code = await Application(environment: environment).run(["players", "list"])
        #expect(code == 75)
        #expect(console.stderr.contains("\\u{1B}]0;pwned\\u{07}\\u{0A}second line"))
        #expect(Self.rawControls(console.stderr).isEmpty)
        #expect(outputLines(console.stderr).count == 1)
    }

    @Test func argumentEchoedInAnError_isEscaped() async {
        let unknown = await gather("players", "show", "\u{1B}[2J", home: TestHome())
        #expect(unknown.code == 65)
        #expect(unknown.stderr.contains("'\\u{1B}[2J'"))
        let usage = await gather("players", "\u{1B}[2J", home: TestHome())
        #expect(usage.code == 64)
        #expect(Self.rawControls(usage.stderr).isEmpty)
        #expect(usage.stderr.contains("Unknown command '\\u{1B}[2J'"))
    }

    @Test func hugeArgumentEchoedInAnError_isCutToSixtyCharacters() async {
        let huge = String(repeating: "x", count: 131_072)
        let shortened = String(repeating: "x", count: 59) + "…"
        let cases: [([String], Int32)] = [
            (["players", "show", huge], 65),
            (["players", huge], 64),
            (["players", "list", "--sort", huge], 64),
            (["players", "list", "--sort=" + huge], 64),
            (["timer", "set", huge], 64),
        ]
        for (arguments, code) in cases {
            let result = await gather(arguments: arguments, home: TestHome())
            #expect(result.code == code, "\(arguments.map { $0.prefix(20) })")
            #expect(result.stderr.contains("'\(shortened)'"), "\(result.stderr.prefix(300))")
            #expect(result.stderr.utf8.count < 400)
        }
    }

    @Test func favouriteTeamWithControlCharacters_isRefusedOnAddAndEdit() async {
        let home = TestHome()
        let added = await gather("players", "add", "Ana", "--favourite-team", "\u{1B}]0;pwned\u{07}", home: home)
        #expect(added.code == 65)
        #expect(added.stderr == "Error: a favourite team cannot contain control characters such as newlines or escapes, nor invisible ones such as a zero-width space\n")
        #expect(await gather("players", "add", "Ana", home: home).code == 0)
        let edited = await gather("players", "edit", "Ana", "--favourite-team", "FC\nForged", home: home)
        #expect(edited.code == 65)
        let tooLong = await gather("players", "edit", "Ana", "--favourite-team", String(repeating: "a", count: 65), home: home)
        #expect(tooLong.code == 65)
        #expect(tooLong.stderr.contains("at most 64 characters"))
    }
}
