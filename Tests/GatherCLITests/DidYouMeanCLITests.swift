import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Every kind of input offers the value meant when one is close: commands (a unique
/// prefix runs it), options, typed values and player names.
@Suite struct DidYouMeanCLITests {
    @Test func commandPrefix_runsTheCommand() async {
        let home = TestHome()
        _ = await addPlayers([["Ana"]], home: home)
        let stats = await gather("stats", home: home)
        #expect(await gather("stat", home: home) == stats)
        #expect(await gather("pl", "li", home: home) == gather("players", "list", home: home))
        #expect(stats.code == 0)
    }

    @Test(arguments: [
        (["e", "--score", "1-0"], "e", "end"), (["ca", "--yes"], "ca", "cancel"), (["pl", "d", "Ana", "--yes"], "d", "delete"),
        (["squad", "cl"], "cl", "clear"), (["history", "del", "--yes"], "del", "delete"), (["logo"], "logo", "logout"),
    ])
    func whatCannotBeUndone_isNeverReachedByAPrefix(_ words: [String], _ typed: String, _ command: String) async {
        let home = TestHome()
        _ = await addPlayers([["Ana"], ["Bo"]], home: home)
        _ = await gather("start", "--teams", "Ana/Bo", home: home)
        let result = await gather(arguments: words, home: home)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown command '\(typed)': '\(command)' cannot be undone, so type it in full."))
        #expect(await gather("show", home: home).code == 0, "the match still runs")
        #expect(await gather("players", "list", home: home).stdout.contains("Ana"))
    }

    @Test func prefixOfSeveralCommands_exits64_namingThem() async {
        let result = await gather("st", home: TestHome())
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            Error: Ambiguous command 'st': it could be 'start', 'stats' or 'status'.
            Usage: gather [<options>] <subcommand>

            """)
    }

    /// Each option of each command (global ones included), with its last two letters
    /// swapped, is refused with that option suggested.
    @Test func everyOption_mistyped_isSuggested() throws {
        let root = CommandTree.root.spec
        let parser = ArgumentParser(root: root, version: "1")
        var checked = 0
        for node in CompletionTree(root: root).nodes where !node.path.contains(" help") {
            for option in node.options where option.long.count >= 4 {
                let typo = String(option.long.dropLast(2) + option.long.suffix(2).reversed())
                guard typo != option.long else { continue }
                let line = node.path.split(separator: " ").dropFirst().map(String.init) + ["--" + typo]
                let error = #expect(throws: UsageError.self) { try parser.parse(line) }
                #expect(error?.message == "Unknown option '--\(typo)'. Did you mean '--\(option.long)'?", "\(line)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test(arguments: [
        (["players", "add", "Ana", "--skill", "amatuer"], "amateur"),
        (["players", "add", "Ana", "--position", "goalei"], "goalkeeper"),
        (["players", "list", "--position", "strikr"], "striker"),
        (["players", "list", "--sort", "skil"], "skill"),
        (["stats", "--sort", "pionts"], "points"),
        (["completion", "bsah"], "bash"),
        (["config", "get", "sever"], "server"),
        (["start", "--teams", "auto", "--all", "--balance", "ratign"], "rating"),
        (["start", "--teams", "atuo"], "auto"),
        (["show", "--format", "markdwon"], "markdown"),
        (["goal", "aa"], "a"),
        (["move", "Ana", "bb"], "b"),
        (["squad", "limit", "nnoe"], "none"),
        (["goal", "undo"], "--undo"),
    ])
    func mistypedValue_exits64_suggestingTheValue(_ line: [String], _ meant: String) async {
        let result = await gather(arguments: line, home: TestHome())
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: Invalid value '"))
        #expect(result.stderr.contains(": expected ") && result.stderr.contains(". Did you mean '\(meant)'?\nUsage: "), "\(result.stderr)")
    }

    /// A word left over that is a value of exactly one option not given names that option.
    @Test(arguments: [
        (["end", "3-2"], "Unexpected argument '3-2'. Did you mean '--score 3-2'?"),
        (["record", "--teams", "Ana/Bo", "2-1"], "Unexpected argument '2-1'. Did you mean '--score 2-1'?"),
        (["end", "--score", "1-0", "3-2"], "Unexpected argument '3-2'.\nUsage"),
        (["show", "extra"], "Unexpected argument 'extra'.\nUsage"),
    ])
    func aWordLeftOver_suggestsTheOptionItIsAValueOf(_ line: [String], _ said: String) async {
        let result = await gather(arguments: line, home: TestHome())
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: " + said), "\(result.stderr)")
    }

    /// A word that names a subcommand or option one level down is said in full, never
    /// the closest command by spelling (`undo` is not `end`).
    @Test(arguments: [
        (["undo"], "Unknown command 'undo'. Did you mean 'goal --undo' or 'fees undo'?"),
        (["list"], "Unknown command 'list'. Did you mean 'players list' or 'squad list'?"),
        (["paid", "Ana", "5"], "Unknown command 'paid'. Did you mean 'fees paid'?"),
        (["ednd"], "Unknown command 'ednd'. Did you mean 'end'?"),
    ])
    func anUnknownCommand_namesWhatTheWordMeansOneLevelDown(_ line: [String], _ said: String) async {
        let result = await gather(arguments: line, home: TestHome())
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: " + said + "\nUsage: "), "\(result.stderr)")
    }

    @Test(arguments: ["goalie", "keeper", "GK", "gk", "Goalkeeper"])
    func positionSynonyms_meanGoalkeeper(_ word: String) async throws {
        let result = await gather("players", "add", "Ana", "--position", word, "--json", home: TestHome())
        #expect(result.code == 0)
        let player = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(player["preferredPosition"] as? String == "goalkeeper")
    }

    @Test(arguments: [
        ["players", "show", "Fey"], ["players", "gathers", "Fey"], ["players", "edit", "Fey", "--age", "30"],
        ["players", "delete", "Fey", "--yes"], ["players", "retire", "Fey"], ["squad", "remove", "Fey"],
        ["start", "--teams", "Fey/Ana"],
    ])
    func unknownPlayer_inEveryCommand_suggestsTheClosestName(_ line: [String]) async {
        let home = TestHome()
        _ = await addPlayers([["Fay"], ["Ana"]], home: home)
        let result = await gather(arguments: line, home: home)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: no player matches 'Fey' (did you mean 'Fay'?)"), "\(line): \(result.stderr)")
    }
}
