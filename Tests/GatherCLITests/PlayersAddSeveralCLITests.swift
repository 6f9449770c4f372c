import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather players add A B C` and `gather players add -` on the offline data file.
@Suite struct PlayersAddSeveralCLITests {
    @Test func add_severalNames_addsEach_withTheSameOptions() async throws {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "Bo Lee", "Cy", "--skill", "amateur", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Added player Ana (#1)\nAdded player Bo Lee (#2)\nAdded player Cy (#3)\n")
        let listed = try #require(try parseJSON(await gather("players", "list", "--json", home: home).stdout) as? [[String: Any]])
        #expect(listed.map { $0["skill"] as? String } == ["amateur", "amateur", "amateur"])
    }

    @Test func add_severalNames_json_printsTheArrayOfAddedPlayers() async throws {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "Bo", "--age", "30", "--json", home: home)
        let players = try #require(try parseJSON(result.stdout) as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Ana", "Bo"])
        #expect(players.map { $0["id"] as? Int } == [1, 2])
        #expect(players.map { $0["age"] as? Int } == [30, 30])
    }

    @Test func add_oneName_json_stillPrintsTheObject() async throws {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "--json", home: home)
        let player = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(player["name"] as? String == "Ana")
    }

    @Test func add_dash_readsOneNamePerLineFromStdin_ignoringBlankLines() async throws {
        let home = TestHome()
        let result = await gather("players", "add", "-", "--json", stdin: ["Ana", "", "  ", "Bo Lee", "Cy"], home: home)
        #expect(result.code == 0)
        let players = try #require(try parseJSON(result.stdout) as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Ana", "Bo Lee", "Cy"])
    }

    /// Nothing is dropped without a word: the notes, guests and maybes a roster does not keep are said.
    @Test func add_dash_fromAChatList_saysWhatTheRosterDoesNotKeep() async {
        let result = await gather("players", "add", "-", stdin: ["1. Ana", "2. Bo (late)", "3. Cy +1, Dee?"], home: TestHome())
        #expect(result.code == 0)
        #expect(result.stdout == "Added player Ana (#1)\nAdded player Bo (#2)\nAdded player Cy (#3)\nAdded player Dee (#4)\n")
        #expect(result.stderr == "Not kept on the roster: the notes, guests and maybes of Bo (late), Cy +1 and Dee?; "
            + "'gather squad add -' keeps them for the next match\n")
        let plain = await gather("players", "add", "-", stdin: ["Eve", "Fay"], home: TestHome())
        #expect(plain.stderr.isEmpty)
    }

    @Test func add_dash_withOneLine_printsAnArray() async throws {
        let home = TestHome()
        let result = await gather("players", "add", "-", "--json", stdin: ["Ana"], home: home)
        #expect(try parseJSON(result.stdout) is [Any])
    }

    @Test func add_dash_withNothingOnStdin_isRefused() async {
        let home = TestHome()
        let result = await gather("players", "add", "-", home: home)
        #expect(result.code == 65)
        #expect(result.stderr.contains("no names to add"))
    }

    @Test func add_oneBadNameAmongSeveral_exitsSixtyFive_namingIt_andAddsNobody() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "#3", "Cy", home: home)
        #expect(result.code == 65)
        #expect(result.stderr.contains("cannot add '#3'"))
        #expect(result.stdout.isEmpty)
        #expect(await gather("players", "list", "--json", home: home).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test func add_aNameTwice_orOneOnTheRoster_addsNobody() async {
        let home = TestHome()
        _ = await gather("players", "add", "Bo", home: home)
        let twice = await gather("players", "add", "-", stdin: ["Ana", "ana"], home: home)
        #expect(twice.code == 65)
        #expect(twice.stderr.contains("'ana' is given twice"))
        let taken = await gather("players", "add", "Ana", "bo", home: home)
        #expect(taken.code == 65)
        #expect(taken.stderr.contains("cannot add 'bo'"))
        #expect(await gather("players", "show", "Ana", home: home).code == 65)
    }

    @Test func add_severalNames_onAServer_addsEach() async {
        let home = TestHome()
        let services = StubServices()
        let result = await gather("players", "add", "Ana", "Bo", "Cy", "--server", "http://127.0.0.1:9", home: home, services: services)
        #expect(result.code == 0)
        #expect(outputLines(result.stdout).count == 3)
        #expect(services.calls.filter(\.isWrite).count == 3)
    }
}
