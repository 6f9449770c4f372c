import FakeGatherServer
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// On a terminal, unknown names are offered their suggestions one by one, yes by default;
/// without one, or with --no-input, they fail at once as before.
@Suite struct SuggestionQuestionCLITests {
    private static let questions = "Use 'Ana' for 'Ann'? [Y/n] Use 'Fay' for 'Fey'? [Y/n] "

    private func homeWithRoster() async -> TestHome {
        let home = TestHome()
        _ = await addPlayers([["Ana"], ["Fay"], ["Cy"]], home: home)
        return home
    }

    @Test func squadAdd_acceptingEverySuggestion_addsTheListWhole() async {
        let home = await homeWithRoster()
        let result = await gather("squad", "add", "Ann", "Fey", "Cy", stdin: ["", "y"], home: home, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr == Self.questions)
        #expect(result.stdout == "Added Ana, Fay and Cy to the squad (3 players)\n")
        #expect(await gather("squad", "list", home: home).stdout.contains("Fay"))
    }

    @Test func squadAdd_decliningOne_refusesTheListNamingIt() async {
        let home = await homeWithRoster()
        let result = await gather("squad", "add", "Ann", "Fey", stdin: ["y", "n"], home: home, isInteractive: true)
        #expect(result.code == 65)
        #expect(result.stderr == Self.questions + """
            Error: no player matches 'Fey' (did you mean 'Fay'?): see 'gather players list'; to add newcomers to the roster, give --new

            """)
        #expect(await gather("squad", "list", "--json", home: home).stdout == #"{"limit":null,"players":[],"reserves":[]}"# + "\n")
    }

    @Test func aDelete_isNeverOfferedASuggestion_evenWithYes() async {
        let home = await homeWithRoster()
        let result = await gather("players", "delete", "Fey", "--yes", stdin: ["", "y"], home: home, isInteractive: true)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: no player matches 'Fey' (did you mean 'Fay'?): see 'gather players list'\n")
        #expect(await gather("players", "list", home: home).stdout.contains("Fay"))
    }

    @Test(arguments: [(true, ["--no-input"]), (false, [])])
    func withoutATerminalOrWithNoInput_nothingIsAsked(_ interactive: Bool, _ extra: [String]) async {
        let home = await homeWithRoster()
        let result = await gather(arguments: ["squad", "add", "Fey"] + extra, stdin: ["y"], home: home, isInteractive: interactive)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: no player matches 'Fey' (did you mean 'Fay'?)"))
    }

    @Test func startPlayers_takesTheAnswers() async {
        let home = await homeWithRoster()
        let result = await gather(
            "start", "--teams", "auto", "--players", "Ann,Fey", "--dry-run", stdin: ["", ""], home: home, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr.hasPrefix(Self.questions))
        #expect(result.stdout.contains("Ana") && result.stdout.contains("Fay"))
    }

    @Test func playersShow_offersTheSuggestion() async {
        let home = await homeWithRoster()
        let result = await gather("players", "show", "Fey", "--json", stdin: [""], home: home, isInteractive: true)
        #expect(result.code == 0)
        #expect(result.stderr == "Use 'Fay' for 'Fey'? [Y/n] ")
        #expect(result.stdout.contains("\"name\":\"Fay\""))
    }
}

/// The offer is a step of the view model's work, not a second run of the command: after a
/// yes, the work goes on with the name taken, so every request is sent once.
@Suite struct SuggestionQuestionOnAServerCLITests {
    /// Kwame Mensah (#1) and Fay (#2) on the server, and what it had been sent so far.
    private func serverHome() async -> (FakeGatherServer, TestHome, [String: String], before: Int)? {
        guard let server = try? FakeGatherServer.start() else {
            Issue.record("no fake server")
            return nil
        }
        let (home, variables) = await registeredCoach(on: server)
        for name in ["Kwame Mensah", "Fay"] {
            #expect(await gather("players", "add", name, "--quiet", home: home, variables: variables).code == 0)
        }
        return (server, home, variables, server.requests.count)
    }

    private func sent(_ server: FakeGatherServer, since before: Int) -> [String] {
        server.requests.dropFirst(before).map { "\($0.method) \($0.path)" }
    }

    @Test func playersEdit_aYes_readsTheRosterOnce_andSendsTheEditOnce() async throws {
        guard let (server, home, variables, before) = await serverHome() else { return }
        defer { server.stop() }
        let edited = await gather(
            "players", "edit", "Kwmae", "--skill", "amateur", stdin: [""], home: home, isInteractive: true, variables: variables)
        #expect(edited.code == 0, "\(edited.stderr)")
        #expect(edited.stderr == "Use 'Kwame Mensah' for 'Kwmae'? [Y/n] ")
        #expect(edited.stdout == "Updated player Kwame Mensah (#1)\n")
        let requests = sent(server, since: before)
        #expect(requests.filter { $0 == "GET /api/players" }.count == 1, "\(requests)")
        #expect(requests.filter { !$0.hasPrefix("GET ") } == ["PUT /api/players/1"], "\(requests)")
    }

    @Test func playersEdit_aNo_sendsNothingThatChangesAnything() async throws {
        guard let (server, home, variables, before) = await serverHome() else { return }
        defer { server.stop() }
        let refused = await gather(
            "players", "edit", "Kwmae", "--skill", "amateur", stdin: ["n"], home: home, isInteractive: true, variables: variables)
        #expect(refused.code == 65)
        #expect(refused.stderr == """
            Use 'Kwame Mensah' for 'Kwmae'? [Y/n] Error: no player matches 'Kwmae' (did you mean 'Kwame Mensah'?): see 'gather players list'

            """)
        let requests = sent(server, since: before)
        #expect(requests == ["GET /api/players"], "\(requests)")
        let shown = await gather("players", "show", "1", "--json", home: home, variables: variables)
        #expect(!shown.stdout.contains("amateur"))
    }

    @Test func squadAdd_yesToEach_readsTheRosterOnce() async throws {
        guard let (server, home, variables, before) = await serverHome() else { return }
        defer { server.stop() }
        let added = await gather("squad", "add", "Kwmae", "Fey", stdin: ["", "y"], home: home, isInteractive: true, variables: variables)
        #expect(added.code == 0, "\(added.stderr)")
        #expect(added.stderr == "Use 'Kwame Mensah' for 'Kwmae'? [Y/n] Use 'Fay' for 'Fey'? [Y/n] ")
        #expect(added.stdout == "Added Kwame Mensah and Fay to the squad (2 players)\n")
        #expect(sent(server, since: before) == ["GET /api/players"])
    }
}
