import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `add`, `move` and `swap` offline: what they print, the bad input they refuse with exit
/// 65 and nothing changed, and the teams `show`, `end` and `history show` then see.
@Suite struct LineupCLITests {
    /// Ana (#1) and Bo (#2) for Team A, Cy (#3) and Dee (#4) for Team B; Kai (#5) on the roster.
    private func startedHome() async -> TestHome {
        let home = await makeFourPlayerHome()
        _ = await addPlayers([["Kai", "--skill", "amateur"]], home: home)
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        return home
    }

    /// The names of each team of the running match, as `show --json` prints them.
    private func teams(_ home: TestHome) async throws -> (a: [String], b: [String]) {
        let match = try #require(try parseJSON(await gather("show", "--json", home: home).stdout) as? [String: Any])
        let names = { (key: String) in (match[key] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? [] }
        return (names("teamA"), names("teamB"))
    }

    /// Issue 38: with equal sides, a late arrival joins the side behind on the score, and
    /// `move --json` carries the new chances.
    @Test func add_withEqualSides_joinsTheSideBehind_andMoveJSONHasTheChances() async throws {
        let home = await startedHome()
        _ = await gather("score", "0-2", "--quiet", home: home)
        #expect(await gather("add", "Kai", home: home).stdout == "Added Kai to Team A: the side behind on the score\nPredicted: Team A 39% · Team B 61%\n")
        let moved = try #require(try parseJSON(await gather("move", "Ana", "b", "--json", home: home).stdout) as? [String: Any])
        let prediction = try #require(moved["prediction"] as? [String: Any])
        #expect(prediction["teamA"] as? Double == 0.2 && prediction["teamB"] as? Double == 0.8)
    }

    /// Each prints one confirming line, then the chances of the sides as they now stand.
    @Test func addMoveSwap_printOneConfirmingLineEach() async throws {
        let home = await startedHome()
        #expect(await gather("add", "Kai", "--team", "b", home: home).stdout == "Added Kai to Team B: the side asked for\nPredicted: Team A 20% · Team B 80%\n")
        #expect(await gather("move", "Ana", "b", home: home).stdout == "Moved Ana to Team B\nPredicted: Team A 6% · Team B 94%\n")
        #expect(await gather("swap", "ana", "#2", home: home).stdout == "Swapped Ana (now Team A) and Bo (now Team B)\nPredicted: Team A 22% · Team B 78%\n")
        let (teamA, teamB) = try await teams(home)
        #expect(teamA == ["Ana"] && teamB == ["Cy", "Dee", "Kai", "Bo"])
        #expect(await gather("move", "Cy", "a", "--quiet", home: home).stdout.isEmpty)
    }

    @Test func add_withoutATeam_joinsTheSmallerTeam() async throws {
        let home = await startedHome()
        _ = await gather("move", "Cy", "a", home: home)
        // Cy the professional moved: Kai joins the two, though they are the favourites.
        #expect(await gather("add", "Kai", home: home).stdout == "Added Kai to Team B: the smaller side\nPredicted: Team A 60% · Team B 40%\n")
    }

    @Test func add_withEqualTeams_joinsTheWeakerSide_andPrintsTheNewChances() async throws {
        // Ana (amateur) and Bo (beginner) are weaker than Cy (professional) and Dee (no label).
        let home = await startedHome()
        let result = await gather("add", "Kai", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Added Kai to Team A: the side with the lower chance\nPredicted: Team A 39% · Team B 61%\n")
        #expect(try await teams(home).a == ["Ana", "Bo", "Kai"])
    }

    @Test func add_withEvenSides_saysTeamATakesTheTie_notALowerChance() async throws {
        let home = TestHome()
        _ = await addPlayers([["Ana", "--skill", "amateur"], ["Bo", "--skill", "amateur"], ["Kai", "--skill", "amateur"]], home: home)
        #expect(await gather("start", "--teams", "Ana/Bo", home: home).code == 0)
        let added = await gather("add", "Kai", home: home)
        #expect(added.stdout.hasPrefix("Added Kai to Team A: the sides were even, and Team A takes a tie\n"))
        #expect(await gather("cancel", "--yes", home: home).code == 0)
        #expect(await gather("start", "--teams", "Ana/Bo", home: home).code == 0)
        let json = try #require(try parseJSON(await gather("add", "Kai", "--json", home: home).stdout) as? [String: Any])
        #expect(json["reason"] as? String == "even")
    }

    @Test func addJSON_hasThePrediction_andTheReason() async throws {
        let home = await startedHome()
        let match = try #require(try parseJSON(await gather("add", "Kai", "--json", home: home).stdout) as? [String: Any])
        let prediction = try #require(match["prediction"] as? [String: Any])
        #expect(prediction["teamA"] as? Double == 0.39)
        #expect(prediction["teamB"] as? Double == 0.61)
        #expect(match["reason"] as? String == "lowerChance")
        let chosen = try #require(try parseJSON(await gather("add", "Kai", "--team", "a", "--json", home: await startedHome()).stdout) as? [String: Any])
        #expect(chosen["reason"] as? String == "chosen")
        let moved = await startedHome()
        _ = await gather("move", "Cy", "a", "--quiet", home: moved)
        let smaller = try #require(try parseJSON(await gather("add", "Kai", "--json", home: moved).stdout) as? [String: Any])
        #expect(smaller["reason"] as? String == "smaller")
        #expect(await gather("add", "Kai", "--quiet", home: await startedHome()).stdout.isEmpty)
    }

    @Test func json_printsTheRunningMatch() async throws {
        let home = await startedHome()
        let match = try #require(try parseJSON(await gather("add", "Kai", "--team", "a", "--json", home: home).stdout) as? [String: Any])
        #expect(Set(match.keys) == ["id", "score", "startedAt", "state", "teamA", "teamB", "timer", "prediction", "reason"])
        #expect(match["state"] as? String == "running")
        #expect((match["teamA"] as? [[String: Any]])?.last?["name"] as? String == "Kai")
        let swapped = try #require(try parseJSON(await gather("swap", "Kai", "Dee", "--json", home: home).stdout) as? [String: Any])
        #expect((swapped["teamB"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Cy", "Kai"])
    }

    @Test(arguments: [
        (["add", "Cy"], "Error: Cy already plays for Team B in the running match: to change their team, use 'gather move'\n"),
        (["add", "Kia"], "Error: no player matches 'Kia' (did you mean 'Kai'?): see 'gather players list'; to add newcomers to the roster, give --new\n"),
        (["move", "Kai", "a"], "Error: Kai (#5) is not playing in the running match: see who plays with 'gather show', or add a late arrival with 'gather add'\n"),
        (["move", "Dei", "a"], "Error: no player of the running match matches 'Dei' (did you mean 'Dee'?): see who plays with 'gather show', or add a late arrival with 'gather add'\n"),
        (["move", "Ana", "a"], "Error: Ana already plays for Team A: nothing to move\n"),
        (["swap", "Ana", "Bo"], "Error: Ana and Bo both play for Team A: swap two players of different teams, or use 'gather move'\n"),
        (["swap", "Ana", "1"], "Error: Ana cannot be swapped with themselves: name one player of each team\n"),
    ])
    func badInput_exits65_withOneSentence_andChangesNothing(arguments: [String], message: String) async throws {
        let home = await startedHome()
        let data = home.file("data/gather/offline.json")
        let before = try Data(contentsOf: data)
        let shownBefore = await gather("show", "--json", home: home).stdout
        let result = await gather(arguments: arguments, home: home)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
        #expect(try Data(contentsOf: data) == before)
        #expect(await gather("show", "--json", home: home).stdout == shownBefore)
    }

    @Test func move_theLastPlayerOfATeam_isRefused_andChangesNothing() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "Ana/Bo,Cy", "--quiet", home: home)
        let result = await gather("move", "Ana", "b", home: home)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: Ana is the last player of Team A, which cannot be left empty: swap them with 'gather swap' instead\n")
        #expect(try await teams(home).a == ["Ana"])
    }

