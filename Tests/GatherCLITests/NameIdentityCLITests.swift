import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Names are identities, through the commands: lookalikes refused, shown escaped, exact
/// names first, deletes by exact references only.
@Suite struct NameIdentityCLITests {
    @Test func aLookalikeWithADirectionMark_isRefused_namingThePlayer() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "--quiet", home: home).code == 0)
        let refused = await gather("players", "add", "\u{200E}Ana", home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.hasPrefix("Error: player #1 is already called 'Ana'"))
        let alias = await gather("players", "add", "Bo", "--alias", "A\u{200D}NA", home: home)
        #expect(alias.code == 65)
        #expect(alias.stderr.contains("is already the name of Ana (#1)"))
    }

    @Test func turkishCapitals_findIşık() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Işık", "--quiet", home: home).code == 0)
        for reference in ["IŞIK", "ışık"] {
            let shown = await gather("players", "show", reference, "--json", home: home)
            #expect(shown.code == 0, "\(reference): \(shown.stderr)")
            #expect(shown.stdout.contains(#""name":"Işık""#))
        }
    }

    /// From a server or an old file: two players already sharing a key stay two, shown apart.
    @Test func playersSharingAKey_areShownEscaped_andAmbiguous() async {
        let services = StubServices(players: [Player(id: 1, name: "\u{200E}Ana"), Player(id: 2, name: "Ana"), Player(id: 3, name: "Bo\u{202E}xyz")])
        let listed = await gather("players", "list", home: TestHome(), services: services)
        #expect(listed.code == 0)
        #expect(listed.stdout.contains("\\u{200E}Ana"))
        #expect(listed.stdout.contains("Bo\\u{202E}xyz"))
        #expect(!listed.stdout.unicodeScalars.contains { NameKey.isInvisible($0) })
        let shown = await gather("players", "show", "ana", home: TestHome(), services: services)
        #expect(shown.code == 65)
        #expect(shown.stderr.hasPrefix("Error: 'ana' matches several players (\\u{200E}Ana #1, Ana #2): use the id"))
    }

    @Test func anExactNameWithEmoji_isFound_asAnArgumentAndAPastedLine() async {
        let home = TestHome()
        #expect(await gather("players", "add", "⚽ Zé", "🔥", "Zé Silva", "--quiet", home: home).code == 0)
        #expect(await gather("squad", "add", "⚽ Zé", home: home) == (0, "Added ⚽ Zé to the squad (1 player)\n", ""))
        #expect(await gather("squad", "add", "🔥", home: home) == (0, "Added 🔥 to the squad (2 players)\n", ""))
        let fresh = TestHome()
        #expect(await gather("players", "add", "⚽ Zé", "🔥", "Zé Silva", "--quiet", home: fresh).code == 0)
        let pasted = await gather(arguments: ["squad", "add", "-"], stdin: ["1. ⚽ Zé", "2. 🔥", "3. Zé Silva 👍", "✅"], home: fresh)
        #expect(pasted == (0, "Added ⚽ Zé, 🔥 and Zé Silva to the squad (3 players)\n", ""))
    }

    @Test func aPastedListWithInvisibleMarks_onAServer_findsThePlayers_andAddsNobody() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        #expect(await gather("players", "add", "Ana", "Bo", "--quiet", home: home, variables: variables).code == 0)
        let pasted = await gather(arguments: ["squad", "add", "-", "--new"], stdin: ["1. \u{200E}Ana", "2. B\u{2060}o", "3. \u{2067}ANA\u{2069}"], home: home, variables: variables)
        // The same player on two lines is taken once, and said (issue 39).
        #expect(pasted == (0, "Added Ana and Bo to the squad (2 players)\n", "Given more than once, taken once: '\\u{200E}Ana'\n"))
        #expect(await gather("players", "list", "--json", home: home, variables: variables).stdout.components(separatedBy: #""id""#).count == 3)
    }

    @Test func deletingByAnAliasWithoutItsAccents_isRefused_andOtherCommandsSayIt() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Béatrice Dupont", "--alias", "Béa", "--quiet", home: home).code == 0)
        let refused = await gather("players", "delete", "Bea", "--yes", home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("'Bea' is not a player's whole name (it would mean Béatrice Dupont #1)"))
        #expect(await gather("squad", "add", "Bea", home: home) == (0, "Added Béatrice Dupont to the squad (1 player)\n", "Bea → Béatrice Dupont\n"))
        #expect(await gather("players", "delete", "BÉA", "--yes", home: home) == (0, "Deleted player Béatrice Dupont (#1)\n", ""))
    }

    @Test func aTypoOfAFirstName_orAnAlias_isSuggested() async {
        let home = TestHome()
        #expect(await gather("players", "add", "Kwame Mensah", "Tom Reilly", "Tom Ross", "--quiet", home: home).code == 0)
        #expect(await gather("players", "add", "Federico", "--alias", "Fede", "--quiet", home: home).code == 0)
        let unknown = await gather("squad", "add", "Kwmae", "Fedde", "Tmo", home: home)
        #expect(unknown.code == 65)
        #expect(unknown.stderr.hasPrefix(
            "Error: no player matches these 3 names: 'Kwmae' (did you mean 'Kwame Mensah'?), 'Fedde' (did you mean 'Federico'?) and 'Tmo' (did you mean 'Tom Reilly' or 'Tom Ross'?)"))
    }

    @Test func anArgument_isTriedWhole_beforeItLosesANumbering_butAPastedLineLosesIt() async {
        let home = TestHome()
        #expect(await gather("players", "add", "1. Ana", "Ana", "--quiet", "--allow-duplicate", home: home).code == 0)
        #expect(await gather("squad", "add", "1. Ana", home: home) == (0, "Added 1. Ana to the squad (1 player)\n", ""))
        #expect(await gather(arguments: ["squad", "add", "-"], stdin: ["1. Ana"], home: home) == (0, "Added Ana to the squad (2 players)\n", ""))
    }
}
