import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// `history edit`, `history show` with no id, and short ids, offline and on a server.
@Suite struct HistoryEditCLITests {
    /// A home with one gather ended 3-1 (Ana and Bo against Cy and Dee); returns its id.
    private func endedGather(variables: [String: String] = [:], home: TestHome? = nil) async throws -> (TestHome, String) {
        var made = home
        if made == nil { made = await makeFourPlayerHome() }
        let home = try #require(made)
        #expect(await gather(arguments: ["start", "--teams", "1,2/3,4", "--quiet"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["end", "--score", "3-1", "--quiet"], home: home, variables: variables).code == 0)
        let entries = try parseJSON(await gather(arguments: ["history", "--json"], home: home, variables: variables).stdout) as? [[String: Any]]
        return (home, try #require(entries?.first?["id"] as? String))
    }

    @Test func historyEdit_offline_correctsTheScoreAndWinnerInTheDataFile() async throws {
        let (home, id) = try await endedGather()
        let result = await gather("history", "edit", String(id.prefix(5)).lowercased(), "--score", "1-2", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Corrected gather \(id.prefix(8)): 1-2, Team B wins\n")
        let entry = try #require(try await historyEntries(home).first)
        #expect(entry["score"] as? String == "1-2")
        #expect(entry["winnerTeam"] as? String == "Team B")
        let data = try String(contentsOf: home.file("data/gather/matches.json"), encoding: .utf8)
        #expect(data.contains("\"1-2\""))
    }

    @Test func historyEdit_json_printsTheCorrectedGather() async throws {
        let (home, id) = try await endedGather()
        let result = await gather("history", "edit", id, "--score", "2-2", "--json", home: home)
        let body = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(body["id"] as? String == id)
        #expect(body["score"] as? String == "2-2")
        #expect(body["winnerTeam"] as? String == "None")
    }

    @Test func historyEdit_ofTheRunningMatch_isRefused_andChangesNothing() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("score", "1-0", "--quiet", home: home)
        let id = try #require(try await historyEntries(home).first?["id"] as? String)
        let result = await gather("history", "edit", id, "--score", "3-2", home: home)
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: gather \(id.prefix(8)) is the running match: set its score with 'gather score' or 'gather end --score'\n")
        #expect(try await historyEntries(home).first?["score"] == nil)
        #expect(await gather("show", "--json", home: home).stdout.contains("\"score\""))
    }

    /// Without an id, the latest ended gather: with only a running match, there is none,
    /// and the message says so rather than that there are no gathers.
    @Test func historyEdit_withOnlyARunningMatch_saysNoGatherHasEnded() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let result = await gather("history", "edit", "--score", "3-2", home: home)
        #expect(result.code == 1)
        #expect(result.stderr == "Error: no gather has ended yet: set its score with 'gather score' or 'gather end --score'\n")
        let offline = await gather("sync", "--dry-run", "--json", home: home)
        #expect(offline.stdout == "[]\n", "offline, nothing waits: the same shape as on a server")
    }

    @Test func historyEdit_withoutOrWithABadScore_isAUsageError() async throws {
        let (home, id) = try await endedGather()
        let missing = await gather("history", "edit", id, home: home)
        #expect(missing.code == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing what to correct: --score, --date"))
        let bad = await gather("history", "edit", id, "--score", "3-x", home: home)
        #expect(bad.code == 64)
        #expect(try await historyEntries(home).first?["score"] as? String == "3-1")
    }

    @Test func historyShow_withoutAnID_showsTheMostRecentGather() async throws {
        let (home, _) = try await endedGather()
        let (_, latest) = try await endedGather(home: home)
        let result = await gather("history", "show", home: home)
        #expect(result.code == 0)
        #expect(outputLines(result.stdout).first == "Gather \(latest)  3-1  winner: Team A")
        let empty = await gather("history", "show", home: TestHome())
        #expect(empty.code == 1)
        #expect(empty.stderr == "Error: there are no gathers yet: start one with 'gather start --teams A/B'\n")
    }

    @Test func history_andPlayersGathers_showShortIDs() async throws {
        let (home, id) = try await endedGather()
        let row = try #require(outputLines(await gather("history", home: home).stdout).last)
        #expect(row.hasPrefix(String(id.prefix(8)) + "  "))
        #expect(!row.contains(id))
        let gathers = try #require(outputLines(await gather("players", "gathers", "Ana", home: home).stdout).last)
        #expect(gathers.hasPrefix(String(id.prefix(8)) + "  "))
    }

    @Test func historyEdit_onAServer_putsTheCorrectedScoreOnTheServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        for name in ["Ana", "Bo", "Cy", "Dee"] {
            #expect(await gather(arguments: ["players", "add", name, "--quiet"], home: home, variables: variables).code == 0)
        }
        let (_, id) = try await endedGather(variables: variables, home: home)
        let result = await gather(arguments: ["history", "edit", String(id.prefix(8)), "--score", "0-4"], home: home, variables: variables)
        #expect(result.code == 0)
        let puts = server.requests.filter { $0.method == "PUT" && $0.path.lowercased() == "/api/gathers/\(id.lowercased())" }
        #expect(puts.count == 2, "end, then the correction")
        // A second machine logged in to the same account sees the corrected result.
        let other = TestHome()
        #expect(await gather(arguments: ["login", "coach", "--password-stdin"], stdin: ["pw"], home: other, variables: variables).code == 0)
        let seen = try #require(try parseJSON(await gather(arguments: ["history", "--json"], home: other, variables: variables).stdout) as? [[String: Any]])
        #expect(seen.first?["score"] as? String == "0-4")
        #expect(seen.first?["winnerTeam"] as? String == "Team B")
    }
}

