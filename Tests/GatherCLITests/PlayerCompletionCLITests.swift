import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Player names complete wherever a player is named, in each installed shell, from
/// `gather __complete-players` (here a stand-in function), quoted so a name with spaces
/// stays one word.
@Suite struct PlayerCompletionCLITests {
    private static let root = CommandTree.root.spec
    private static let everyone = #"Ana Kwame\ Mensah O\'Neil"#

    @Test(.enabled(if: ShellRunner.path("bash") != nil), arguments: [
        (["gather", "players", "show", ""], everyone),
        (["gather", "players", "delete", "Ana", "o"], #"O\'Neil"#),
        (["gather", "squad", "add", "Ana", "kw"], #"Kwame\ Mensah"#),
        (["gather", "squad", "remove", "K"], #"Kwame\ Mensah"#),
        (["gather", "add", ""], everyone),
        (["gather", "swap", "Ana", ""], everyone),
        (["gather", "move", "Ana", ""], "a b"),
        (["gather", "goal", "a", "--by", "K"], #"Kwame\ Mensah"#),
        (["gather", "goal", "b", "--own-goal", ""], everyone),
        (["gather", "start", "--teams", "auto", "--players", "A"], "Ana"),
        (["gather", "start", "--teams", "auto", "--players", "Ana,k"], #"Ana,Kwame\ Mensah"#),
        (["gather", "squad", "add", "\"Ana,O"], "Ana,O'Neil"),
        (["gather", "history", "edit", "3F2A", "--team-a", ""], everyone),
        (["gather", "players", "show", #"Kwame\ M"#], #"Kwame\ Mensah"#),
        (["gather", "players", "show", "\"kw"], "Kwame Mensah"),
        (["gather", "players", "show", "Ana", ""], ""),
        (["gather", "players", "add", ""], ""),
        (["gather", "fees", "paid", "K"], #"Kwame\ Mensah"#),
        (["gather", "fees", "paid", "Ana", ""], ""),
    ])
    func bash_offersPlayerNames(_ words: [String], _ expected: String) throws {
        // The stand-in matches as `__complete-players` does for these names: in any case.
        let prelude = #"gather() { [[ $1 == __complete-players ]] || return 0; local n; shopt -s nocasematch; for n in Ana 'Kwame Mensah' "O'Neil"; do [[ $n == "${@: -1}"* ]] && printf '%s\n' "$n"; done; return 0; }"#
        #expect(try CompletionCLITests.bashOffers([words], prelude: prelude) == [expected])
    }

    /// After an opening quote a name is put in as that quote reads it: nothing in it runs once the line does.
    @Test(.enabled(if: ShellRunner.path("bash") != nil), arguments: [
        (["gather", "squad", "add", "\"A"], #"Ana \$(touch x) \`id\` \"q\" \\"#),
        (["gather", "squad", "add", "'B"], #"Bo'\''; touch y; '\''"#),
        (["gather", "squad", "add", "\"F"], #"Fay "'!'"?x"#),
    ])
    func bash_afterAnOpeningQuote_escapesWhatTheQuoteLeavesLive(_ words: [String], _ expected: String) throws {
        let prelude = #"gather() { [[ $1 == __complete-players ]] || return 0; local n; for n in 'Ana $(touch x) `id` "q" \' "Bo'; touch y; '" 'Fay !?x'; do [[ $n == "${@: -1}"* ]] && printf '%s\n' "$n"; done; return 0; }"#
        #expect(try CompletionCLITests.bashOffers([words], prelude: prelude) == [expected])
    }

    @Test(.enabled(if: ShellRunner.path("zsh") != nil), arguments: [
        (["gather", "players", "show", ""], "Ana Kwame Mensah"),
        (["gather", "goal", "a", "--by", ""], "Ana Kwame Mensah"),
        (["gather", "players", "add", ""], ""),
    ])
    func zsh_offersPlayerNames(_ words: [String], _ expected: String) throws {
        let stubs = "compset() { : }\ngather() { [[ $1 == __complete-players ]] && print -l Ana 'Kwame Mensah' }"
        #expect(try CompletionCLITests.zshOffers(words, stubs: stubs) == expected)
    }

    @Test(.enabled(if: ShellRunner.path("fish") != nil), arguments: [
        ("gather players show ", "Ana|Kwame Mensah"),
        ("gather goal a --by K", "Kwame Mensah"),
        ("gather squad add Ana ", "Ana|Kwame Mensah"),
        ("gather start --teams auto --players Ana,K", "Ana,Kwame Mensah"),
    ])
    func fish_offersPlayerNames(_ line: String, _ expected: String) throws {
        let prelude = #"function gather; test "$argv[1]" = __complete-players; and printf '%s\n' Ana 'Kwame Mensah'; end"#
        #expect(try CompletionCLITests.fishOffers(line, prelude: prelude, separator: "|") == expected)
    }

    @Test func hiddenCommand_offline_printsTheRosterNames() async {
        let home = TestHome()
        _ = await addPlayers([["Ana"], ["Kwame Mensah"]], home: home)
        #expect(await gather(PlayerNameList.commandName, home: home) == (0, "Ana\nKwame Mensah\n", ""))
    }

    /// On a server it reads only the list this machine keeps: the server here does not exist.
    @Test func hiddenCommand_onAServer_readsOnlyTheKeptList() async throws {
        let home = TestHome()
        let server = try #require(URL(string: "http://127.0.0.1:9"))
        home.storage.playerNames(of: .server(server)).update { $0 = [.init(id: 3, name: "Zoë Clarke")] }
        let result = await gather(PlayerNameList.commandName, home: home, variables: ["GATHER_SERVER": server.absoluteString])
        #expect(result == (0, "Zoë Clarke\n", ""))
    }

    @Test func hiddenCommand_isInNoHelpOrCompletion() async {
        let home = TestHome()
        let help = await gather("--help", home: home)
        let script = await gather("completion", "bash", home: home)
        #expect(!help.stdout.contains("__complete") && !help.stdout.contains("complete-players"))
        #expect(script.stdout.contains("gather __complete-players"))
    }
}
