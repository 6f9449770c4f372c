import FakeGatherServer
import Foundation
import Testing

@testable import GatherCLI

/// Retirements say what they change, offline and on a server: a squad member leaves the
/// squad and the first reserve moves up; `unretire` never changes the squad; a player of
/// the running match stays in it, and is told so.
@Suite struct RetirementCLITests {
    private static func retireFromTheSquad(_ run: (String...) async -> GatherOutcome) async throws {
        for name in ["Ana", "Bo", "Dee"] { #expect(await run("players", "add", name, "--quiet").code == 0) }
        #expect(await run("squad", "limit", "2", "--quiet").code == 0)
        #expect(await run("squad", "add", "Ana", "Bo", "Dee", "--quiet").code == 0)

        let retired = await run("players", "retire", "Bo")
        #expect(retired == (0, "Retired Bo (#2) and out of the squad: their records stay; 'gather players unretire' brings them back\n"
            + "Up from the reserves: Dee\n", ""))
        #expect(try Self.squad(await run("squad", "list", "--json")) == ["Ana", "Dee"], "out of the squad, not only out of sight")

        #expect(await run("players", "unretire", "Bo") == (0, "Bo (#2) is back on the roster\n", ""))
        #expect(try Self.squad(await run("squad", "list", "--json")) == ["Ana", "Dee"], "Dee stays in, Bo stays out")
    }

    /// The names of the squad's players, then of its reserves after a '|'.
    private static func squad(_ outcome: GatherOutcome) throws -> [String] {
        let squad = try #require(try parseJSON(outcome.stdout) as? [String: Any])
        let names = { (key: String) in (squad[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        let reserves = names("reserves")
        return names("players") + (reserves.isEmpty ? [] : ["|"] + reserves)
    }

    private static func retireFromTheMatch(_ run: (String...) async -> GatherOutcome) async {
        #expect(await run("start", "--teams", "Ana/Dee", "--quiet").code == 0)
        let retired = await run("players", "retire", "Dee", "--json")
        #expect(retired.code == 0)
        #expect(retired.stderr == "Dee stays in the running match: the retirement counts from the next one\n")
        #expect(await run("show").stdout.contains("Dee"))
        #expect(await run("end", "--score", "1-0", "--quiet").code == 0)
    }

    @Test func offline() async throws {
        let home = TestHome()
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home) }
        try await Self.retireFromTheSquad(run)
        await Self.retireFromTheMatch(run)
    }

    @Test func onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home, variables: variables) }
        try await Self.retireFromTheSquad(run)
        await Self.retireFromTheMatch(run)
    }
}
