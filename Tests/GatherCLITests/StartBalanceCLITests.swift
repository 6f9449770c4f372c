import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `start --teams auto` balanced by rating or skill, the chances it prints, and `--dry-run`.
@Suite struct StartBalanceCLITests {
    private let clock = FakeClock()

    /// Eight players, as in the issue's `--seed 7` report: three professionals, two of them
    /// goalkeepers, and everyone else amateur or beginner.
    private func eightPlayerHome(variables: [String: String] = [:], home: TestHome = TestHome()) async -> TestHome {
        let specs = [
            ["Ana", "--skill", "professional", "--position", "goalkeeper"], ["Bo", "--skill", "professional", "--position", "goalkeeper"],
            ["Cy", "--skill", "professional"], ["Dee", "--skill", "amateur"], ["Eve", "--skill", "amateur"],
            ["Fay", "--skill", "beginner"], ["Gus", "--skill", "beginner"], ["Hal"],
        ]
        for spec in specs { #expect(await gather(arguments: ["players", "add"] + spec + ["--quiet"], home: home, variables: variables).code == 0) }
        return home
    }

    private func play(_ teams: String, _ score: String, home: TestHome, variables: [String: String] = [:]) async {
        clock.advance(by: 3_600)
        #expect(await gather(arguments: ["start", "--teams", teams, "--quiet"], home: home, clock: clock, variables: variables).code == 0)
        #expect(await gather(arguments: ["end", "--score", score, "--quiet"], home: home, clock: clock, variables: variables).code == 0)
    }

    private func json(_ arguments: String..., home: TestHome, variables: [String: String] = [:]) async throws -> [String: Any] {
        let result = await gather(arguments: arguments + ["--json"], home: home, clock: clock, variables: variables)
        #expect(result.code == 0, "\(result.stderr)")
        return try #require(try parseJSON(result.stdout) as? [String: Any])
    }

    private func ids(_ team: Any?) -> Set<Int> { Set((team as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }) }

    @Test func dryRun_printsTeamsAndChances_andCreatesNothing() async throws {
        let home = await eightPlayerHome()
        let result = await gather("start", "--teams", "auto", "--all", "--dry-run", home: home)
        #expect(result.code == 0)
        let lines = outputLines(result.stdout)
        #expect(lines.first == "Proposed teams (nothing created; run again without --dry-run to start):")
        #expect(lines.dropFirst().first?.hasPrefix("Balanced by skill: Team A ") == true)
        #expect(lines.contains { $0.hasPrefix("Team A (4 players, skill ") && $0.contains(", strength ") })
        #expect(try await historyEntries(home).isEmpty)
        #expect(await gather("show", home: home).code != 0)
    }

    @Test func dryRunJSON_isTheProposedMatch_withAPredictionThatAddsUpToOne() async throws {
        let home = await eightPlayerHome()
        let proposed = try await json("start", "--teams", "auto", "--all", "--dry-run", home: home)
        #expect(proposed["state"] as? String == "proposed")
        #expect(ids(proposed["teamA"]).union(ids(proposed["teamB"])) == Set(1...8))
        let prediction = try #require(proposed["prediction"] as? [String: Double])
        #expect(Set(prediction.keys) == ["teamA", "teamB"])
        #expect(abs((prediction["teamA"] ?? 0) + (prediction["teamB"] ?? 0) - 1) < 1e-9)
    }

    @Test func dryRun_isTheStartThatFollows_forTheSameSeed() async throws {
        let home = await eightPlayerHome()
        await play("Ana,Cy,Fay,Hal/Bo,Dee,Eve,Gus", "1-4", home: home)
        let proposed = try await json("start", "--teams", "auto", "--all", "--seed", "7", "--dry-run", home: home)
        let started = try await json("start", "--teams", "auto", "--all", "--seed", "7", home: home)
        #expect(ids(started["teamA"]) == ids(proposed["teamA"]))
        #expect(started["prediction"] as? [String: Double] == proposed["prediction"] as? [String: Double])
    }

    @Test func withResults_seed7_splitsTheGoalkeepersAndTheTwoStrongest() async throws {
        let home = await eightPlayerHome()
        // The labels say Cy is a professional; the results say Hal (no label) and Fay carry their teams.
        await play("Hal,Fay,Dee,Ana/Cy,Gus,Eve,Bo", "5-0", home: home)
        await play("Hal,Gus,Eve,Bo/Fay,Cy,Dee,Ana", "3-2", home: home)
        await play("Fay,Eve,Gus,Ana/Hal,Cy,Dee,Bo", "2-2", home: home)
        let stats = try #require(try parseJSON(await gather("stats", "--json", home: home).stdout) as? [[String: Any]])
        let strongest = stats.sorted { ($0["ratingMean"] as? Double ?? 0) > ($1["ratingMean"] as? Double ?? 0) }
            .prefix(2).compactMap { $0["id"] as? Int }
        let started = try await json("start", "--teams", "auto", "--all", "--seed", "7", home: home)
        let teamA = ids(started["teamA"])
        #expect(teamA.count == 4)
        #expect(teamA.contains(1) != teamA.contains(2), "one goalkeeper each")
        #expect(strongest.count == 2 && teamA.contains(strongest[0]) != teamA.contains(strongest[1]))
        #expect(await gather("start", "--teams", "auto", "--all", "--dry-run", home: home).stdout.contains("Balanced by rating: "))
    }

    @Test func balanceSkill_isKept_evenWithResults() async throws {
        let home = await eightPlayerHome()
        await play("Ana/Bo", "1-0", home: home)
        let result = await gather("start", "--teams", "auto", "--all", "--balance", "skill", "--dry-run", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.contains("Balanced by skill: "))
    }

    @Test func sidesByHand_dryRun_predicts_andAStartByHandKeepsItsPrediction() async throws {
        let home = await eightPlayerHome()
        let dry = await gather("start", "--teams", "Ana,Cy/Fay,Gus", "--dry-run", home: home)
        #expect(outputLines(dry.stdout).dropFirst().first?.hasPrefix("Predicted: Team A ") == true)
        let started = try await json("start", "--teams", "Ana,Cy/Fay,Gus", home: home)
        let prediction = try #require(started["prediction"] as? [String: Double])
        #expect(prediction.keys.sorted() == ["teamA", "teamB"])
    }

    @Test(arguments: [
        (["--teams", "1,2/3,4", "--balance", "rating"], "Error: --balance only goes with --teams auto.\n"),
        (["--teams", "auto", "--all", "--dry-run", "--run"], "Error: --dry-run creates nothing, so --run cannot go with it.\n"),
        (["--teams", "auto", "--all", "--dry-run", "--time", "5m"], "Error: --dry-run creates nothing, so --time cannot go with it.\n"),
        (["--dry-run", "--resume"], "Error: --dry-run creates nothing, so --resume cannot go with it.\n"),
        (["--teams", "auto", "--all", "--balance", "elo"], "Error: Invalid value 'elo' for '--balance <BY>': expected one of rating, skill.\n"),
    ])
    func badCombination_isAUsageError(_ arguments: [String], _ message: String) async throws {
        let home = await eightPlayerHome()
        let result = await gather(arguments: ["start"] + arguments, home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix(message))
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func dryRun_onAServer_sendsNoChange() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        _ = await eightPlayerHome(variables: variables, home: home)
        await play("Ana,Cy/Bo,Dee", "3-0", home: home, variables: variables)
        let before = server.requests.count { $0.method != "GET" }

        let proposed = try await json("start", "--teams", "auto", "--all", "--dry-run", home: home, variables: variables)

        #expect(proposed["state"] as? String == "proposed")
        #expect(server.requests.count { $0.method != "GET" } == before)
        #expect(await gather(arguments: ["start", "--teams", "auto", "--all", "--dry-run"], home: home, variables: variables)
            .stdout.contains("Balanced by rating: "))
    }
}

/// A start on a server sends the roster read and the list of gathers side by side, then
/// the create and one add per player: nothing else.
@Suite struct StartRequestsCLITests {
    @Test func startOnAServer_sendsOnlyWhatItNeeds() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        #expect(await gather(arguments: ["players", "add", "Ana", "Bo", "Cy", "Dee"], home: home, variables: variables).code == 0)
        let before = server.requests.count
        #expect(await gather(arguments: ["start", "--teams", "Ana,Bo/Cy,Dee"], home: home, variables: variables).code == 0)
        let sent = server.requests.dropFirst(before).map { request in
            let path = request.path.split(separator: "/").map { UUID(uuidString: String($0)) != nil || Int($0) != nil ? "*" : String($0) }
            return "\(request.method) /\(path.joined(separator: "/"))"
        }
        #expect(sent.sorted() == ["GET /api/gathers", "GET /api/players", "POST /api/gathers"] + Array(repeating: "POST /api/gathers/*/players/*", count: 4))
        #expect(Set(sent.prefix(2)) == ["GET /api/gathers", "GET /api/players"], "both reads come before the create")
    }
}
