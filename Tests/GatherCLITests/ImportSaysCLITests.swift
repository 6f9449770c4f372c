import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// What an import says, offline and on a server: a file that would change an identity
/// quietly is refused (65) naming each problem, with nothing written; otherwise every
/// player matched by name, left active or renumbered and every alias left out is listed.
@Suite struct ImportSaysCLITests {
    /// A player set apart under a local id (`~1`) in the file is named so, not as `#-1`.
    @Test func changedPlayerIDs_nameALocalIDAsTheRosterDoes() {
        var report = ImportReport()
        report.changedPlayerIDs = ["-1": 168, "3": 4]
        #expect(ImportReportLines.lines(report).last == "Player ids that changed (file → here): ~1 → #168 and #3 → #4")
    }

    /// A file with Ana (her alias Nana), Bo (his alias Annie) and Cy, Ana and Cy retired.
    private static let file = """
        {"format": "football-gather-export", "version": 1,
         "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bo"}, {"id": 3, "name": "Cy"}],
         "gathers": [], "retired": [1, 3], "aliases": {"1": ["Nana"], "2": ["Annie"]}}
        """

    private static func importing(_ run: (String...) async -> GatherOutcome, home: TestHome, stdinRun: ([String], [String]) async -> GatherOutcome) async throws {
        // One at a time: a server gives ids in the order its creates arrive, and several are sent together.
        #expect(await run("players", "add", "Ana", "--quiet").code == 0)
        #expect(await run("players", "add", "Dee", "--quiet").code == 0)
        #expect(await run("players", "edit", "Dee", "--alias", "Annie", "--quiet").code == 0)
        #expect(await run("players", "edit", "Ana", "--alias", "Nana", "--quiet").code == 0)

        // Nana is Ana's alias here: a file player named Nana is refused, and nothing is written.
        let refused = await stdinRun(["import", "-"], [file.replacingOccurrences(of: #""name": "Bo""#, with: #""name": "Nana""#)
            .replacingOccurrences(of: #""2": ["Annie"]"#, with: #""2": ["B"], "3": ["B"]"#)])
        #expect(refused.code == 65, "\(refused.stderr)")
        #expect(refused.stderr.contains("player #2 'Nana' of the file is an alias of Ana (#1) here"), "\(refused.stderr)")
        #expect(refused.stderr.contains("players #2 'Nana' and #3 'Cy' of the file share the alias 'B'"), "\(refused.stderr)")
        #expect(await run("players", "list").stdout.split(separator: "\n").count == 3, "nothing was written")

        let imported = await stdinRun(["import", "-"], [file])
        #expect(imported.code == 0, "\(imported.stderr)")
        let lines = imported.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Imported 2 players (Bo and Cy) and 0 gathers"), "\(lines)")
        #expect(lines.contains("Matched 1 player to players already on the roster by name: Ana"))
        #expect(lines.contains("Left active, as they are here (retired in the file; --take-retired retires them): Ana"))
        #expect(lines.contains("Aliases left out, as each would not pick one player here: 'Annie' (Bo)"))
        #expect(await run("players", "list").stdout.contains("Ana"), "Ana is still active")
        #expect(!(await run("players", "list").stdout.contains("Cy")), "Cy, new here, is retired as in the file")

        let taken = await stdinRun(["import", "-", "--take-retired", "--json"], [file])
        let report = try #require(try parseJSON(taken.stdout) as? [String: Any])
        #expect((report["leftActive"] as? [String])?.isEmpty == true)
        #expect(!(await run("players", "list").stdout.contains("Ana")), "--take-retired retires her")
    }

    @Test func offline() async throws {
        let home = TestHome()
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home) }
        try await Self.importing(run, home: home) { arguments, stdin in await gather(arguments: arguments, stdin: stdin, home: home) }
    }

    @Test func onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home, variables: variables) }
        let before = { server.requests.filter { $0.method != "GET" }.count }
        try await Self.importing(run, home: home) { arguments, stdin in
            let changes = before()
            let outcome = await gather(arguments: arguments, stdin: stdin, home: home, variables: variables)
            if outcome.code != 0 { #expect(before() == changes, "a refused import sends nothing") }
            return outcome
        }
    }

    /// Ten names, then how many more, in text; every one in JSON.
    @Test func aLongList_showsTenAndHowManyMore() async throws {
        let home = TestHome()
        let players = (1...25).map { #"{"id": \#($0), "name": "P\#($0)"}"# }.joined(separator: ", ")
        let file = #"{"format": "football-gather-export", "version": 1, "players": [\#(players)], "gathers": []}"#
        let imported = await gather(arguments: ["import", "-"], stdin: [file], home: home)
        #expect(imported.stdout == "Imported 25 players (P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 15 more) and 0 gathers\n")
        let again = await gather(arguments: ["import", "-", "--json"], stdin: [file], home: home)
        let report = try #require(try parseJSON(again.stdout) as? [String: Any])
        #expect((report["skippedPlayers"] as? [String])?.count == 25)
        let matched = await gather(arguments: ["import", "-"], stdin: [file], home: home)
        #expect(matched.stdout.hasSuffix("Matched 25 players to players already on the roster by name: P1, P2, P3, P4, P5, P6, P7, P8, P9, P10 and 15 more\n"))
    }
}
