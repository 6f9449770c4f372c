import FakeGatherServer
import Foundation
import Testing

/// Each intent checks its rule and writes under one lock (offline) or a reservation (on a
/// server, where the other is refused at once rather than held behind a request), so
/// processes started at once never both pass a check only one may pass.
@Suite struct ParallelIntentsEndToEndTests {
    @Test(arguments: [false, true])
    func eightProcessesAddingOneName_addOnePlayer_andSevenAreRefused(onAServer: Bool) async throws {
        try await Self.withHome(onAServer: onAServer) { gather in
            let results = try await Self.inParallel(8) { _ in try await gather.run("players", "add", "Same") }
            #expect(results.filter { $0.code == 0 }.count == 1)
            for refused in results where refused.code != 0 {
                if refused.code == 75 {
                    #expect(onAServer)
                    #expect(refused.stderr.contains("another gather command on this machine is adding the player 'Same'"))
                } else {
                    #expect(refused.code == 65)
                    #expect(refused.stderr.contains("is already called 'Same'"))
                }
            }
            #expect(try await Self.names(gather) == ["Same"])
        }
    }

    @Test func sixBatchesSharingOneName_storeItOnce_andEachBatchIsWholeOrNothing() async throws {
        try await Self.withHome(onAServer: false) { gather in
            let results = try await Self.inParallel(6) { index in
                try await gather.run("players", "add", "A\(index)", "B\(index)", "Shared")
            }
            let names = try await Self.names(gather)
            #expect(names.filter { $0 == "Shared" }.count == 1)
            #expect(results.filter { $0.code == 0 }.count == 1)
            for (index, result) in results.enumerated() {
                #expect(names.contains("A\(index)") == (result.code == 0))
            }
        }
    }

    @Test(arguments: [false, true])
    func eightProcessesAddingOneLateArrival_putThemInTheMatchOnce(onAServer: Bool) async throws {
        try await Self.withHome(onAServer: onAServer) { gather in
            #expect(try await gather.run("players", "add", "Ana", "Bo", "Kai").code == 0)
            #expect(try await gather.run("start", "--teams", "Ana/Bo").code == 0)
            let results = try await Self.inParallel(8) { _ in try await gather.run("add", "Kai") }
            #expect(results.filter { $0.code == 0 }.count == 1)
            #expect(try await gather.run("end", "--score", "1-0").code == 0)
            let sheet = try await gather.run("history", "show", "--format", "text")
            #expect(sheet.stdout.contains("Team A: Ana, Kai\nTeam B: Bo\n"))
        }
    }

    /// A start drawn from the squad reads it inside its intent: someone joining the squad at
    /// that moment either plays (and the emptied squad does not keep them) or stays in the
    /// squad for the next match; never lost, never both.
    @Test func squadAddRacingAStartFromTheSquad_playsOrStaysInTheSquad() async throws {
        try await Self.withHome(onAServer: false) { gather in
            #expect(try await gather.run("players", "add", "Ana", "Bo", "Cy", "Dee", "Kai").code == 0)
            for _ in 0..<4 {
                #expect(try await gather.run("squad", "add", "Ana", "Bo", "Cy", "Dee").code == 0)
                async let joined = gather.run("squad", "add", "Kai")
                async let started = gather.run("start", "--teams", "auto", "--json")
                let (join, start) = try await (joined, started)
                #expect(join.code == 0)
                #expect(start.code == 0)
                let playing = start.stdout.contains("\"Kai\"")
                let squad = try await gather.run("squad", "list", "--json").stdout
                #expect(playing != squad.contains("\"Kai\""))
                #expect(try await gather.run("cancel", "--yes").code == 0)
                #expect(try await gather.run("squad", "clear").code == 0)
            }
        }
    }

    static func withHome(onAServer: Bool, _ body: (GatherBinary) async throws -> Void) async throws {
        let server = onAServer ? try FakeGatherServer.start() : nil
        defer { server?.stop() }
        let gather = try GatherBinary(server: server?.baseURL)
        defer { gather.cleanUp() }
        if onAServer { #expect(try await gather.run("register", "coach", "--password-stdin", stdin: "pw\n").code == 0) }
        try await body(gather)
    }

    /// Runs `count` commands at once; the results in the order of their index.
    private static func inParallel(
        _ count: Int, _ command: @escaping @Sendable (Int) async throws -> GatherBinary.Result
    ) async throws -> [GatherBinary.Result] {
        try await withThrowingTaskGroup(of: (Int, GatherBinary.Result).self) { group in
            for index in 0..<count { group.addTask { (index, try await command(index)) } }
            var results: [(Int, GatherBinary.Result)] = []
            for try await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private static func names(_ gather: GatherBinary) async throws -> [String] {
        let listed = try await gather.run("players", "list", "--json")
        let players = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        return players.compactMap { $0["name"] as? String }
    }
}
