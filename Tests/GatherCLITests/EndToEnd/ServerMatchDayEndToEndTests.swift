import FakeGatherServer
import Foundation
import Testing

/// The whole job through the real binary over real sockets: what a new user does first.
@Suite struct ServerMatchDayEndToEndTests {
    @Test func newUser_registersLogsInKeepsTheRosterAndLogsOut() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let gather = try GatherBinary(server: server.baseURL)
        defer { gather.cleanUp() }

        #expect(try await gather.run("register", "ana", "--password-stdin", stdin: "s3cret\n").code == 0)
        #expect(try await gather.run("logout").code == 0)
        let login = try await gather.run("login", "--password-stdin", stdin: "s3cret\n")
        #expect(login.code == 0)
        #expect(login.stdout.contains("Logged in as ana"))
        #expect(!login.stdout.contains("s3cret") && !login.stderr.contains("s3cret"))

        let roster = [
            ["John", "--age", "18", "--skill", "beginner", "--position", "goalkeeper", "--favourite-team", "FC Team United"],
            ["Ana", "--skill", "professional", "--position", "striker"],
            ["Bo", "--age", "31"],
            ["Cy", "--position", "defender"],
            ["Dee", "--skill", "amateur", "--favourite-team", "Ajax"],
        ]
        for player in roster {
            let added = try await gather.run(["players", "add"] + player)
            #expect(added.code == 0)
            #expect(added.stdout.hasPrefix("Added player \(player[0]) (#"))
        }
        let table = try await gather.run("players", "list", "--sort", "id")
        #expect(table.stdout.split(separator: "\n").first?.split(separator: " ", omittingEmptySubsequences: true).prefix(4) == ["ID", "NAME", "AGE", "SKILL"])
        #expect(table.stdout.split(separator: "\n").count == 6)

        let json = try await gather.run("players", "list", "--json")
        let players = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(players.count == 5)
        let john = try #require(players.first { $0["name"] as? String == "John" })
        #expect(john["preferredPosition"] as? String == "goalkeeper")
        #expect(players.first { $0["name"] as? String == "Bo" }?["skill"] == nil)

        #expect(try await gather.run("players", "edit", "john", "--age", "19").code == 0)
        let edited = try await gather.run("players", "show", "John", "--json")
        let johnAfter = try #require(try JSONSerialization.jsonObject(with: Data(edited.stdout.utf8)) as? [String: Any])
        #expect(johnAfter["age"] as? Int == 19)
        #expect(johnAfter["skill"] as? String == "beginner")
        #expect(johnAfter["favouriteTeam"] as? String == "FC Team United")

        #expect(try await gather.run("players", "delete", "Cy", "--yes").code == 0)
        #expect(try await gather.run("players", "list", "--json").stdout.contains("\"Cy\"") == false)

        #expect(try await gather.run("logout").code == 0)
        let refused = try await gather.run("players", "list")
        #expect(refused.code == 77)
        #expect(refused.stderr.contains("not logged in to \(server.baseURL.absoluteString): run 'gather login'"))
    }

    @Test func matchDay_onAServer_withExplicitAndAutoTeams() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let gather = try GatherBinary(server: server.baseURL)
        defer { gather.cleanUp() }
        try await MatchDayScenario.run(gather, login: true)
        let puts = server.requests.filter { $0.method == "PUT" && $0.path.hasPrefix("/api/gathers/") }
        #expect(puts.count == 2)
        let adds = server.requests.filter { $0.method == "POST" && $0.path.contains("/players/") }
        #expect(adds.count == 12 + 12)
    }
}

/// The match day both modes must pass: 12 players, explicit and auto teams, the clock,
/// the score, the end, the history.
enum MatchDayScenario {
    static func run(_ gather: GatherBinary, login: Bool) async throws {
        if login {
            #expect(try await gather.run("register", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        }
        let skills = ["beginner", "amateur", "professional"]
        for index in 1...12 {
            var arguments = ["players", "add", "P\(index)", "--skill", skills[index % 3]]
            if index <= 2 { arguments += ["--position", "goalkeeper"] }
            #expect(try await gather.run(arguments).code == 0)
        }
        let explicit = try await gather.run("start", "--teams", "P1,P3,P5,P7,P9,P11/P2,P4,P6,P8,P10,P12", "--time", "0:02")
        #expect(explicit.code == 0)
        #expect(explicit.stdout.contains("Team A (6 players"))
        #expect(try await gather.run("timer", "start").code == 0)
        // A 2-second clock may already have finished by the time a loaded machine asks.
        let status = try await gather.run("timer", "status").stdout
        #expect(status.hasSuffix(" running\n") || status == "00:00 finished\n", "status: \(status)")
        #expect(try await gather.run("goal", "a").stdout == "Score: 1-0\n")
        #expect(try await gather.run("score", "3-2").code == 0)
        #expect(try await gather.run("timer", "wait").code == 0)
        #expect(try await gather.run("timer", "status").stdout == "00:00 finished\n")
        let ended = try await gather.run("end")
        #expect(ended.stdout == "Match over: 3-2, Team A wins\n")

        let auto = try await gather.run("start", "--teams", "auto", "--all", "--seed", "4")
        #expect(auto.code == 0)
        let show = try await gather.run("show", "--json")
        let match = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect((match["teamA"] as? [Any])?.count == 6)
        #expect(match["state"] as? String == "running")
        #expect(match["pending"] == nil)
        #expect(try await gather.run("end", "--score", "1-1").code == 0)

        let history = try await gather.run("history", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(Set(entries.compactMap { $0["winnerTeam"] as? String }) == ["Team A", "None"])
        let firstID = try #require(entries.last?["id"] as? String)
        let detail = try await gather.run("history", "show", String(firstID.prefix(8)))
        #expect(detail.code == 0)
        #expect(detail.stdout.contains("Team A") && detail.stdout.contains("P12"))
    }
}
