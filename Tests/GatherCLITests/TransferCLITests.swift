import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather export` and `gather import` offline.
@Suite struct TransferCLITests {
    private func roster(_ home: TestHome) async throws -> [PlayerDraft] {
        let data = Data(await gather("players", "list", "--sort", "id", "--json", home: home).stdout.utf8)
        return try JSONDecoder().decode([Player].self, from: data).map(\.draft)
    }

    private func exported(from home: TestHome) async -> URL {
        let file = home.file("backup.json")
        _ = await gather(arguments: ["export", file.path], home: home)
        return file
    }

    @Test func export_thenImportIntoAFreshHome_givesTheSamePlayers() async throws {
        let source = await makeFourPlayerHome()
        _ = await gather("players", "edit", "Ana", "--age", "24", "--favourite-team", "Porto", home: source)
        let file = source.file("backup.json")
        let export = await gather(arguments: ["export", file.path], home: source)
        #expect(export.code == 0)
        #expect(export.stdout == "Exported 4 players and 0 gathers to \(file.path)\n")

        let target = TestHome()
        let result = await gather(arguments: ["import", file.path], home: target)
        #expect(result.code == 0)
        #expect(result.stdout == "Imported 4 players (Ana, Bo, Cy and Dee) and 0 gathers\n")
        #expect(try await roster(target) == roster(source))
    }

    @Test func export_intoGathersOwnFolders_orThroughALinkToItsFile_isRefused_andTheHomeStillWorks() async throws {
        let home = await makeFourPlayerHome()
        let link = home.file("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: home.offlineFile)
        let before = try Data(contentsOf: home.offlineFile)
        let targets = [
            home.offlineFile, home.dataDirectory.appendingPathComponent("backup.json"), home.configFile,
            home.stateHome.appendingPathComponent("gather/state.json"), link,
        ]
        for target in targets {
            let result = await gather(arguments: ["export", target.path], home: home)
            #expect(result.code == 65, "\(target.path)")
            #expect(result.stderr.contains("is in a folder of gather's own, where an export could replace its data"))
        }
        #expect(try Data(contentsOf: home.offlineFile) == before)
        #expect(await gather("players", "list", home: home).code == 0)
        #expect(await gather(arguments: ["export", home.file("backup.json").path], home: home).code == 0)
    }

    @Test func export_withoutFile_printsTheArchiveOnStdout() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("export", home: home)
        #expect(result.code == 0)
        let archive = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(archive["format"] as? String == "football-gather-export")
        #expect((archive["players"] as? [Any])?.count == 4)
    }

    @Test func importingTwice_skipsPlayersByNameAndSaysSo() async throws {
        let source = await makeFourPlayerHome()
        let file = await exported(from: source)
        let target = TestHome()
        _ = await gather(arguments: ["import", file.path], home: target)
        let again = await gather(arguments: ["import", file.path], home: target)
        #expect(again.code == 0)
        #expect(again.stdout == "Imported 0 players and 0 gathers\nMatched 4 players to players already on the roster by name: Ana, Bo, Cy and Dee\n")
        #expect(try await roster(target).count == 4)
    }

    @Test func import_skipsOnlyTheNamesAlreadyOnTheRoster() async throws {
        let source = await makeFourPlayerHome()
        let file = await exported(from: source)
        let target = TestHome()
        _ = await gather("players", "add", "bo", home: target)
        let result = await gather(arguments: ["import", file.path, "--json"], home: target)
        #expect(result.code == 0)
        let report = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(report["addedPlayers"] as? [String] == ["Ana", "Cy", "Dee"])
        #expect(report["skippedPlayers"] as? [String] == ["Bo"])
        #expect(try await roster(target).count == 4)
    }

    @Test func import_carriesTheGathersAndTheirTeams() async throws {
        let source = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: source)
        _ = await gather("end", "--score", "2-3", "--quiet", home: source)
        let file = await exported(from: source)
        let target = TestHome()
        #expect(await gather(arguments: ["import", file.path], home: target).stdout == "Imported 4 players (Ana, Bo, Cy and Dee) and 1 gather\n")
        let entry = try #require(try await historyEntries(target).first)
        #expect(entry["score"] as? String == "2-3")
        #expect(entry["winnerTeam"] as? String == "Team B")
        let id = try #require(entry["id"] as? String)
        let show = await gather("history", "show", id, home: target)
        #expect(show.stdout.contains("Team A  1   Ana"))
        #expect(show.stdout.contains("Team B  4   Dee"))
        let again = await gather(arguments: ["import", file.path], home: target)
        #expect(again.stdout.hasPrefix("Imported 0 players and 0 gathers; skipped 1 gather imported before\n"))
        #expect(try await historyEntries(target).count == 1)
    }

    @Test func import_missingFile_exits66() async {
        let home = TestHome()
        let result = await gather(arguments: ["import", home.file("nope.json").path], home: home)
        #expect(result.code == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(home.file("nope.json").path))
    }

    @Test func import_notAnExport_isInvalidDataAndAddsNothing() async throws {
        let home = TestHome()
        let file = home.file("other.json")
        try Data("{\"players\": 3}".utf8).write(to: file)
        let result = await gather(arguments: ["import", file.path], home: home)
        #expect(result.code == 65)
        #expect(try await roster(home).isEmpty)
    }

    private func archive(players: String, in home: TestHome) throws -> URL {
        let file = home.file("archive.json")
        try Data("{\"format\":\"football-gather-export\",\"version\":1,\"players\":[\(players)],\"gathers\":[]}".utf8).write(to: file)
        return file
    }

    /// Invalid input is refused before any request: an age the add command refuses
    /// must not reach the roster through an import either.
    @Test func import_playerWithAnInvalidAge_isRefusedBeforeAnyRequest() async throws {
        let home = TestHome()
        let file = try archive(players: "{\"id\":1,\"name\":\"Zed\",\"age\":400}", in: home)
        let stub = StubServices()
        let result = await gather(arguments: ["import", file.path], home: home, services: stub)
        #expect(result.code == 65)
        #expect(stub.writes.isEmpty)
    }

    /// A bad player late in the file must not leave the earlier ones imported.
    @Test func import_withABlankNameAfterAGoodOne_createsNothing() async throws {
        let home = TestHome()
        let file = try archive(players: "{\"id\":1,\"name\":\"Ann\"},{\"id\":2,\"name\":\"  \"}", in: home)
        let stub = StubServices()
        let result = await gather(arguments: ["import", file.path], home: home, services: stub)
        #expect(result.code == 65)
        #expect(result.stderr.contains("a player's name cannot be blank"))
        #expect(stub.writes.isEmpty)
    }
}
