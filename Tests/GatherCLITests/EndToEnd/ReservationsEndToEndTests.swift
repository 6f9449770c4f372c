import FakeGatherServer
import GatherTestSupport
import Foundation
import Testing

/// On a server no command holds a lock while it waits for a reply: what it is sending is
/// reserved, so a second process touching the same thing is refused at once (75), and one
/// touching something else goes ahead. The server holds the first command's request until
/// the test releases it, so the second runs while the first waits; no timing.
@Suite(.serialized) struct ReservationsEndToEndTests {
    @Test func aSlowEnd_holdsBackNothingElse_andRefusesAnotherChangeOfTheMatch() async throws {
        try await withMatch { server, gather in
            server.hold("PUT", pathPrefix: "/api/gathers/")
            // Held for as long as the others take, however loaded the machine: never timed out and sent again.
            let ending = try SpawnedGather(gather, ["end", "--score", "1-0", "--timeout", "600"])
            #expect(await SpawnedGather.poll { server.heldRequestCount == 1 })

            for command in [["squad", "add", "Kai"], ["players", "add", "Dee"], ["fees", "set", "12"]] {
                #expect(await endsWhileTheServerHolds(command, gather), "\(command) waited for the end")
            }
            for command in [["add", "Kai"], ["end", "--score", "2-0"]] {
                let refused = try SpawnedGather(gather, command)
                #expect(await SpawnedGather.poll { refused.hasEnded }, "\(command) waited for the end")
                let ended = await refused.ended()
                #expect(ended.status == 75)
                #expect(ended.stderr == "Error: another gather command on this machine is ending the running match on this server; try again when it has finished\n")
            }

            server.releaseHeld()
            let ended = await ending.ended()
            #expect(ended.status == 0)
            let history = try await gather.run("history", "--json").stdout
            #expect(history.components(separatedBy: #""score":"1-0""#).count == 2)
            #expect(server.requests.filter { $0.method == "PUT" && $0.path.hasPrefix("/api/gathers/") }.count == 1)
        }
    }

    /// Killed while its end was on the wire: the reservation is taken over by the next end.
    @Test func anEndKilledWhileSending_isTakenOverByTheNextEnd() async throws {
        try await withMatch { server, gather in
            server.hold("PUT", pathPrefix: "/api/gathers/")
            let ending = try SpawnedGather(gather, ["end", "--score", "1-0"])
            #expect(await SpawnedGather.poll { server.heldRequestCount == 1 })
            ending.kill9()
            _ = await ending.ended()
            server.releaseHeld()
            #expect(await SpawnedGather.poll { server.requestsInFlight == 0 }, "what was held lands, its client gone")

            let again = try await gather.run("end", "--score", "1-0")
            #expect(again.code == 0)
            let show = try await gather.run("show")
            #expect(show.stderr.contains("no match is running"))
            let history = try await gather.run("history", "--json").stdout
            #expect(history.components(separatedBy: #""score":"1-0""#).count == 2)
        }
    }

    /// Killed after its create left: the next add of that name reads the roster first and
    /// finds the player there, so the name is never added twice.
    @Test func anAddKilledWhileSending_isNotSentTwiceByTheNextAdd() async throws {
        try await withServerHome { server, gather in
            server.hold("POST", pathPrefix: "/api/players")
            let adding = try SpawnedGather(gather, ["players", "add", "Same"])
            #expect(await SpawnedGather.poll { server.heldRequestCount == 1 })
            let meanwhile = try await gather.run("players", "add", "Same")
            #expect(meanwhile.code == 75)
            #expect(meanwhile.stderr.contains("is adding the player 'Same'"))
            adding.kill9()
            _ = await adding.ended()
            server.releaseHeld()
            #expect(await SpawnedGather.poll { server.requestsInFlight == 0 }, "what was held lands, its client gone")

            let again = try await gather.run("players", "add", "Same")
            #expect(again.code == 65)
            let listed = try await gather.run("players", "list", "--json").stdout
            #expect(listed.components(separatedBy: "\"Same\"").count == 2)
        }
    }

    @Test func aLoginWaitingOnTheServer_refusesALogoutMeanwhile() async throws {
        try await withServerHome { server, gather in
            server.hold("POST", pathPrefix: "/api/users/login")
            let login = try SpawnedGather(gather, ["login", "coach", "--password-stdin"])
            try login.type("pw\n")
            try login.closeInput()
            #expect(await SpawnedGather.poll { server.heldRequestCount == 1 })
            let logout = try await gather.run("logout")
            #expect(logout.code == 75)
            #expect(logout.stderr.contains("is signing in as 'coach'"))
            server.releaseHeld()
            #expect(await login.ended().status == 0)
            #expect(try await gather.run("logout").code == 0)
        }
    }

    /// Whether `command` ends, successfully, while the server still holds another's request
    /// (were it held behind it, it would not end before the release).
    private func endsWhileTheServerHolds(_ command: [String], _ gather: GatherBinary) async -> Bool {
        guard let spawned = try? SpawnedGather(gather, command) else { return false }
        guard await SpawnedGather.poll({ spawned.hasEnded }) else { return false }
        return await spawned.ended().status == 0
    }

    private func withServerHome(_ body: (FakeGatherServer, GatherBinary) async throws -> Void) async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let gather = try GatherBinary(server: server.baseURL)
        defer { gather.cleanUp() }
        #expect(try await gather.run("register", "coach", "--password-stdin", stdin: "pw\n").code == 0)
        try await body(server, gather)
    }

    private func withMatch(_ body: (FakeGatherServer, GatherBinary) async throws -> Void) async throws {
        try await withServerHome { server, gather in
            #expect(try await gather.run("players", "add", "Ana", "Bo", "Kai").code == 0)
            #expect(try await gather.run("start", "--teams", "Ana/Bo").code == 0)
            try await body(server, gather)
        }
    }
}
