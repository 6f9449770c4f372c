import FakeGatherServer
@testable import FootballGatherCore
@testable import GatherTestSupport
import Foundation
import Synchronization
import Testing

@testable import GatherCLI

/// Every command of the tree, run with `--json`, prints one JSON object or array on
/// stdout. The script below must name every leaf: a new command fails this test until
/// it is added here (and to the README's JSON section).
@Suite struct EveryCommandJSONTests {
    /// Each runnable command's path (`players add`, `history`), from the tree itself.
    static func runnablePaths(_ command: Command = CommandTree.root, prefix: [String] = []) -> Set<String> {
        var paths: Set<String> = command.run == nil || prefix.isEmpty ? [] : [prefix.joined(separator: " ")]
        for child in command.children {
            paths.formUnion(runnablePaths(child, prefix: prefix + [child.spec.name]))
        }
        return paths
    }

    /// The leaf a command line runs: its leading words that name commands.
    static func path(of arguments: [String], in paths: Set<String>) -> String? {
        (1...min(2, arguments.count)).reversed().map { arguments.prefix($0).joined(separator: " ") }.first(where: paths.contains)
    }

    private final class Run: Sendable {
        let home = TestHome()
        let clock = ManualClock()
        let variables: [String: String]
        let outcomes = Mutex<[(arguments: [String], outcome: GatherOutcome)]>([])
        init(variables: [String: String] = [:]) { self.variables = variables }

        @discardableResult
        func json(_ arguments: String..., stdin: [String] = []) async -> Any? {
            let outcome = await gather(arguments: arguments + ["--json"], stdin: stdin, home: home, clock: clock, variables: variables)
            outcomes.withLock { $0.append((arguments, outcome)) }
            return try? parseJSON(outcome.stdout)
        }

        func expectAllJSON() {
            for (arguments, outcome) in outcomes.withLock({ $0 }) {
                #expect(outcome.code == 0, "\(arguments): exit \(outcome.code), \(outcome.stderr)")
                #expect((try? parseJSON(outcome.stdout)) != nil, "\(arguments) printed no JSON: '\(outcome.stdout)'")
            }
        }

        var ranPaths: Set<String> {
            let paths = EveryCommandJSONTests.runnablePaths()
            return Set(outcomes.withLock { $0 }.compactMap { EveryCommandJSONTests.path(of: $0.arguments, in: paths) })
        }
    }

