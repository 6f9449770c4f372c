import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather history`, `history show`, `history delete` offline.
@Suite struct HistoryCLITests {
    /// A home with one finished gather (3-1, Ana and Bo against Cy and Dee); returns its id.
    private func finishedGather() async throws -> (TestHome, String) {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("end", "--score", "3-1", "--quiet", home: home)
        let id = try #require(try await historyEntries(home).first?["id"] as? String)
        return (home, id)
    }

    @Test func history_listsScoreAndWinner() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("history", home: home)
        #expect(result.code == 0)
        let lines = outputLines(result.stdout)
        #expect(lines.count == 2)
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["GATHER", "DATE", "SCORE", "WINNER"])
        let row = try #require(lines.last)
        #expect(row.hasPrefix(String(id.prefix(8)) + "  "))
        #expect(row.hasSuffix("3-1    Team A"))
    }

    @Test func history_empty_isNotAnError() async {
        let home = TestHome()
        let result = await gather("history", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(await gather("history", "--json", home: home).stdout == "[]\n")
    }

    @Test func historyJSON_hasTheAPIFields() async throws {
        let (home, id) = try await finishedGather()
        let entry = try #require(try await historyEntries(home).first)
        #expect(entry["id"] as? String == id)
        #expect(entry["score"] as? String == "3-1")
        #expect(entry["winnerTeam"] as? String == "Team A")
        #expect(entry["startedAt"] is String)
    }

    @Test func historyShow_byPrefix_printsThePlayersAndTheirTeams() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("history", "show", String(id.prefix(8)).lowercased(), home: home)
        #expect(result.code == 0)
        let lines = outputLines(result.stdout)
        #expect(lines.first == "Gather \(id)  3-1  winner: Team A")
        #expect(Array(lines.dropFirst()) == [
            "Predicted at kick-off: Team A 27% · Team B 73%",
            "Goals:", "  1. unknown (Team A)", "  2. unknown (Team A)", "  3. unknown (Team A)", "  4. unknown (Team B)",
            "TEAM    ID  NAME  POS  SKILL",
            "Team A  1   Ana   ST   amateur",
            "Team A  2   Bo    -    beginner",
            "Team B  3   Cy    GK   professional",
            "Team B  4   Dee   DEF  -",
        ])
    }

    @Test func historyShow_json_hasTheTeams() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("history", "show", id, "--json", home: home)
        let body = try #require(try parseJSON(result.stdout) as? [String: Any])
        let teamA = try #require(body["teamA"] as? [[String: Any]])
        let teamB = try #require(body["teamB"] as? [[String: Any]])
        #expect(teamA.compactMap { $0["name"] as? String } == ["Ana", "Bo"])
        #expect(teamB.compactMap { $0["name"] as? String } == ["Cy", "Dee"])
        #expect(body["players"] == nil)
    }

    @Test func historyShow_unknownPrefix_isInvalidData() async throws {
        let (home, id) = try await finishedGather()
        let unknown = id.hasPrefix("0") ? "FFFFFFFF" : "00000000"
        let result = await gather("history", "show", unknown, home: home)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
    }

    @Test func historyDelete_withYes_deletesTheGather() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("history", "delete", id, "--yes", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Deleted gather \(id)\n")
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func historyDelete_withoutYes_keepsTheGather() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("history", "delete", String(id.prefix(6)), home: home)
        #expect(result.code == 64)
        #expect(try await historyEntries(home).count == 1)
    }

    @Test func historyDelete_ofOneCharacter_isRefusedWith65_andKeepsTheGather() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("history", "delete", String(id.prefix(1)), "--yes", home: home)
        #expect(result.code == 65)
        #expect(result.stderr.contains("too short to delete a gather by"))
        #expect(try await historyEntries(home).count == 1)
    }

    @Test func playersGathers_listsTheGathersOfAPlayer() async throws {
        let (home, id) = try await finishedGather()
        let result = await gather("players", "gathers", "Ana", home: home)
        #expect(result.code == 0)
        #expect(outputLines(result.stdout).last?.hasPrefix(String(id.prefix(8)) + "  ") == true)
    }

    /// Deleting the running match's gather must not leave a match that can neither
    /// end nor be found: either refuse (pointing to 'gather cancel') or forget the match.
    @Test func historyDelete_ofTheRunningMatch_leavesNoOrphanMatch() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let id = try #require(try await historyEntries(home).first?["id"] as? String)
        let delete = await gather("history", "delete", id, "--yes", home: home)
        if delete.code == 0 {
            #expect(await gather("show", home: home).code == 1, "the deleted gather is still the running match")
        } else {
            #expect(delete.stderr.contains("gather cancel"))
            #expect(try await historyEntries(home).count == 1)
        }
    }
}
