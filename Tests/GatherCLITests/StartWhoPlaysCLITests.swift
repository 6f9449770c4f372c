import FakeGatherServer
import Foundation
import Testing

/// `start --teams auto --players -` (a list pasted on stdin) and `--all --except`:
/// every name checked before anything is created.
@Suite struct StartWhoPlaysCLITests {
    /// The names on both sides of the match `start --json` printed.
    private func names(_ stdout: String) throws -> Set<String> {
        let match = try #require(try parseJSON(stdout) as? [String: Any])
        return Set(["teamA", "teamB"].flatMap { (match[$0] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } })
    }

    @Test func playersFromStdin_byLineAndComma_idsAndNames() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--players", "-", "--json", stdin: [" ana", "", "2, cy ", "Ana", "#2"], home: home)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try names(result.stdout) == ["Ana", "Bo", "Cy"])
    }

    @Test func playersFromStdin_andTyped_together() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--players", "Dee", "--players", "-", "--json", stdin: ["Ana"], home: home)
        #expect(try names(result.stdout) == ["Ana", "Dee"])
    }

    @Test func playersFromStdin_withUnknownNames_listsThemAll_andCreatesNothing() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--players", "-", stdin: ["Ana", "Anna, Bo", "Xavier"], home: home)
        #expect(result == (65, "", "Error: no player matches these 2 names: 'Anna' (did you mean 'Ana'?) and 'Xavier'; see 'gather players list'; to add newcomers to the roster, give --new\n"))
        #expect(try await historyEntries(home).isEmpty)
        #expect(await gather("show", home: home).code == 1)
    }

    @Test func typedPlayers_withUnknownNames_areListedTogetherToo() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--players", "Ana,Boo,Cyy", home: home)
        #expect(result.code == 65)
        #expect(result.stderr.contains("'Boo' (did you mean 'Bo'?) and 'Cyy' (did you mean 'Cy'?)"))
    }

    @Test func playersFromEmptyStdin_isRefused() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--players", "-", home: home)
        #expect(result == (65, "", "Error: no players on stdin: pipe ids or names, one per line or comma-separated\n"))
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func allExcept_leavesThemOut() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--all", "--except", "ana, #2", "--json", home: home)
        #expect(try names(result.stdout) == ["Cy", "Dee"])
    }

    @Test func allExcept_anUnknownName_isTheSameError_andCreatesNothing() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--all", "--except", "Ana,Deee", home: home)
        #expect(result == (65, "", "Error: no player matches 'Deee' (did you mean 'Dee'?): see 'gather players list'\n"))
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test(arguments: [["--teams", "auto", "--except", "Ana"], ["--teams", "auto", "--players", "Ana,Bo", "--except", "Ana"]])
    func except_withoutAll_isAUsageError(_ options: [String]) async throws {
        let home = await makeFourPlayerHome()
        let result = await gather(arguments: ["start"] + options, home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --except leaves players out of --all: add --all.\nUsage: gather start"))
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func except_withNamedSides_isAUsageError() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "Ana/Bo", "--all", "--except", "Cy", home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --all only goes with --teams auto."))
    }

    @Test func playersFromStdin_onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let home = TestHome()
        let online = ["GATHER_SERVER": server.baseURL.absoluteString]
        #expect(await gather("register", "coach", "--password-stdin", stdin: ["pw"], home: home, variables: online).code == 0)
        for name in ["Ana", "Bo", "Cy"] { _ = await gather("players", "add", name, home: home, variables: online) }
        let refused = await gather("start", "--teams", "auto", "--players", "-", stdin: ["Ana, Bob"], home: home, variables: online)
        #expect(refused == (65, "", "Error: no player matches 'Bob' (did you mean 'Bo'?): see 'gather players list'; to add newcomers to the roster, give --new\n"))
        #expect(try await historyEntries(home, variables: online).isEmpty)
        let started = await gather("start", "--teams", "auto", "--players", "-", "--json", stdin: ["Ana", "bo"], home: home, variables: online)
        #expect(try names(started.stdout) == ["Ana", "Bo"])
    }
}
