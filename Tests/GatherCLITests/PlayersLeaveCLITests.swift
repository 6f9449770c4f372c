import FakeGatherServer
import Foundation
import Testing

@testable import GatherCLI

/// Players leave; their matches stay: a deleted player is still named in the sheets,
/// history and `stats --all` of the matches they played, marked as gone, and a retired
/// one leaves lists, squads and automatic teams with every record kept.
@Suite struct PlayersLeaveCLITests {
    /// Ana and Bo beat Cy and Dee 2-0, both goals Ana's.
    private static func playedMatch(home: TestHome, variables: [String: String] = [:]) async throws -> String {
        #expect(await gather(arguments: ["players", "add", "Ana", "Bo", "Cy", "Dee"], home: home, variables: variables).code == 0)
        let started = await gather(arguments: ["start", "--teams", "Ana,Bo/Cy,Dee", "--json"], home: home, variables: variables)
        let match = try #require(try parseJSON(started.stdout) as? [String: Any])
        for _ in 0..<2 { #expect(await gather(arguments: ["goal", "a", "--by", "Ana"], home: home, variables: variables).code == 0) }
        #expect(await gather(arguments: ["end"], home: home, variables: variables).code == 0)
        return try #require(match["id"] as? String)
    }

    @Test(arguments: [false, true])
    func deletingAPlayer_keepsTheirMatches_namedAndMarked(onAServer: Bool) async throws {
        let server = onAServer ? try FakeGatherServer.start() : nil
        defer { server?.stop() }
        let (home, variables) = server.map { _ in (TestHome(), [String: String]()) } ?? (TestHome(), [:])
        var serverVariables = variables
        if let server {
            serverVariables = ["GATHER_SERVER": server.baseURL.absoluteString]
            #expect(await gather(arguments: ["register", "coach", "--password-stdin"], stdin: ["pw"], home: home, variables: serverVariables).code == 0)
        }
        let id = try await Self.playedMatch(home: home, variables: serverVariables)
        let statsBefore = await gather(arguments: ["stats", "--json"], home: home, variables: serverVariables).stdout
        #expect(await gather(arguments: ["players", "delete", "Ana", "--yes"], home: home, variables: serverVariables).code == 0)

        let sheet = await gather(arguments: ["history", "show", id, "--format", "text"], home: home, variables: serverVariables)
        let teamALine = sheet.stdout.split(separator: "\n").first { $0.hasPrefix("Team A: ") } ?? ""
        #expect(teamALine.contains("Ana (left)") && teamALine.contains("Bo"), "\(sheet.stdout)")
        #expect(sheet.stdout.contains("Goals: Ana ×2 (Team A)"), "\(sheet.stdout)")
        #expect(!sheet.stdout.contains("#1"))
        let json = try #require(try parseJSON(await gather(arguments: ["history", "show", id, "--json"], home: home, variables: serverVariables).stdout) as? [String: Any])
        let teamA = try #require(json["teamA"] as? [[String: Any]])
        #expect(teamA.contains { $0["name"] as? String == "Ana" && $0["onRoster"] as? Bool == false })

        // Everyone else's record is as it was; Ana's is in `stats --all`, marked.
        let statsAfter = await gather(arguments: ["stats", "--json"], home: home, variables: serverVariables).stdout
        let bo = { (text: String) in (try? parseJSON(text) as? [[String: Any]])?.first { $0["name"] as? String == "Bo" }?["won"] as? Int }
        #expect(bo(statsAfter) == 1 && bo(statsBefore) == 1)
        let everyone = await gather(arguments: ["stats", "--all"], home: home, variables: serverVariables)
        #expect(everyone.stdout.contains("Ana (left)"))
        #expect(!(await gather(arguments: ["stats"], home: home, variables: serverVariables)).stdout.contains("Ana"))
    }

    @Test func aRetiredPlayer_leavesListsSquadsAndAutomaticTeams_andKeepsTheirRecord() async throws {
        let home = TestHome()
        _ = try await Self.playedMatch(home: home)
        let retired = await gather("players", "retire", "Cy", home: home)
        #expect(retired.code == 0)
        #expect(retired.stdout.hasPrefix("Retired Cy (#3)"))

        #expect(!(await gather("players", "list", home: home)).stdout.contains("Cy"))
        #expect(await gather("players", "list", "--all", home: home).stdout.contains("Cy (retired)"))
        let squad = await gather("squad", "add", "Cy", "Dee", home: home)
        #expect(squad.code == 65)
        #expect(squad.stderr.contains("Cy is retired"))
        let auto = try #require(try parseJSON(await gather("start", "--teams", "auto", "--all", "--dry-run", "--json", home: home).stdout) as? [String: Any])
        let names = ((auto["teamA"] as? [[String: Any]] ?? []) + (auto["teamB"] as? [[String: Any]] ?? [])).compactMap { $0["name"] as? String }
        #expect(Set(names) == ["Ana", "Bo", "Dee"])
        // Issue 39: their matches are part of the season; --active leaves them out.
        #expect(await gather("stats", home: home).stdout.contains("Cy (retired)"))
        #expect(!(await gather("stats", "--active", home: home)).stdout.contains("Cy"))
        #expect(await gather("stats", "--all", home: home).stdout.contains("Cy (retired)"))
        let rows = try #require(try parseJSON(await gather("stats", "--json", home: home).stdout) as? [[String: Any]])
        let retiredRows = rows.filter { $0["retired"] as? Bool == true }.compactMap { $0["name"] as? String }
        #expect(retiredRows == ["Cy"], "the JSON says who is retired, as the table does")

        #expect(await gather("players", "unretire", "Cy", home: home).code == 0)
        #expect(await gather("players", "list", home: home).stdout.contains("Cy"))
    }

    @Test func deletingSomeoneWhoPlayed_withoutYes_offersRetiring() async throws {
        let home = TestHome()
        _ = try await Self.playedMatch(home: home)
        let refused = await gather("players", "delete", "Bo", home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("Bo (#2) played 1 match: retire instead with 'gather players retire'"))

        let offered = await gather("players", "delete", "Bo", stdin: ["y"], home: home, isTerminal: true, isInteractive: true)
        #expect(offered.code == 0)
        #expect(offered.stdout.contains("Retired Bo (#2) instead of deleting"))
        #expect(await gather("players", "list", "--all", home: home).stdout.contains("Bo (retired)"))
    }

    @Test func anExport_carriesRetiredAndDepartedPlayers() async throws {
        let home = TestHome()
        _ = try await Self.playedMatch(home: home)
        #expect(await gather("players", "retire", "Cy", home: home).code == 0)
        #expect(await gather("players", "delete", "Ana", "--yes", home: home).code == 0)
        let archive = try #require(try parseJSON(await gather("export", "-", home: home).stdout) as? [String: Any])
        #expect(archive["retired"] as? [Int] == [3])
        #expect((archive["departed"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Ana"])
    }
}
