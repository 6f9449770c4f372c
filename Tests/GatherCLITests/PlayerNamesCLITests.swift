import Foundation
import Testing

@testable import GatherCLI

/// `players add` and `edit --name` keep every name able to pick one player.
@Suite struct PlayerNamesCLITests {
    @Test func addingANameInAnotherCase_exits65_namingThePlayer() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", home: home).code == 0)
        let again = await gather("players", "add", "ana", home: home)
        #expect(again.code == 65)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == """
            Error: player #1 is already called 'Ana', so the name would no longer pick one player: \
            choose a distinct name such as 'ana 2', or add --allow-duplicate

            """)
        let allowed = await gather("players", "add", "ana", "--allow-duplicate", home: home)
        #expect(allowed.code == 0)
    }

    @Test func renamingToATakenName_exits65_unlessAllowed() async {
        let home = TestHome()
        _ = await addPlayers([["Ana"], ["Bo"]], home: home)
        let refused = await gather("players", "edit", "Bo", "--name", " ANA ", home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("#1"))
        #expect(await gather("players", "edit", "Bo", "--name", "Ana", "--allow-duplicate", home: home).code == 0)
    }

    @Test(arguments: ["7", "#3", "Ana,Bo", "Ana/Bo"])
    func addingANameThatCouldNeverBeAddressed_exits65(_ name: String) async {
        let home = TestHome()
        let result = await gather("players", "add", name, home: home)
        #expect(result.code == 65)
        #expect(result.stderr.contains("cannot be a player's name"))
        #expect(await gather("players", "list", "--json", home: home).stdout == "[]\n")
    }

    @Test func deletingTheSamePlayerTwice_deletesItOnce() async {
        let home = TestHome()
        _ = await addPlayers([["Ana"], ["Cy"]], home: home)
        let deleted = await gather("players", "delete", "Cy", "Cy", "#2", "--yes", home: home)
        #expect(deleted.code == 0, "\(deleted.stderr)")
        #expect(deleted.stdout == "Deleted player Cy (#2)\n")
        #expect(deleted.stderr.isEmpty)
    }
}
