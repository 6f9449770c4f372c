import FakeGatherServer
import Foundation
import Testing

/// The pitch fee and aliases on a server, which stores neither: kept on this machine for
/// that server, apart from the offline ones.
@Suite struct NotesOnAServerCLITests {
    @Test func feesAndAliases_onAServer_areKeptHere_perBackend() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home, variables: variables) }
        #expect(await run("players", "add", "Ana", "--alias", "Annie", "--quiet").code == 0)
        #expect(await run("players", "add", "Bo", "--quiet").code == 0)
        #expect(await run("players", "add", "Cy", "--quiet").code == 0)
        #expect(await run("fees", "set", "9", "--quiet").code == 0)
        #expect(await run("start", "--teams", "annie,Bo/Cy", "--quiet").code == 0)
        #expect(await run("end", "--score", "1-0", "--quiet").code == 0)
        #expect(await run("fees", "paid", "ANNIE", "5") == (0, "Recorded 5.00 paid by Ana (#1); balance -2.00\n", ""))
        let fees = await run("fees", "--json")
        #expect(fees.stdout == #"[{"balanceCents":300,"chargedCents":300,"id":2,"matches":1,"name":"Bo","paidCents":0},"#
            + #"{"balanceCents":300,"chargedCents":300,"id":3,"matches":1,"name":"Cy","paidCents":0},"#
            + #"{"balanceCents":-200,"chargedCents":300,"id":1,"matches":1,"name":"Ana","paidCents":500}]"# + "\n")
        #expect(!FileManager.default.fileExists(atPath: home.file("data/gather/players-kept.json").path))
        let state = try #require(try parseJSON(String(contentsOf: home.file("state/gather/state.json"), encoding: .utf8)) as? [String: Any])
        let servers = try #require(state["servers"] as? [String: [String: Any]])
        #expect(servers.count == 1 && servers.values.first?["notes"] != nil, "kept in the server's entry: \(servers.keys)")
        #expect(await gather("fees", "--json", home: home) == (0, "[]\n", ""), "offline has fees of its own")
    }
}
