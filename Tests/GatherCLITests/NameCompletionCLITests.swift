import FakeGatherServer
import Foundation
import Testing

@testable import GatherCLI

/// Completion offers names and aliases matched by the name key (any case, with or without
/// accents), and leaves out the players a command refuses: retired ones for `squad add`.
@Suite struct NameCompletionCLITests {
    private static func roster(_ run: (String...) async -> GatherOutcome) async {
        #expect(await run("players", "add", "Zoë", "Işık", "Bo", "--quiet").code == 0)
        #expect(await run("players", "add", "Kwame Mensah", "--alias", "Kwa", "--quiet").code == 0)
        #expect(await run("players", "add", "Béatrice Dupont", "--alias", "Béa", "--quiet").code == 0)
        #expect(await run("players", "retire", "Bo", "--quiet").code == 0)
    }

    @Test(arguments: [
        (["zoe"], "Zoë\n"), (["ZOË"], "Zoë\n"), (["ISI"], "Işık\n"), (["ışı"], "Işık\n"), (["kw"], "Kwame Mensah\nKwa\n"),
        (["bea"], "Béatrice Dupont\nBéa\n"), (["b"], "Bo\nBéatrice Dupont\nBéa\n"), (["--active", "--", "b"], "Béatrice Dupont\nBéa\n"),
        (["--", "kwame m"], "Kwame Mensah\n"), (["--", "x"], ""),
    ])
    func theHiddenCommand_matchesByTheNameKey(_ arguments: [String], _ expected: String) async {
        let home = TestHome()
        await Self.roster { arguments in await gather(arguments: arguments, home: home) }
        let typed = arguments.contains("--") ? arguments : ["--"] + arguments
        #expect(await gather(arguments: [PlayerNameList.commandName] + typed, home: home) == (0, expected, ""))
    }

    @Test func theHiddenCommand_onAServer_usesTheAliasesAndRetirementsKeptForIt() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        await Self.roster { arguments in await gather(arguments: arguments, home: home, variables: variables) }
        let offered = await gather(arguments: [PlayerNameList.commandName, "--active", "--", "B"], home: home, variables: variables)
        #expect(offered == (0, "Béatrice Dupont\nBéa\n", ""))
        #expect(await gather(arguments: [PlayerNameList.commandName, "--", "kw"], home: home, variables: variables).stdout == "Kwame Mensah\nKwa\n")
    }

    /// The real binary behind each shell's script, in a home with the roster above.
    private static func binaryHome() async throws -> (GatherBinary, String) {
        let binary = try GatherBinary()
        await roster { arguments in
            let result = try? await binary.run(arguments)
            return (result?.code ?? -1, result?.stdout ?? "", result?.stderr ?? "")
        }
        let exports = binary.environment.map { "export \($0.key)=\(ShellQuoting.posix($0.value))" }.joined(separator: "\n")
        return (binary, exports + "\nexport LC_ALL=C.UTF-8\n")
    }

    @Test(.enabled(if: ShellRunner.path("bash") != nil)) func bash_offersNamesAndAliases_byTheNameKey() async throws {
        let (binary, exports) = try await Self.binaryHome()
        defer { binary.cleanUp() }
        let prelude = exports + "gather() { \(ShellQuoting.posix(GatherBinary.url.path)) \"$@\"; }"
        let offers = try CompletionCLITests.bashOffers([
            ["gather", "players", "show", "zoe"], ["gather", "players", "show", "ISI"], ["gather", "players", "show", "kw"],
            ["gather", "squad", "add", "b"], ["gather", "start", "--teams", "auto", "--players", "b"],
            ["gather", "squad", "add", "Zoë,bea"],
        ], prelude: prelude)
        #expect(offers == ["Zoë", "Işık", #"Kwa Kwame\ Mensah"#, #"Béa Béatrice\ Dupont"#, #"Bo Béa Béatrice\ Dupont"#, #"Zoë,Béa Zoë,Béatrice\ Dupont"#])
    }

    @Test(.enabled(if: ShellRunner.path("zsh") != nil), arguments: [
        (["gather", "players", "show", "kw"], "-U Kwame Mensah Kwa"),
        (["gather", "players", "show", "zoe"], "-U Zoë"),
        (["gather", "squad", "add", "b"], "-U Béatrice Dupont Béa"),
        (["gather", "start", "--teams", "auto", "--players", "b"], "-U Bo Béatrice Dupont Béa"),
    ])
    func zsh_offersNamesAndAliases_withoutMatchingThemAgain(_ words: [String], _ expected: String) async throws {
        let (binary, exports) = try await Self.binaryHome()
        defer { binary.cleanUp() }
        // `compadd -U` takes the names as given: zsh would otherwise match `kw` against `Kwame` by case.
        let stubs = exports + """
            gather() { \(ShellQuoting.posix(GatherBinary.url.path)) "$@"; }
            compset() { : }
            compadd() { print -r -- $1 ${(j: :)${(P)${@[-1]}}} }
            PREFIX=\(ShellQuoting.posix(words.last ?? ""))
            """
        #expect(try CompletionCLITests.zshOffers(words, stubs: stubs) == expected)
    }

    @Test(.enabled(if: ShellRunner.path("fish") != nil), arguments: [
        ("gather players show zoe", "Zoë"), ("gather players show kw", "Kwa|Kwame Mensah"),
        ("gather squad add b", "Béa|Béatrice Dupont"), ("gather start --teams auto --players b", "Béa|Béatrice Dupont|Bo"),
        ("gather squad add Zoë,B", "Zoë,Béa|Zoë,Béatrice Dupont"), ("gather players show ZOE", "Zoë"),
    ])
    /// Fish matches what it is given in any case but never without accents: the names come
    /// with their accents as separate marks, so an accent after what was typed is no obstacle.
    func fish_offersNamesAndAliases_byTheNameKey(_ line: String, _ expected: String) async throws {
        let (binary, exports) = try await Self.binaryHome()
        defer { binary.cleanUp() }
        let prelude = exports.replacingOccurrences(of: "export ", with: "set -gx ").replacingOccurrences(of: "=", with: " ")
            + "function gather; \(ShellQuoting.fish(GatherBinary.url.path)) $argv; end"
        let offered = try CompletionCLITests.fishOffers(line, prelude: prelude, separator: "|")
        #expect(offered.precomposedStringWithCanonicalMapping == expected)
    }
}
