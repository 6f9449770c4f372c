import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather players add|show|delete` on the offline data file.
@Suite struct PlayersCLITests {
    @Test func add_printsTheConfirmationWithTheNewID() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Added player Ana (#1)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func add_storesEveryField() async throws {
        let home = TestHome()
        _ = await gather(
            "players", "add", "Ana", "--age", "24", "--skill", "Amateur", "--position", "striker",
            "--favourite-team", "Porto", home: home)
        let shown = try #require(try parseJSON(await gather("players", "show", "1", "--json", home: home).stdout) as? [String: Any])
        #expect(shown["name"] as? String == "Ana")
        #expect(shown["age"] as? Int == 24)
        #expect(shown["skill"] as? String == "amateur")
        #expect(shown["preferredPosition"] as? String == "striker")
        #expect(shown["favouriteTeam"] as? String == "Porto")
    }

    @Test func ids_increaseAndAreNeverReusedAfterADelete() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", home: home).stdout == "Added player Ana (#1)\n")
        #expect(await gather("players", "add", "Bo", home: home).stdout == "Added player Bo (#2)\n")
        #expect(await gather("players", "delete", "2", "--yes", home: home).code == 0)
        #expect(await gather("players", "add", "Cy", home: home).stdout == "Added player Cy (#3)\n")
        #expect(await gather("players", "delete", "Cy", "--yes", home: home).code == 0)
        #expect(await gather("players", "add", "Dee", home: home).stdout == "Added player Dee (#4)\n")
    }

    @Test func quiet_hidesTheConfirmationButStillAdds() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "--quiet", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        #expect(await gather("players", "show", "Ana", home: home).code == 0)
    }

    @Test func quiet_neverHidesErrors() async {
        let home = TestHome()
        let result = await gather("players", "show", "nobody", "-q", home: home)
        #expect(result.code == 65)
        #expect(!result.stderr.isEmpty)
    }

    // MARK: show

    @Test func show_byIDByNameAndByHashID() async throws {
        let home = TestHome()
        for index in 1...12 {
            _ = await gather("players", "add", "Player \(index)", "--quiet", home: home)
        }
        _ = await gather("players", "edit", "12", "--name", "Zoe Tall", "--age", "31", home: home)
        let byID = await gather("players", "show", "12", home: home)
        let byName = await gather("players", "show", "zOE tALL", home: home)
        let byHash = await gather("players", "show", "#12", home: home)
        #expect(byID.code == 0)
        #expect(byID.stdout == """
            ID:             12
            NAME:           Zoe Tall
            AGE:            31
            SKILL:          -
            POSITION:       -
            FAVOURITE TEAM: -
            RECORD:         no ended match yet
            RATING:         1000 ± 400 (provisional): started at 1000 (no skill label), no match with known sides yet

            """)
        #expect(byName.stdout == byID.stdout)
        #expect(byHash.stdout == byID.stdout)
    }

    @Test func show_ambiguousName_listsTheCandidates() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        _ = await gather("players", "add", "ana", "--allow-duplicate", home: home)
        let result = await gather("players", "show", "ANA", home: home)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: 'ANA' matches several players (Ana #1, ana #2): use the id\n")
    }

    @Test(arguments: ["nobody", "7", "#7"])
    func show_unknownPlayer_isInvalidData(_ reference: String) async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let result = await gather("players", "show", reference, home: home)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: no player matches '\(reference)': see 'gather players list'\n")
    }

    // MARK: delete

    @Test func delete_withoutYesAndWithoutATerminal_refusesAndDeletesNothing() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let result = await gather("players", "delete", "Ana", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--yes"))
        #expect(await gather("players", "show", "Ana", home: home).code == 0)
    }

    @Test func delete_withYes_deletes() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        _ = await gather("players", "add", "Bo", home: home)
        let result = await gather("players", "delete", "Ana", "--yes", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Deleted player Ana (#1)\n")
        #expect(await gather("players", "show", "Ana", home: home).code == 65)
        #expect(await gather("players", "show", "Bo", home: home).code == 0)
    }

    @Test func delete_severalAtOnce_withATypo_deletesNothing() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let result = await gather("players", "delete", "Ana", "Nobody", "--yes", home: home)
        #expect(result.code == 65)
        #expect(await gather("players", "show", "Ana", home: home).code == 0)
    }

    @Test func delete_onATerminal_asksAndDeletesOnYes() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let result = await gather("players", "delete", "Ana", stdin: ["y"], home: home, isTerminal: true, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr.contains("Delete Ana (#1)?"))
        #expect(await gather("players", "show", "Ana", home: home).code == 65)
    }

    @Test func delete_onATerminal_answeredNo_keepsThePlayer() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let result = await gather("players", "delete", "Ana", stdin: ["n"], home: home, isTerminal: true, isInteractive: true)
        #expect(result.code == 1)
        #expect(await gather("players", "show", "Ana", home: home).code == 0)
    }

    @Test func delete_quiet_hidesTheConfirmation() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let result = await gather("players", "delete", "1", "--yes", "--quiet", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(await gather("players", "list", "--json", home: home).stdout == "[]\n")
    }
}

@Suite struct PlayersPositionAbbreviationCLITests {
    @Test func add_withTheAppsAbbreviation_storesTheFullPosition() async {
        let home = TestHome()
        let added = await gather("players", "add", "Zed", "--position", "gk", "--json", home: home)
        #expect(added.code == 0)
        #expect(added.stdout.contains("\"preferredPosition\":\"goalkeeper\""))
        let listed = await gather("players", "list", "--position", "GK", "--json", home: home)
        #expect(listed.stdout.contains("\"name\":\"Zed\""))
    }
}
