import FakeGatherServer
@testable import FootballGatherCore
import Foundation
@testable import GatherTestSupport
import Testing

/// At the pitch without signal, through the binary on the fake server with the link cut:
/// a late arrival, goals and the end are kept and the commands succeed; `gather sync`
/// sends them once, in order, and the server ends as the match was played.
@Suite struct OutboxEndToEndTests {
    /// A logged-in coach with Ana, Bo, Cy, Dee and Eli, and a match Ana,Bo against Cy,Dee.
    private func matchDay() async throws -> (FakeGatherServer, GatherBinary, String) {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        for name in ["Ana", "Bo", "Cy", "Dee", "Eli"] { #expect(try await gather.run("players", "add", name).code == 0) }
        let started = try await gather.run("start", "--teams", "Ana,Bo/Cy,Dee")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        let gatherID = String(started.stdout.dropFirst("Started gather ".count).prefix(36))
        return (server, gather, gatherID)
    }

    /// Kills `gather sync` (-9) while the server holds its first `method` to `path…`, then
    /// lets the server carry that request out: a sync cut off after sending.
    private func killSync(
        of gather: GatherBinary, whileTheServerHolds path: String, method: String = "POST", on server: FakeGatherServer
    ) async throws {
        server.hold(method, pathPrefix: path)
        let syncing = try SpawnedGather(gather, ["sync"])
        #expect(await SpawnedGather.poll { server.heldRequestCount >= 1 })
        syncing.kill9()
        _ = await syncing.ended()
        server.releaseHeld()
        // What was held lands although its client is gone: the next command must find it landed.
        #expect(await SpawnedGather.poll { server.requestsInFlight == 0 })
    }

    private func writes(_ server: FakeGatherServer, to gatherID: String) -> [String] {
        server.requests.filter { $0.method != "GET" && $0.path.hasPrefix("/api/gathers/\(gatherID)") }.map { "\($0.method) \($0.path)" }
    }

    /// Two machines on one account: A keeps "Eli joins" without signal; B deletes Eli and
    /// adds Zed, who gets Eli's id again (as the real server's table gives it). A's sync
    /// does not put Zed in A's match: the change waits, naming both, until --send or --drop.
    @Test func aKeptChange_whosePlayersIdWentToSomeoneElse_waits_namingBoth() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        let other = try GatherBinary(server: server.baseURL)
        defer { other.cleanUp() }
        #expect(try await other.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)

        server.setFault(.refuseConnections)
        #expect(try await gather.run("add", "Eli", "--team", "b").code == 0)
        server.setFault(nil)
        #expect(try await other.run("players", "delete", "Eli", "--yes").code == 0)
        let zed = try await other.run("players", "add", "Zed")
        #expect(zed.stdout.contains("(#5)"), "the id Eli had: \(zed.stdout)")

        let planned = try await gather.run("sync", "--dry-run")
        #expect(planned.stdout.contains("held: player #5 is 'Zed' on the server now"), "the plan reads the server: \(planned.stdout)")
        #expect(!server.requests.contains { $0.method == "POST" && $0.path.hasSuffix("/players/5") }, "nothing sent")

        let synced = try await gather.run("sync")
        #expect(synced.code == 1)
        #expect(synced.stdout.contains("player #5 is 'Zed' on the server now, not 'Eli' as when it was kept"), "\(synced.stdout)")
        #expect(synced.stdout.contains("'gather sync --send 1'") && synced.stdout.contains("'gather sync --drop 1'"))
        #expect(!server.requests.contains { $0.method == "POST" && $0.path == "/api/gathers/\(gatherID)/players/5" }, "Zed is not in A's match")

        // With signal, the end waits behind the held join on its gather, and says so.
        let ended = try await gather.run("end", "--score", "1-0")
        #expect(ended.code == 0, "\(ended.stderr)")
        #expect(ended.stderr.contains("Not sent: change #1, about the same player or gather, waits for you; kept to send after it (2 waiting)."),
                "\(ended.stderr)")
        #expect(!server.requests.contains { $0.method == "PUT" && $0.path == "/api/gathers/\(gatherID)" })

