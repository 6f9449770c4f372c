import FakeGatherServer
import Foundation
import Testing

@testable import GatherCLI

/// Backups round-trip: identity is the id, never the name. Offline, an export imported
/// into an empty home is the same home: the export made there again equals the first one
/// field by field (players with their ids and aliases, the next player id, gathers with
/// their ids, goals, chances and fees, departed players whole, squad, limit, retired flags,
/// payments); a second import changes nothing. Where ids cannot be kept (a home with
/// players, a server), the import says which changed.
@Suite struct RoundTripCLITests {
    /// A home with namesakes, aliases, a match with goals and a fee, a retired player, a
    /// departed one, a payment and a squad with a limit.
    private static func fullHome() async -> TestHome {
        let home = TestHome()
        #expect(await gather("players", "add", "Sam", "Bo", "Cy", "--quiet", home: home).code == 0)
        #expect(await gather("players", "add", "Sam", "--allow-duplicate", "--quiet", home: home).code == 0)
        #expect(await gather("players", "add", "Lee", "--alias", "Leo", "--quiet", home: home).code == 0)
        #expect(await gather("players", "add", "Dee", "--alias", "Dede", "--age", "30", "--quiet", home: home).code == 0)
        #expect(await gather("fees", "set", "12", "--quiet", home: home).code == 0)
        #expect(await gather("start", "--teams", "1,2,5/3,4", "--quiet", home: home).code == 0)
        #expect(await gather("goal", "a", "--by", "1", "--quiet", home: home).code == 0)
        #expect(await gather("goal", "b", "--by", "4", "--quiet", home: home).code == 0)
        #expect(await gather("end", "--quiet", home: home).code == 0)
        #expect(await gather("fees", "paid", "Bo", "4.5", "--quiet", home: home).code == 0)
        #expect(await gather("players", "retire", "Cy", "--quiet", home: home).code == 0)
        #expect(await gather("players", "delete", "Lee", "--yes", "--quiet", home: home).code == 0)
        #expect(await gather("squad", "limit", "1", "--quiet", home: home).code == 0)
        #expect(await gather("squad", "add", "4", "2", "--quiet", home: home).code == 0)
        return home
    }

    private static func export(_ home: TestHome, variables: [String: String] = [:]) async throws -> [String: Any] {
        let exported = await gather(arguments: ["export", "-"], home: home, variables: variables)
        #expect(exported.code == 0, "\(exported.stderr)")
        return try #require(try parseJSON(exported.stdout) as? [String: Any])
    }

    @Test func offline_anExportImportedIntoAnEmptyHome_isTheSameHome() async throws {
        let home = await Self.fullHome()
        let first = await gather("export", "-", home: home)
        let archive = try #require(try parseJSON(first.stdout) as? [String: Any])
        #expect(archive["nextPlayerID"] as? Int == 7)
        #expect((archive["departed"] as? [[String: Any]])?.first?["id"] as? Int == 5)
        #expect(archive["aliases"] as? [String: [String]] == ["6": ["Dede"]])
        #expect(archive["payments"] != nil && archive["pitchFeeCents"] as? Int == 1200)

        let fresh = TestHome()
        let file = fresh.file("backup.json")
        try Data(first.stdout.utf8).write(to: file)
        let imported = await gather("import", file.path, home: fresh)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(!imported.stdout.contains("ids that changed"), "\(imported.stdout)")
        let second = await gather("export", "-", home: fresh)
        #expect(second.stdout == first.stdout, "field by field, ids included")

        #expect(try parseJSON(await gather("players", "add", "Eve", "--json", home: fresh).stdout) as? [String: Any] != nil)
        let eve = try #require(try parseJSON(await gather("players", "show", "Eve", "--json", home: fresh).stdout) as? [String: Any])
        #expect(eve["id"] as? Int == 7, "the next player id is the first home's")
        let gatherID = try #require((archive["gathers"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(await gather("history", "show", String(gatherID.prefix(8)), home: fresh).code == 0, "the gather keeps its id")
        #expect(await gather("history", "show", "--format", "text", home: fresh).stdout.contains("Lee (left)"))
    }

