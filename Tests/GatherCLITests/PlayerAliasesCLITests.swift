import Foundation
import Testing

/// Aliases as a user types them: given on add and edit, shown, used to name a player
/// anywhere, refused on a clash, and carried by an export.
@Suite struct PlayerAliasesCLITests {
    @Test func addShowEditAndJSON() async {
        let home = await makeFourPlayerHome()
        #expect(await gather("players", "add", "Kwame Mensah", "--alias", "Kwa", "--alias", "KM", "--json", home: home)
            == (0, #"{"aliases":["Kwa","KM"],"id":5,"name":"Kwame Mensah"}"# + "\n", ""))
        let shown = await gather("players", "show", "kwa", home: home)
        #expect(shown.code == 0 && shown.stderr.isEmpty)
        #expect(outputLines(shown.stdout).contains("ALIASES:        Kwa, KM"))
        #expect(await gather("players", "edit", "KM", "--remove-alias", "km", "--alias", "Mensah", home: home)
            == (0, "Updated player Kwame Mensah (#5)\n", ""))
        #expect(await gather("players", "edit", "5", "--alias", "kwa", home: home) == (0, "Nothing to change\n", ""))
        let listed = await gather("players", "list", "--sort", "id", "--json", home: home)
        #expect(listed.stdout.hasSuffix(#"{"aliases":["Kwa","Mensah"],"id":5,"name":"Kwame Mensah"}]"# + "\n"))
    }

    @Test func aClash_exits65_namingTheOtherPlayer_andChangesNothing() async {
        let home = await makeFourPlayerHome()
        _ = await gather("players", "edit", "Ana", "--alias", "Annie", home: home)
        #expect(await gather("players", "edit", "Bo", "--alias", "ÁNNIE", home: home)
            == (65, "", "Error: 'ÁNNIE' is already an alias of Ana (#1): an alias must pick one player\n"))
        #expect(await gather("players", "add", "Eve", "--alias", "cy", home: home)
            == (65, "", "Error: 'cy' is already the name of Cy (#3): an alias must pick one player by itself\n"))
        #expect(await gather("players", "add", "annie", home: home).code == 65)
        #expect(await gather("players", "list", "--json", home: home).stdout.components(separatedBy: "\"aliases\":[\"").count == 2)
    }

    @Test func anAliasWithSeveralNames_isAUsageError() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "Bo", "--alias", "A", home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --alias names one player: give it with a single NAME.\n"))
    }

    @Test func anAliasNamesThePlayerEverywhere_andDeletesThem() async {
        let home = await makeFourPlayerHome()
        _ = await gather("players", "edit", "Dee", "--alias", "Dodo", home: home)
        #expect(await gather("squad", "add", "dodo", home: home) == (0, "Added Dee to the squad (1 player)\n", ""))
        #expect(await gather("players", "delete", "DODO", "--yes", home: home) == (0, "Deleted player Dee (#4)\n", ""))
        #expect(await gather("players", "add", "Dodo", home: home) == (0, "Added player Dodo (#5)\n", ""), "the alias went with Dee")
    }

    @Test func anAliasNamesAPlayerOfTheRunningMatch_andOfARecordedOne() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("players", "edit", "Cy", "--alias", "Keeper Cy", home: home)
        #expect(await gather("start", "--teams", "Ana,Bo/keeper cy,Dee", "--quiet", home: home).code == 0)
        #expect(await gather("goal", "b", "--by", "KEEPER CY", "--quiet", home: home) == (0, "", ""))
        #expect(await gather("move", "keeper cy", "a", home: home).code == 0)
        #expect(await gather("swap", "keeper cy", "Dee", "--quiet", home: home) == (0, "", ""))
        #expect(await gather("end", "--quiet", home: home).code == 0)
        // Cy was Team B's only player: Ana takes the side as Cy is marked not played.
        #expect(await gather("history", "edit", "--not-played", "Keeper Cy", "--team-b", "Ana", "--quiet", home: home).code == 0)
        let recorded = await gather("record", "--date", "2020-01-01", "--teams", "Ana/Keeper Cy", "--score", "0-1", "--goal", "b:keeper cy", home: home)
        #expect(recorded.code == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.isEmpty)
    }

    @Test func exportAndImport_carryTheAliases() async throws {
        let source = await makeFourPlayerHome()
        _ = await gather("players", "edit", "Ana", "--alias", "Annie", home: source)
        let export = await gather("export", "-", home: source)
        #expect(export.stdout.contains(#""aliases" : {"#))
        let target = TestHome()
        let file = target.file("backup.json")
        try Data(export.stdout.utf8).write(to: file)
        #expect(await gather("import", file.path, "--quiet", home: target).code == 0)
        #expect(await gather("players", "show", "annie", "--json", home: target).stdout.hasPrefix(#"{"aliases":["Annie"],"id":1,"#))
    }

    /// The name chat posts show (`--known-as`) goes with its alias, so a restored home posts the same list.
    @Test func exportAndImport_carryTheNameChatPostsShow() async throws {
        let source = await makeFourPlayerHome()
        #expect(await gather("players", "edit", "Ana", "--known-as", "Annie", "--quiet", home: source).code == 0)
        #expect(await gather("squad", "add", "Ana", "Bo", "--quiet", home: source).code == 0)
        let post = await gather("squad", "list", "--format", "chat", home: source)
        #expect(post.stdout.contains("Annie"))
        let export = await gather("export", "-", home: source)
        let target = TestHome()
        let file = target.file("backup.json")
        try Data(export.stdout.utf8).write(to: file)
        #expect(await gather("import", file.path, "--quiet", home: target).code == 0)
        #expect(await gather("squad", "list", "--format", "chat", home: target).stdout == post.stdout)
    }

    /// A shown name that is not one of the player's aliases in the file does not hold together: refused.
    @Test func anImportShowingANameThatIsNoAlias_isRefused() async throws {
        let home = TestHome()
        let file = home.file("odd.json")
        let archive = #"{"format":"football-gather-export","version":1,"gathers":[],"players":[{"id":1,"name":"Ana"}],"knownAs":{"1":"Annie"}}"#
        try Data(archive.utf8).write(to: file)
        let refused = await gather("import", file.path, home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("which is not among their aliases in the file"), "\(refused.stderr)")
    }
}
