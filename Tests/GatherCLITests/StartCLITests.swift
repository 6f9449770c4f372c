import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather start --teams`: picking the sides, every check made before anything is created.
@Suite struct StartCLITests {
    static let teamsOfOneTwoAgainstThreeFour = """
        Team A (2 players, skill 3)
          NAME  POS  SKILL
          Ana   ST   amateur
          Bo    -    beginner
        Team B (2 players, skill 5)
          NAME  POS  SKILL
          Cy    GK   professional
          Dee   DEF  -

        """

    /// The output without its first line (`Started gather <random id>`).
    private func teams(_ stdout: String) -> String {
        stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    @Test func start_byIDs_printsBothTeams() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "1,2/3,4", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("Started gather "))
        #expect(teams(result.stdout) == Self.teamsOfOneTwoAgainstThreeFour)
    }

    @Test func start_byNames_printsTheSameTeams() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "Ana,bo/Cy, Dee", home: home)
        #expect(result.code == 0)
        #expect(teams(result.stdout) == Self.teamsOfOneTwoAgainstThreeFour)
    }

    @Test func start_savesTheMatchAndAnUnfinishedGather() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", home: home)
        let show = await gather("show", home: home)
        #expect(show.code == 0)
        let entries = try await historyEntries(home)
        #expect(entries.count == 1)
        #expect(entries.first?["score"] == nil)
        #expect(show.stdout.contains(try #require(entries.first?["id"] as? String)))
    }

    static let invalidTeams: [(teams: String, message: String)] = [
        ("1,2/2,3", "Error: Bo (#2) is picked twice: a player can only play once\n"),
        ("1,Ana/3,4", "Error: Ana (#1) is picked twice: a player can only play once\n"),
        ("1,2/3,9", "Error: no player matches '9': see 'gather players list'\n"),
        ("1,2/3,Dei", "Error: no player matches 'Dei' (did you mean 'Dee'?): see 'gather players list'\n"),
        ("1,2/3,Quentin", "Error: no player matches 'Quentin': see 'gather players list'\n"),
    ]

    @Test(arguments: invalidTeams)
    func start_invalidTeams_isRefusedBeforeAnythingIsCreated(_ example: (teams: String, message: String)) async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", example.teams, home: home)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == example.message)
        #expect(await gather("show", home: home).code == 1)
        #expect(try await historyEntries(home).isEmpty)
    }

    /// A --teams value of the wrong shape is a usage error (64) with the usage line, like any malformed argument.
    @Test(arguments: ["/3,4", "1,2/", "1,,2/3,4", "1,2,3,4", "1/2/3", " / "])
    func start_malformedTeams_isAUsageError(_ teams: String) async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", teams, home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Invalid value '\(teams)' for '--teams <A/B|auto>': expected two sides"))
        #expect(result.stderr.contains("\nUsage: gather start"))
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func start_invalidTeams_sendsNoRequestButTheRosterFetch() async {
        let home = TestHome()
        let stub = StubServices(players: [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")])
        let result = await gather("start", "--teams", "1/1", home: home, services: stub)
        #expect(result.code == 65)
        #expect(stub.calls == [.players])
    }

    @Test func start_whileAMatchIsRunning_isRefused() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("start", "--teams", "1,2/3,4", home: home).code == 0)
        let second = await gather("start", "--teams", "Ana,Bo/Cy,Dee", home: home)
        #expect(second.code == 1)
        #expect(second.stdout.isEmpty)
        #expect(second.stderr.contains("a match is already running"))
        #expect(try await historyEntries(home).count == 1)
    }

    @Test func start_withoutTeams_isAUsageError() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", home: home)
        #expect(result.code == 64)
        #expect(result.stderr.contains("--teams"))
    }

    @Test func start_withTime_setsTheClock() async {
        let home = await makeFourPlayerHome()
        let clock = FakeClock()
        #expect(await gather("start", "--teams", "1,2/3,4", "--time", "25:00", home: home, clock: clock).code == 0)
        #expect(await gather("timer", "status", home: home, clock: clock).stdout == "25:00 ready\n")
    }

    // MARK: auto

    @Test func auto_sameSeedOnFreshHomes_givesTheSameTeams() async {
        let first = await makeFourPlayerHome()
        let second = await makeFourPlayerHome()
        let one = await gather("start", "--teams", "auto", "--all", "--seed", "5", home: first)
        let two = await gather("start", "--teams", "auto", "--all", "--seed", "5", home: second)
        #expect(one.code == 0)
        #expect(two.code == 0)
        #expect(teams(one.stdout) == teams(two.stdout))
        #expect(!teams(one.stdout).isEmpty)
    }

    @Test func auto_balancesSizeAndSkill() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", "--all", "--seed", "5", home: home)
        #expect(result.code == 0)
        // Ana 2 + Bo 1 + Cy 3 + Dee 2 (unknown counts as amateur): 4 against 4.
        #expect(result.stdout.contains("Balanced by skill: Team A 50% · Team B 50%"))
        #expect(result.stdout.contains("Team A (2 players, skill 4, strength "))
        #expect(result.stdout.contains("Team B (2 players, skill 4, strength "))
    }

    @Test func auto_withoutPlayers_isRefused() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", home: home)
        #expect(result.code == 65)
        #expect(result.stderr.contains("--all"))
        #expect(await gather("show", home: home).code == 1)
    }

    @Test func seedWithoutAuto_isRefused() async {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "1,2/3,4", "--seed", "3", home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --seed only goes with --teams auto.\nUsage: gather start"))
        #expect(await gather("show", home: home).code == 1)
    }
}