    @Test func everyCommand_offline_printsJSON() async throws {
        let run = Run()
        let export = run.home.file("backup.json").path
        for name in ["Ana", "Bo", "Cy", "Dee"] { await run.json("players", "add", name) }
        await run.json("players", "list")
        await run.json("players", "show", "Ana")
        await run.json("players", "edit", "Ana", "--skill", "professional")
        await run.json("squad", "add", "Ana", "Bo")
        await run.json("squad", "add", "-", stdin: ["Cy, Dee?"])
        await run.json("squad", "confirm", "Dee")
        await run.json("squad", "remove", "Dee")
        let squad = try #require((await run.json("squad", "list") as? [String: Any])?["players"] as? [[String: Any]])
        #expect(squad.compactMap { $0["name"] as? String } == ["Ana", "Bo", "Cy"])
        await run.json("squad", "clear")
        await run.json("timer", "set", "2s")
        await run.json("timer", "start")
        await run.json("timer", "pause")
        await run.json("timer", "resume")
        await run.json("timer", "toggle")
        await run.json("timer", "reset")
        await run.json("timer", "status")
        await run.json("timer", "run", "1s")
        await run.json("timer", "wait")
        await run.json("timer", "add", "1s")
        await run.json("start", "--teams", "Ana,Bo/Cy,Dee")
        await run.json("show")
        await run.json("goal", "a")
        await run.json("players", "add", "Kai")
        await run.json("add", "Kai", "--team", "a")
        await run.json("move", "Kai", "b")
        await run.json("swap", "Ana", "Cy")
        await run.json("score", "3-2")
        await run.json("end")
        let history = try #require(await run.json("history") as? [[String: Any]])
        let id = try #require(history.first?["id"] as? String)
        await run.json("history", "show", String(id.prefix(8)))
        let corrected = try #require(await run.json("history", "edit", String(id.prefix(8)), "--score", "2-2") as? [String: Any])
        #expect(Set(corrected.keys) == ["id", "score", "startedAt", "winnerTeam"])
        let played = try #require(await run.json("players", "gathers", "Ana") as? [[String: Any]])
        #expect(Set(played.first?.keys ?? [:].keys) == ["id", "score", "startedAt", "winnerTeam", "team", "result"])
        #expect(Set(history.first?.keys ?? [:].keys) == ["id", "score", "startedAt", "winnerTeam"])
        let stats = try #require(await run.json("stats") as? [[String: Any]])
        #expect(Set(stats.first?.keys ?? [:].keys) == [
            "id", "name", "played", "won", "drawn", "lost", "points", "ppg", "goals", "goalsFor", "goalDifference", "form", "streak", "rating",
            "ratingMean", "ratingUncertainty", "provisional",
        ])
        let scored = try #require(await run.json("stats", "--predictions") as? [String: Any])
        #expect(Set(scored.keys) == ["matchesScored", "kept", "coinFlip", "labelsOnly", "upsets"])
        let recorded = try #require(await run.json(
            "record", "--date", "2020-01-01", "--teams", "Ana/Bo", "--score", "1-0", "--goal", "a:Ana") as? [String: Any])
        #expect(Set(recorded.keys) == ["id", "score", "startedAt", "winnerTeam", "teamA", "teamB", "goals"])
        let proposed = try #require(await run.json("start", "--teams", "auto", "--all", "--dry-run") as? [String: Any])
        #expect(Set(proposed.keys) == ["prediction", "state", "teamA", "teamB"])
        await run.json("start", "--teams", "Ana/Bo")
        await run.json("cancel", "--yes")
        await run.json("export")
        await run.json("export", export)
        await run.json("import", export)
        await run.json("config", "set", "username", "ana")
        await run.json("config", "get", "username")
        await run.json("config", "unset", "username")
        await run.json("completion", "bash")
        await run.json("status")
        await run.json("history", "delete", id, "--yes")
        #expect((await run.json("squad", "limit", "8") as? [String: Any])?["limit"] as? Int == 8)
        let retired = try #require(await run.json("players", "retire", "Cy") as? [String: Any])
        #expect(retired["retired"] as? Bool == true)
        let back = try #require(await run.json("players", "unretire", "Cy") as? [String: Any])
        #expect(back["retired"] == nil)
        #expect((await run.json("fees", "set", "60") as? [String: Any])?["pitchFeeCents"] as? Int == 6000)
        let paid = try #require(await run.json("fees", "paid", "Ana", "12.50") as? [String: Any])
        #expect(Set(paid.keys) == ["id", "name", "matches", "chargedCents", "paidCents", "balanceCents"])
        let fees = try #require(await run.json("fees") as? [[String: Any]])
        #expect(Set(fees.first?.keys ?? [:].keys) == ["id", "name", "matches", "chargedCents", "paidCents", "balanceCents"])
        let ledger = try #require(await run.json("fees", "show", "Ana") as? [String: Any])
        #expect(Set(ledger.keys) == ["charges", "payments", "balanceCents"])
        #expect(Set((ledger["payments"] as? [[String: Any]])?.first?.keys ?? [:].keys) == ["id", "date", "cents", "note"])
        let paymentID = try #require((ledger["payments"] as? [[String: Any]])?.first?["id"] as? String)
        let undone = try #require(await run.json("fees", "undo", paymentID) as? [String: Any])
        #expect(Set(undone.keys) == ["id", "name", "matches", "chargedCents", "paidCents", "balanceCents"])
        await run.json("players", "delete", "Dee", "--yes")
        let synced = try #require(await run.json("sync") as? [String: Any])
        #expect(Set(synced.keys) == ["sent", "held", "created", "players"])

        run.expectAllJSON()
        let accounts: Set<String> = ["register", "login", "logout"]
        #expect(Self.runnablePaths().subtracting(run.ranPaths) == accounts)
    }

    @Test func essentialCommands_onAServer_printJSON_andAccountsNeverAToken() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let run = Run(variables: ["GATHER_SERVER": server.baseURL.absoluteString])
        let account = try #require(await run.json("register", "ana", "--password-stdin", stdin: ["pw"]) as? [String: Any])
        #expect(Set(account.keys) == ["loggedIn", "server", "username"])
        await run.json("login", "ana", "--password-stdin", stdin: ["pw"])
        await run.json("status")
        for name in ["Ana", "Bo"] { await run.json("players", "add", name) }
        await run.json("squad", "add", "-", stdin: ["Ana", "Bo"])
        let squad = try #require((await run.json("squad", "list") as? [String: Any])?["players"] as? [[String: Any]])
        #expect(squad.compactMap { $0["id"] as? Int }.count == 2)
        let match = try #require(await run.json("start", "--teams", "auto", "--seed", "1") as? [String: Any])
        #expect(Set(match.keys) == ["id", "prediction", "score", "startedAt", "state", "teamA", "teamB", "timer"])
        #expect(((await run.json("squad", "list") as? [String: Any])?["players"] as? [Any])?.isEmpty == true)
        await run.json("goal", "b")
        let ended = try #require(await run.json("end") as? [String: Any])
        #expect(ended["state"] as? String == "ended" && ended["winnerTeam"] as? String == "Team B")
        await run.json("history")
        await run.json("players", "delete", "Bo", "--yes")
        let loggedOut = try #require(await run.json("logout") as? [String: Any])
        #expect(loggedOut["loggedIn"] as? Bool == false)
        #expect(loggedOut["username"] == nil)

        run.expectAllJSON()
        #expect(run.ranPaths.isSuperset(of: ["register", "login", "logout", "status", "start", "end", "history"]))
        // `status` says what became of the token under "token"; any other value would be the token itself.
        let states = ["accepted", "refused", "none", "unchecked"].map { "\"token\":\"\($0)\"" }
        for (_, outcome) in run.outcomes.withLock({ $0 }) {
            let rest = states.reduce(outcome.stdout.lowercased()) { $0.replacingOccurrences(of: $1, with: "") }
            #expect(!rest.contains("token\":\""), "a token in \(outcome.stdout)")
        }
    }
}