    @Test func withoutARunningMatch_exits1() async {
        let home = await makeFourPlayerHome()
        let result = await gather("move", "Ana", "b", home: home)
        #expect(result.code == 1)
        #expect(result.stderr == "Error: no match is running: start one with 'gather start --teams A/B'\n")
    }

    @Test func missingOrBadArguments_areUsageErrors() async {
        let home = await startedHome()
        #expect(await gather("swap", "Ana", home: home).stderr.hasPrefix("Error: Missing argument 'OTHER'."))
        #expect(await gather("move", "Ana", home: home).stderr.hasPrefix("Error: Missing argument 'TEAM'."))
        #expect(await gather("move", "Ana", "c", home: home).code == 64)
        #expect(await gather("add", "Kai", "--team", "c", home: home).code == 64)
    }

    @Test func afterASwapAndEnd_historyShow_andTheSheets_showTheSwappedTeams() async throws {
        let home = await startedHome()
        _ = await gather("add", "Kai", "--team", "a", home: home)
        _ = await gather("swap", "Bo", "Cy", home: home)
        let sheet = await gather("show", "--format", "text", home: home).stdout
        #expect(sheet.contains("Cy") && sheet.contains("Kai"))
        #expect(await gather("end", "--score", "2-1", "--quiet", home: home).code == 0)
        let shown = try #require(try parseJSON(await gather("history", "show", "--json", home: home).stdout) as? [String: Any])
        let names = { (key: String) in (shown[key] as? [[String: Any]])?.compactMap { $0["name"] as? String }.sorted() ?? [] }
        #expect(names("teamA") == ["Ana", "Cy", "Kai"])
        #expect(names("teamB") == ["Bo", "Dee"])
        let table = outputLines(await gather("history", "show", home: home).stdout)
        #expect(table.contains { $0.hasPrefix("Team B") && $0.contains("Bo") })
        // Grouped by team (Team A first), though Bo (#2) joined the gather before Cy and Kai.
        let rows = table.drop { !$0.hasPrefix("TEAM ") }.dropFirst()
        #expect(rows.map { String($0.prefix(6)) } == ["Team A", "Team A", "Team A", "Team B", "Team B"])
    }
}