/// `history edit` without an id corrects the most recent ended gather, as `history show`
/// shows the most recent one.
@Suite struct HistoryEditLatestCLITests {
    @Test func withoutAnID_theLatestEndedGatherIsCorrected() async throws {
        let home = await makeFourPlayerHome()
        let clock = ManualClock()
        var ids: [String] = []
        for score in ["1-0", "2-2"] {
            let started = await gather(arguments: ["start", "--teams", "1,2/3,4", "--json"], home: home, clock: clock)
            ids.append(try #require((try parseJSON(started.stdout) as? [String: Any])?["id"] as? String))
            #expect(await gather(arguments: ["end", "--score", score], home: home, clock: clock).code == 0)
            clock.advance(by: 3600)
        }
        let edited = await gather(arguments: ["history", "edit", "--score", "3-2"], home: home, clock: clock)
        #expect(edited.code == 0, "\(edited.stderr)")
        #expect(edited.stdout == "Corrected gather \(ids[1].prefix(8)): 3-2, Team A wins\n")
        let first = try #require(try parseJSON(await gather(arguments: ["history", "show", ids[0], "--json"], home: home, clock: clock).stdout) as? [String: Any])
        #expect(first["score"] as? String == "1-0", "the older gather is untouched")
    }
}

/// An ended match is fully correctable: a player on the wrong side, one missing, one who
/// did not play, and the scorers; records follow. Offline and on a server.
@Suite struct HistoryLineupCorrectionCLITests {
    /// A match whose sides were never known (imported from a server home): the correction names the side
    /// now known and those still of no side, never an empty one.
    @Test func aMatchOfUnknownSides_saysWhoIsWhere_andNamesNoEmptySide() async throws {
        let home = TestHome()
        let archive = #"{"format": "football-gather-export", "version": 1, "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Bo"}], "#
            + #""gathers": [{"id": "\#(UUID().uuidString)", "score": "1-0", "winnerTeam": "Team A", "members": [{"playerID": 1}, {"playerID": 2}]}]}"#
        #expect(await gather(arguments: ["import", "-", "--quiet"], stdin: [archive], home: home).code == 0)

        let edited = await gather("history", "edit", "--team-a", "Ana", home: home)
        #expect(edited.code == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains(": Team A Ana, side unknown Bo\n"), "\(edited.stdout)")
    }

    @Test(arguments: [false, true])
    func theLineUpAndScorers_areCorrected_andRecordsFollow(onAServer: Bool) async throws {
        let server = onAServer ? try FakeGatherServer.start() : nil
        defer { server?.stop() }
        let home = TestHome()
        let variables = server.map { ["GATHER_SERVER": $0.baseURL.absoluteString] } ?? [:]
        if onAServer {
            #expect(await gather(arguments: ["register", "coach", "--password-stdin"], stdin: ["pw"], home: home, variables: variables).code == 0)
        }
        let run = { (arguments: [String]) in await gather(arguments: arguments, home: home, variables: variables) }
        #expect(await run(["players", "add", "Ana", "Bo", "Cy", "Dee", "Eve"]).code == 0)
        #expect(await run(["start", "--teams", "Ana,Bo/Cy,Dee"]).code == 0)
        #expect(await run(["goal", "a", "--by", "Ana"]).code == 0)
        #expect(await run(["end"]).code == 0)

        let typo = await run(["history", "edit", "--team-a", "Eve", "--not-played", "Zed"])
        #expect(typo.code == 65)
        #expect(!(await run(["history", "show", "--format", "text"])).stdout.contains("Eve"), "a typo changes nothing")

        let fixed = await run(["history", "edit", "--team-b", "Ana", "--team-a", "Eve", "--not-played", "Dee", "--goal", "a:Eve"])
        #expect(fixed.code == 0, "\(fixed.stderr)")
        let sheet = await run(["history", "show", "--format", "text"]).stdout
        let side = { (team: String) in
            Set((sheet.split(separator: "\n").first { $0.hasPrefix("\(team): ") } ?? "").dropFirst(team.count + 2).split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) })
        }
        #expect(side("Team A") == ["Bo", "Eve"] && side("Team B") == ["Ana", "Cy"], "\(sheet)")
        #expect(sheet.contains("Goals: Eve (Team A)"))
        let rows = try #require(try parseJSON(await run(["stats", "--json"]).stdout) as? [[String: Any]])
        let won = { (name: String) in rows.first { $0["name"] as? String == name }?["won"] as? Int }
        #expect(won("Eve") == 1 && won("Bo") == 1 && won("Ana") == 0)
        #expect(!rows.contains { $0["name"] as? String == "Dee" }, "Dee did not play")
    }
}