        let sent = try await gather.run("sync", "--send", "1")
        #expect(sent.code == 0, "\(sent.stderr)")
        #expect(server.requests.contains { $0.method == "POST" && $0.path == "/api/gathers/\(gatherID)/players/5" })
        #expect(server.requests.contains { $0.method == "PUT" && $0.path == "/api/gathers/\(gatherID)" }, "the end goes after it")
    }

    @Test func aMatchDayWithoutSignal_isKept_thenSyncedOnce() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        let sentBefore = writes(server, to: gatherID).count

        server.setFault(.refuseConnections)
        let late = try await gather.run("add", "Eli", "--team", "b")
        #expect(late.code == 0, "stderr: \(late.stderr)")
        #expect(late.stderr.contains("Not sent: the server at \(server.baseURL.absoluteString) cannot be reached; kept to send later (1 waiting). 'gather sync' sends them."))
        #expect(try await gather.run("goal", "b", "--by", "Eli").code == 0)
        let ended = try await gather.run("end")
        #expect(ended.code == 0, "stderr: \(ended.stderr)")
        #expect(ended.stdout == "Match over: 0-1, Team B wins\n")
        #expect(ended.stderr.contains("(2 waiting)"))
        let offlineHistory = try await gather.run("history")
        #expect(offlineHistory.code == 0)
        #expect(offlineHistory.stdout.contains("0-1"), "the ended match, as kept")
        #expect(offlineHistory.stderr.hasPrefix("offline: as of ") && offlineHistory.stderr.hasSuffix(", 2 changes waiting\n"),
                "when the gathers were last listed: \(offlineHistory.stderr)")
        let shown = try await gather.run("history", "show", String(gatherID.prefix(8)))
        #expect(shown.code == 0, "stderr: \(shown.stderr)")
        #expect(shown.stdout.contains("Eli"), "the sides this machine keeps: \(shown.stdout)")
        let stats = try await gather.run("stats", "--json")
        #expect(stats.code == 0, "stderr: \(stats.stderr)")
        #expect(stats.stdout.contains("Eli"))
        let status = try await gather.run("status", "--json")
        #expect(status.code == 69)
        #expect(status.stdout.contains(#""pending":2"#))
        let planned = try await gather.run("sync", "--dry-run")
        #expect(planned.stdout.contains("#1  kept ") && planned.stdout.contains("on Team B"))
        #expect(planned.stdout.contains("#2  kept ") && planned.stdout.contains("ends 0-1"))
        #expect(writes(server, to: gatherID).count == sentBefore, "nothing reached the server")

        server.setFault(nil)
        let shownWithSignal = try await gather.run("history", "show", String(gatherID.prefix(8)))
        #expect(shownWithSignal.stdout.contains("Eli"), "the late arrival that waits, with signal too: \(shownWithSignal.stdout)")
        let exported = try await gather.run("export")
        #expect(exported.code == 0, "stderr: \(exported.stderr)")
        #expect(exported.stdout.contains(#""0-1""#), "this machine's view, what waits applied")
        #expect(exported.stderr.contains("2 changes in this export are not on the server yet: 'gather sync' sends them"))
        let synced = try await gather.run("sync")
        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        #expect(synced.stdout == "Sent 2 changes to \(server.baseURL.absoluteString)\n")
        let sent = writes(server, to: gatherID).dropFirst(sentBefore)
        #expect(Array(sent).map { $0.components(separatedBy: " ").first ?? "" } == ["POST", "PUT"], "the late arrival, then the result: \(sent)")
        let history = try await gather.run("history", "--json")
        #expect(history.stdout.contains(#""score":"0-1""#))
        #expect(try await gather.run("sync").stdout == "Nothing waits to be sent to \(server.baseURL.absoluteString)\n")
        #expect(writes(server, to: gatherID).count == sentBefore + 2, "each change sent once")
        #expect(try await gather.run("status", "--json").stdout.contains(#""pending":0"#))
    }

    @Test func aSyncKilledAfterSending_isRunAgain_andSendsNothingTwice() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("end", "--score", "2-1").code == 0)
        server.setFault(nil)

        try await killSync(of: gather, whileTheServerHolds: "/api/gathers/", method: "PUT", on: server)

        let again = try await gather.run("sync")
        #expect(again.code == 0, "stderr: \(again.stderr)")
        #expect(writes(server, to: gatherID).filter { $0.hasPrefix("PUT") }.count == 1, "the result landed once")
        #expect(try await gather.run("status", "--json").stdout.contains(#""pending":0"#))
    }

    @Test func aWriteThatReachesTheServer_sendsWhatWaitsFirst() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("end", "--score", "1-0").code == 0)
        server.setFault(nil)

        #expect(try await gather.run("start", "--teams", "Ana/Bo").code == 0)
        let order = server.requests.filter { $0.method != "GET" }.map(\.method).suffix(4)
        #expect(Array(order) == ["PUT", "POST", "POST", "POST"], "the kept result before the new gather: \(order)")
        #expect(writes(server, to: gatherID).filter { $0.hasPrefix("PUT") }.count == 1)
    }

    @Test func aGatherDeletedOnTheServer_holdsItsChanges_untilDropped() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("end", "--score", "3-0").code == 0)
        server.setFault(nil)
        let elsewhere = try GatherBinary(server: server.baseURL)
        defer { elsewhere.cleanUp() }
        #expect(try await elsewhere.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await elsewhere.run("history", "delete", String(gatherID.prefix(8)), "--yes").code == 0)

        let synced = try await gather.run("sync")
        #expect(synced.code == 1)
        #expect(synced.stdout.contains("held: the gather was deleted on the server; 'gather sync --drop 1' drops it"))
        #expect(synced.stderr.hasPrefix("Error: 1 change waits for you (#1)"))
        #expect(try await gather.run("sync", "--drop", "1").stdout == "Dropped #1; nothing of it was sent\n")
        #expect(try await gather.run("status", "--json").stdout.contains(#""pending":0"#))
    }

    @Test func anotherUser_neverSendsTheFirstUsersChanges_andLogoutSaysTheyWait() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("end", "--score", "1-1").code == 0)
        server.setFault(nil)

        let refused = try await gather.run("logout")
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("1 change kept for coach waits to be sent"))
        #expect(try await gather.run("logout", "--yes").code == 0)
        #expect(try await gather.run("register", "other", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await gather.run("sync").stdout.contains("Nothing waits"))
        #expect(writes(server, to: gatherID).filter { $0.hasPrefix("PUT") }.isEmpty)

        #expect(try await gather.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await gather.run("status", "--json").stdout.contains(#""pending":1"#))
        #expect(try await gather.run("sync").code == 0)
        #expect(writes(server, to: gatherID).filter { $0.hasPrefix("PUT") }.count == 1)
    }

    @Test func aMatchStartedWithoutSignal_isMadeOnce_byASyncKilledAndRunAgain() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        for name in ["Ana", "Bo", "Cy", "Dee"] { #expect(try await gather.run("players", "add", name).code == 0) }
        #expect(try await gather.run("players", "list").code == 0)
        #expect(try await gather.run("history").code == 0, "the gathers, listed once with signal")

        server.setFault(.refuseConnections)
        let started = try await gather.run("start", "--teams", "Ana,Bo/Cy,Dee")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        #expect(started.stderr.contains("kept to send later (5 waiting)"), "the gather and its four players")
        let local = String(started.stdout.dropFirst("Started gather ".count).prefix(8))
        #expect(try await gather.run("goal", "a").code == 0)
        #expect(try await gather.run("end").stderr.contains("(6 waiting)"))
        server.setFault(nil)

        try await killSync(of: gather, whileTheServerHolds: "/api/gathers/", on: server)

        let again = try await gather.run("sync")
        #expect(again.code == 0, "stderr: \(again.stderr)")
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1, "one gather made")
        let history = try await gather.run("history", "--json")
        let gathers = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(gathers.count == 1)
        #expect(gathers.first?["score"] as? String == "1-0")
        #expect((gathers.first?["id"] as? String)?.hasPrefix(local) == false, "the server's id, not the local one")
        let shown = try await gather.run("history", "show", "--json")
        #expect(shown.stdout.contains("Ana") && shown.stdout.contains("Dee"), "the sides moved to the server's id: \(shown.stdout)")
        #expect(try await gather.run("status", "--json").stdout.contains(#""pending":0"#))
    }

    @Test func aCorrectionWithoutSignal_isKept_andSent() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("end", "--score", "1-0").code == 0)
        #expect(try await gather.run("history").code == 0)

        server.setFault(.refuseConnections)
        let edited = try await gather.run("history", "edit", String(gatherID.prefix(8)), "--score", "2-2")
        #expect(edited.code == 0, "stderr: \(edited.stderr)")
        #expect(edited.stderr.contains("(1 waiting)"))
        server.setFault(nil)

        #expect(try await gather.run("sync").code == 0)
        #expect(try await gather.run("history", "--json").stdout.contains(#""score":"2-2""#))
        #expect(writes(server, to: gatherID).filter { $0.hasPrefix("PUT") }.count == 2)
    }

    /// A weak signal: no connection within the connect timeout. A start, its players and its
    /// end are kept, from the roster and gathers this machine last saw, without waiting
    /// for the request timeout.
    @Test func noConnectionWithinTheConnectTimeout_keepsTheMatchDay() async throws {
        let silent = try FullBacklog()
        defer { silent.close() }
        var gather = try GatherBinary(server: silent.baseURL)
        defer { gather.cleanUp() }
        gather.overrides = ["GATHER_CONNECT_TIMEOUT": "0.3"]
        let storage = StorageRoot(paths: GatherPaths(environment: gather.environment))
        try storage.credentials.save(Credential(token: "secret-token", userID: UUID(), username: "coach"), for: silent.baseURL)
        storage.playerNames(of: .server(silent.baseURL)).update(seenAt: Date()) { $0 = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")] }
        try storage.state.update { $0[server: FileSquadStore.key(of: .server(silent.baseURL))].gathers = [] }

        let started = try await gather.run("--timeout", "30", "start", "--teams", "Ana/Bo")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        #expect(started.stderr.contains("kept to send later (3 waiting)"))
        #expect(try await gather.run("--timeout", "30", "end", "--score", "1-0").stderr.contains("(4 waiting)"))
        let planned = try await gather.run("sync", "--dry-run", "--json")
        let kinds = (try JSONSerialization.jsonObject(with: Data(planned.stdout.utf8)) as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["createGather", "addPlayer", "addPlayer", "result"])
    }

    /// A network's sign-in page where the API should answer: the end is kept, and no
    /// credential is sent anywhere but the server.
    @Test func aSignInPage_keepsTheEnd_untilTheServerAnswersAgain() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.signInPage)
        let ended = try await gather.run("end", "--score", "0-0")
        #expect(ended.code == 0, "stderr: \(ended.stderr)")
        #expect(ended.stderr.contains("Not sent: the server at \(server.baseURL.absoluteString) cannot be reached"))
        server.setFault(nil)
        let answeredByThePage = writes(server, to: gatherID).count
        #expect(try await gather.run("sync").code == 0)
        #expect(writes(server, to: gatherID).dropFirst(answeredByThePage).filter { $0.hasPrefix("PUT") }.count == 1)
        #expect(try await gather.run("history", "--json").stdout.contains(#""score":"0-0""#))
    }

    /// Two commands that reach the server at once: one sends what waits, the other is told
    /// to try again; nothing is sent twice.
    @Test func twoWritesAtOnce_sendWhatWaitsOnce() async throws {
        let (server, gather, gatherID) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("end", "--score", "2-2").code == 0)
        server.setFault(nil)

        server.hold("PUT", pathPrefix: "/api/gathers/")
        let first = try SpawnedGather(gather, ["start", "--teams", "Ana/Bo"])
        #expect(await SpawnedGather.poll { server.heldRequestCount == 1 })
        let second = try await gather.run("history", "edit", String(gatherID.prefix(8)), "--score", "5-5")
        #expect(second.code == 75)
        #expect(second.stderr.contains("sending the changes kept while the server could not be reached"))
        server.releaseHeld()
        #expect(await first.ended().status == 0)

        #expect(writes(server, to: gatherID).filter { $0.hasPrefix("PUT") }.count == 1, "the kept result, once; not the refused edit")
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 2, "the match day's and the new one")
    }

    @Test func aMatchRecordedWithoutSignal_isKept_andSentWithItsDate() async throws {
        let (server, gather, _) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("cancel", "--yes").code == 0)
        #expect(try await gather.run("history").code == 0)
        server.setFault(.refuseConnections)
        let recorded = try await gather.run("record", "--date", "2026-11-20", "--teams", "Ana,Bo/Cy,Dee", "--score", "3-1")
        #expect(recorded.code == 0, "stderr: \(recorded.stderr)")
        #expect(recorded.stderr.contains("kept to send later"))
        server.setFault(nil)

        let synced = try await gather.run("sync")
        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        let history = try await gather.run("history", "--json")
        #expect(history.stdout.contains(#""score":"3-1""#) && history.stdout.contains("2026-11-20"), "\(history.stdout)")
    }

    @Test func playersEditedAndDeletedWithoutSignal_areKept_andSent() async throws {
        let (server, gather, _) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("end", "--score", "1-0").code == 0)
        server.setFault(.refuseConnections)
        let edited = try await gather.run("players", "edit", "Eli", "--name", "Elias")
        #expect(edited.code == 0, "stderr: \(edited.stderr)")
        #expect(edited.stderr.contains("(1 waiting)"))
        let deleted = try await gather.run("players", "delete", "Dee", "--yes")
        #expect(deleted.code == 0, "stderr: \(deleted.stderr)")
        let listed = try await gather.run("players", "list")
        #expect(listed.stdout.contains("Elias") && !listed.stdout.contains("Dee"), "\(listed.stdout)")
        server.setFault(nil)

        #expect(try await gather.run("sync").stdout.contains("Sent 2 changes"))
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(names.contains("Elias") && !names.contains("Eli") && !names.contains("Dee"), "\(names)")
        #expect(server.requests.filter { $0.method == "PUT" && $0.path.hasPrefix("/api/players/") }.count == 1)
    }

    @Test func aPlayerAddedWithoutSignal_playsAsTilde1_andSyncMakesThemOnce_beforeTheMatch() async throws {
        let (server, gather, _) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("end", "--score", "1-0").code == 0)
        server.setFault(.refuseConnections)

        let added = try await gather.run("players", "add", "Zed", "--skill", "amateur")
        #expect(added.code == 0, "stderr: \(added.stderr)")
        #expect(added.stdout == "Added player Zed (~1)\n")
        #expect(added.stderr.contains("kept to send later (1 waiting)"))
        #expect(try await gather.run("players", "list").stdout.contains("~1  Zed"))
        let json = try await gather.run("players", "show", "~1", "--json")
        #expect(json.stdout.contains(#""id":"~1""#), "\(json.stdout)")
        let started = try await gather.run("start", "--teams", "Zed,Ana/Bo,Cy")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        #expect(try await gather.run("goal", "a", "--by", "~1").code == 0)
        #expect(try await gather.run("end").code == 0)
        let planned = try await gather.run("sync", "--dry-run")
        #expect(planned.stdout.hasPrefix("#1  kept ") && planned.stdout.contains("player ~1 'Zed' is added"), "\(planned.stdout)")
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/players" }.count == 5, "nothing new reached the server")
        server.setFault(nil)

        let synced = try await gather.run("sync")
        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(names.filter { $0 == "Zed" }.count == 1)
        let listed = try await gather.run("players", "list")
        let zed = try #require(listed.stdout.split(separator: "\n").first { $0.contains("Zed") }?.split(separator: " ").first)
        #expect(synced.stdout.contains("Player Zed ~1, added without signal, is #\(zed) on the server"), "\(synced.stdout)")
        let shown = try await gather.run("history", "show", "--json")
        #expect(shown.stdout.contains(#""scorer":\#(zed)"#), "the goal names the server's id: \(shown.stdout)")
        #expect(try await gather.run("sync").stdout.hasPrefix("Nothing waits"))
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/players" }.count == 6, "made once")
        #expect(server.requests.contains { $0.method == "POST" && $0.path.hasSuffix("/players/\(zed)") }, "and added to the match")
    }


    @Test func newPlayersKeptWithoutSignal_areMadeOnce_byASyncKilledAndRunAgain() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        server.setFault(.refuseConnections)
        let added = try await gather.run("players", "add", "Zed", "Yan", "Xia", "--age", "30")
        #expect(added.code == 0, "stderr: \(added.stderr)")
        #expect(added.stdout == "Added player Zed (~1)\nAdded player Yan (~2)\nAdded player Xia (~3)\n")
        server.setFault(nil)

        try await killSync(of: gather, whileTheServerHolds: "/api/players", on: server)

        let again = try await gather.run("sync")
        #expect(again.code == 0, "stderr: \(again.stderr)")
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(names.sorted() == ["Ana", "Xia", "Yan", "Zed"], "each made once: \(names)")
        #expect(try await gather.run("sync").stdout.hasPrefix("Nothing waits"))
    }

    @Test func aNewPlayerWhoseNameIsTakenThereMeanwhile_waitsForYou_untilRenamed() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        server.setFault(.refuseConnections)
        #expect(try await gather.run("players", "add", "Zed").code == 0)
        #expect(try await gather.run("players", "edit", "Ana", "--age", "40").code == 0)
        server.setFault(nil)
        let phone = try GatherBinary(server: server.baseURL)
        defer { phone.cleanUp() }
        #expect(try await phone.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await phone.run("players", "add", "zed").code == 0, "another device, meanwhile")

        let held = try await gather.run("sync")
        #expect(held.code == 1)
        #expect(held.stdout.contains("Sent 1 change"), "the edit went: \(held.stdout)")
        #expect(held.stdout.contains("player ~1 'Zed' is added — held: the server has another player of this name now (#2)"), "\(held.stdout)")
        #expect(held.stdout.contains("'gather players edit ~1 --name …' renames yours"))
        #expect(held.stderr.contains("1 change waits for you (#1)"), "\(held.stderr)")

        #expect(try await gather.run("players", "edit", "~1", "--name", "Zed Junior").code == 0)
        let synced = try await gather.run("sync")
        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        #expect(synced.stdout.contains("Player Zed Junior ~1, added without signal, is #3 on the server"), "\(synced.stdout)")
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(names.sorted() == ["Ana", "Zed Junior", "zed"])
    }


    /// A new player held for a taken name cannot become the server's player of that name when this machine
    /// knows that id as someone else (given again after a delete): the running match would hold one id twice.
    @Test func sendingANewPlayer_asAnIDThisMachineKnowsAsAnother_isRefused_andTheStateStaysReadable() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        for name in ["Ana", "Bo", "Cy", "Kit"] { #expect(try await gather.run("players", "add", name).code == 0) }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("start", "--teams", "Kit,Ana/Bo,Cy").code == 0)
        #expect(try await gather.run("players", "add", "Kim").code == 0)
        #expect(try await gather.run("add", "Kim", "--team", "a").code == 0)
        server.setFault(nil)
        let phone = try GatherBinary(server: server.baseURL)
        defer { phone.cleanUp() }
        #expect(try await phone.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await phone.run("players", "delete", "Kit", "--yes").code == 0)
        #expect(try await phone.run("players", "add", "Kim").stdout.contains("(#4)"), "Kit's id, given again")

        let held = try await gather.run("sync")
        #expect(held.stdout.contains("player ~1 'Kim' is added — held") && held.stdout.contains("'gather sync --send 6'"), "\(held.stdout)")
        let sent = try await gather.run("sync", "--send", "6")
        #expect(sent.code == 65)
        #expect(sent.stderr.contains("#6 would make ~1 the server's #4, whom this machine knows as Kit"), "\(sent.stderr)")
        let shown = try await gather.run("show")
        #expect(shown.code == 0, "the state is as it was: \(shown.stderr)")
        #expect(shown.stdout.contains("Kim") && shown.stdout.contains("Kit"), "\(shown.stdout)")
    }

    /// A rename kept without signal waits when another player of the server took that name meanwhile, as a new
    /// player of a taken name does: one name, one player.
    @Test func aRenameToANameTakenThereMeanwhile_waitsForYou_andOnlyADropLetsItGo() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        for name in ["Ana", "Cy"] { #expect(try await gather.run("players", "add", name).code == 0) }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("players", "edit", "Cy", "--name", "Cyd").code == 0)
        server.setFault(nil)
        let phone = try GatherBinary(server: server.baseURL)
        defer { phone.cleanUp() }
        #expect(try await phone.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await phone.run("players", "add", "Cyd").stdout.contains("(#3)"))

        let held = try await gather.run("sync")
        #expect(held.code == 1)
        #expect(held.stdout.contains("player #2 is edited (now 'Cyd') — held: the server has another player of this name now (#3)"), "\(held.stdout)")
        #expect(!server.requests.contains { $0.method == "PUT" && $0.path == "/api/players/2" })
        let sent = try await gather.run("sync", "--send", "1")
        #expect(sent.code == 65)
        #expect(sent.stderr.contains("#1 renames a player to a name another player of the server has"), "\(sent.stderr)")
        #expect(try await gather.run("sync", "--drop", "1").code == 0)
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(names.sorted() == ["Ana", "Cy", "Cyd"])
    }

    /// The create's answer is lost (the server made it): nothing more is sent in that
    /// command, where a create still on its way could not be told from one never made, so
    /// nothing goes twice; the start says what waits, and sync finds the gather it made.
    @Test func aStartWhoseCreateAnswerIsLost_sendsNothingMore_andSyncFindsTheGather() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        for name in ["Ana", "Bo"] { #expect(try await gather.run("players", "add", name).code == 0) }
        server.setFault(.loseReplies(to: "POST", count: 1))
        let started = try await gather.run("--timeout", "2", "start", "--teams", "Ana/Bo")
        #expect(started.code == 0, "stderr: \(started.stderr)")
        #expect(started.stderr.contains("kept to send later (3 waiting)"), "\(started.stderr)")

        let synced = try await gather.run("sync")
        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        #expect(server.requests.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1, "found, not made again")
        #expect(server.requests.filter { $0.method == "POST" && $0.path.hasPrefix("/api/gathers/") }.count == 2)
    }

    @Test func repliesLostMidSync_makeNothingTwice_andTheServerEndsAsPlayed() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        for name in ["Ana", "Bo", "Cy"] { #expect(try await gather.run("players", "add", name).code == 0) }
        #expect(try await gather.run("history").code == 0)
        server.setFault(.refuseConnections)
        #expect(try await gather.run("players", "add", "Zed").code == 0)
        #expect(try await gather.run("start", "--teams", "Zed,Ana/Bo,Cy").code == 0)
        #expect(try await gather.run("goal", "a", "--by", "~1").code == 0)
        #expect(try await gather.run("end").code == 0)
        server.setFault(nil)
        let before = server.requests.count

        server.setFault(.loseReplies(to: "POST", count: 2))  // the player's create and the gather's
        let synced = try await gather.run("sync")

        #expect(synced.code == 0, "stderr: \(synced.stderr)")
        let sent = server.requests.dropFirst(before)
        #expect(sent.filter { $0.method == "POST" && $0.path == "/api/players" }.count == 1, "the lost reply's player was found, not made again")
        #expect(sent.filter { $0.method == "POST" && $0.path == "/api/gathers" }.count == 1)
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(names.sorted() == ["Ana", "Bo", "Cy", "Zed"])
        let history = try await gather.run("history", "--json")
        let gathers = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(gathers.map { $0["score"] as? String } == ["1-0"])
        let shown = try await gather.run("history", "show", "--json")
        #expect(shown.stdout.contains("Zed") && shown.stdout.contains("Cy"), "all four on the server's gather: \(shown.stdout)")
    }


    @Test func anEditOfAPlayerDeletedThereMeanwhile_waitsForYou_untilDropped() async throws {
        let (server, gather, _) = try await matchDay()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.refuseConnections)
        #expect(try await gather.run("players", "edit", "Eli", "--age", "33").code == 0)
        #expect(try await gather.run("players", "edit", "Eli", "--age", "34").code == 0)
        #expect(try await gather.run("players", "edit", "Ana", "--age", "20").code == 0)
        server.setFault(nil)
        let phone = try GatherBinary(server: server.baseURL)
        defer { phone.cleanUp() }
        #expect(try await phone.run("login", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        #expect(try await phone.run("players", "delete", "Eli", "--yes").code == 0, "another device, meanwhile")

        let held = try await gather.run("sync")
        #expect(held.code == 1)
        #expect(held.stdout.contains("Sent 1 change"), "Ana's edit went: \(held.stdout)")
        #expect(held.stdout.contains("is edited (now 'Eli') — held: the player was deleted on the server; 'gather sync --drop 1' drops it"), "\(held.stdout)")
        #expect(held.stdout.contains("held behind #1"))
        let dropped = try await gather.run("sync", "--drop", "1")
        #expect(dropped.code == 0)
        #expect(dropped.stdout.contains("Dropped #1, #2"), "\(dropped.stdout)")
        #expect(try await gather.run("sync").stdout.hasPrefix("Nothing waits"))
        let names = FaultEndToEndTests.names(in: try await gather.run("players", "list", "--json"))
        #expect(!names.contains("Eli"), "nothing brought the deleted player back")
        #expect(server.requests.filter { $0.method == "PUT" && $0.path.hasPrefix("/api/players/") }.count == 1)
    }

}