/// `add` and `swap` on a server: the late arrival is on the gather's player list once, and
/// the teams as they ended are what `history show` prints, here and nowhere else.
@Suite struct LineupServerCLITests {
    @Test func lateArrivalAndSwap_onTheFakeServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let variables = ["GATHER_SERVER": server.baseURL.absoluteString]
        let home = TestHome()
        let run = { (arguments: [String]) in await gather(arguments: arguments, stdin: ["pw"], home: home, variables: variables) }
        #expect(await run(["register", "coach", "--password-stdin"]).code == 0)
        for name in ["Ana", "Bo", "Cy", "Dee", "Kai"] { #expect(await run(["players", "add", name, "--quiet"]).code == 0) }
        #expect(await run(["start", "--teams", "Ana,Bo/Cy,Dee", "--quiet"]).code == 0)

        // Equal teams of equal players: Team A on the tie, and the chances with Kai on it (three against two).
        #expect(await run(["add", "Kai"]).stdout == "Added Kai to Team A: the sides were even, and Team A takes a tie\nPredicted: Team A 58% · Team B 42%\n")
        #expect(await run(["add", "Kai"]).code == 65)
        #expect(await run(["swap", "Bo", "Cy"]).stdout == "Swapped Bo (now Team B) and Cy (now Team A)\nPredicted: Team A 58% · Team B 42%\n")
        #expect(await run(["end", "--score", "1-0", "--quiet"]).code == 0)

        let adds = server.requests.filter { $0.method == "POST" && $0.path.hasSuffix("/players/5") }
        #expect(adds.count == 1)
        let shown = try #require(try parseJSON(await run(["history", "show", "--json"]).stdout) as? [String: Any])
        let names = { (key: String) in (shown[key] as? [[String: Any]])?.compactMap { $0["name"] as? String }.sorted() ?? [] }
        #expect(names("teamA") == ["Ana", "Cy", "Kai"])
        #expect(names("teamB") == ["Bo", "Dee"])
    }
}