    /// Guests, maybes and notes of the squad, a guest's share paid by the host, and a fixed
    /// share per player: every balance and the squad read the same after a restore.
    @Test func offline_guestsHostsFixedSharesAndSquadMarks_restoreTheSameBalances() async throws {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "Marco", "Dee", "Bo", "--quiet", home: home).code == 0)
        #expect(await gather("fees", "set", "60", "--each", "7", "--quiet", home: home).code == 0)
        #expect(await gather(arguments: ["squad", "add", "-", "--quiet"], stdin: ["1. Marco +1\n2. Ana\n3. Dee maybe\n4. Bo (late)"], home: home).code == 0)
        let squad = await gather("squad", "list", "--json", home: home).stdout
        #expect(await gather("record", "--date", "2023-11-10", "--teams", "Ana,Marco's guest/Dee,Bo", "--score", "1-0", "--quiet", home: home).code == 0)
        #expect(await gather("fees", "paid", "Marco's guest", "5", "--by", "Marco", "--quiet", home: home).code == 0)
        let fees = await gather("fees", "--json", home: home).stdout
        let file = home.file("backup.json").path
        #expect(await gather("export", file, home: home).code == 0)

        let restored = TestHome()
        #expect(await gather("import", file, home: restored).code == 0)
        #expect(await gather("fees", "--json", home: restored).stdout == fees)
        #expect(await gather("squad", "list", "--json", home: restored).stdout == squad)
        #expect(squad.contains("maybe") && fees.contains("Marco"))
    }

    @Test func offline_aSecondImport_changesNothing() async throws {
        let home = await Self.fullHome()
        let first = await gather("export", "-", home: home)
        let fresh = TestHome()
        let file = fresh.file("backup.json")
        try Data(first.stdout.utf8).write(to: file)
        #expect(await gather("import", file.path, "--quiet", home: fresh).code == 0)
        let again = await gather("import", file.path, "--json", home: fresh)
        let report = try #require(try parseJSON(again.stdout) as? [String: Any])
        #expect((report["addedPlayers"] as? [String])?.isEmpty == true && report["addedGathers"] as? Int == 0)
        #expect((report["changedPlayerIDs"] as? [String: Int])?.isEmpty == true)
        #expect(await gather("export", "-", home: fresh).stdout == first.stdout)
    }

    @Test func offline_intoAHomeWithPlayers_theIDsThatChangedAreSaid() async throws {
        let home = await Self.fullHome()
        let first = await gather("export", "-", home: home)
        let other = TestHome()
        #expect(await gather("players", "add", "Zed", "--quiet", home: other).code == 0)
        let file = other.file("backup.json")
        try Data(first.stdout.utf8).write(to: file)
        let imported = await gather("import", file.path, home: other)
        #expect(imported.code == 0, "\(imported.stderr)")
        // Dee (#6) is #6 here too; Lee, who left, comes back for the match that names him, last.
        #expect(imported.stdout.contains("Player ids that changed (file → here): #1 → #2, #2 → #3, #3 → #4, #4 → #5 and #5 → #7\n"), "\(imported.stdout)")
        let json = await gather("import", file.path, "--json", home: await TestHome.withPlayer("Zed"))
        let report = try #require(try parseJSON(json.stdout) as? [String: Any])
        #expect(report["changedPlayerIDs"] as? [String: Int] == ["1": 2, "2": 3, "3": 4, "4": 5, "5": 7])
        #expect((report["changedGatherIDs"] as? [String: String])?.isEmpty == true, "offline, a gather keeps its id")
    }

    @Test func onAServer_everyGatherIDChanges_andTheImportSaysSo() async throws {
        let home = await Self.fullHome()
        let archive = try await Self.export(home)
        let file = home.file("backup.json")
        try Data(await gather("export", "-", home: home).stdout.utf8).write(to: file)
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (coach, variables) = await registeredCoach(on: server)
        #expect(await gather(arguments: ["players", "add", "Zed", "--quiet"], home: coach, variables: variables).code == 0)

        let imported = await gather(arguments: ["import", file.path, "--json"], home: coach, variables: variables)
        #expect(imported.code == 0, "\(imported.stderr)")
        let report = try #require(try parseJSON(imported.stdout) as? [String: Any])
        let gathers = try #require(report["changedGatherIDs"] as? [String: String])
        let ids = (archive["gathers"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(gathers.keys.sorted() == ids.sorted())
        let players = try #require(report["changedPlayerIDs"] as? [String: Int])
        #expect(!players.isEmpty)
        let restored = try await Self.export(coach, variables: variables)
        // Each id that changed names the same player here: the map is right, not only there.
        let names = { (archive: [String: Any]) in
            Dictionary(((archive["players"] as? [[String: Any]] ?? []) + (archive["departed"] as? [[String: Any]] ?? [])).compactMap { player in
                (player["id"] as? Int).map { ($0, player["name"] as? String ?? "") }
            }, uniquingKeysWith: { first, _ in first })
        }
        let (before, after) = (names(archive), names(restored))
        for (old, new) in players { #expect(before[Int(old) ?? 0] == after[new], "#\(old) → #\(new)") }
        let onServer = (restored["gathers"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(Set(onServer) == Set(gathers.values))
    }
}

extension TestHome {
    /// A fresh home with one player.
    static func withPlayer(_ name: String) async -> TestHome {
        let home = TestHome()
        _ = await gather("players", "add", name, "--quiet", home: home)
        return home
    }
}
