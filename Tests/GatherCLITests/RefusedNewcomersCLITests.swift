import FakeGatherServer
import Foundation
import Testing

@testable import GatherCLI

/// A refused command uses up nothing: a list with newcomers (`--new`) that is refused adds
/// nobody and, offline, takes no player id; on a server, it sends no request that changes
/// anything, as every check is made before the first one.
@Suite struct RefusedNewcomersCLITests {
    /// Ana, two namesakes Sam, and Bo retired: ids 1 to 4.
    private static func roster(_ run: (String...) async -> GatherOutcome) async {
        #expect(await run("players", "add", "Ana", "Sam", "--quiet").code == 0)
        #expect(await run("players", "add", "Sam", "--allow-duplicate", "--quiet").code == 0)
        #expect(await run("players", "add", "Bo", "--quiet").code == 0)
        #expect(await run("players", "retire", "Bo", "--quiet").code == 0)
    }

    private static let refusedLists: [(arguments: [String], stdin: [String])] = [
        (["squad", "add", "-", "--new"], ["Ana\nOlu\nBo\n"]),
        (["squad", "add", "-", "--new"], ["Olu\nSam\n"]),
        (["start", "--teams", "auto", "--players", "Ana,Olu,Sam", "--new"], []),
        (["start", "--teams", "auto", "--players", "Olu", "--new"], []),
    ]

    @Test func offline_aRefusedListWithNewcomers_takesNoID() async throws {
        let home = TestHome()
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home) }
        await Self.roster(run)
        for (arguments, stdin) in Self.refusedLists {
            let refused = await gather(arguments: arguments, stdin: stdin, home: home)
            #expect(refused.code == 65, "\(arguments): \(refused.stderr)")
        }
        let roster = try #require(try parseJSON(await run("players", "list", "--all", "--json").stdout) as? [[String: Any]])
        #expect(roster.compactMap { $0["name"] as? String }.sorted() == ["Ana", "Bo", "Sam", "Sam"])
        let added = try #require(try parseJSON(await run("players", "add", "Olu", "--json").stdout) as? [String: Any])
        #expect(added["id"] as? Int == 5, "the next id is still 5")
    }

    @Test func onAServer_aRefusedListWithNewcomers_sendsNothingThatChangesAnything() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home, variables: variables) }
        await Self.roster(run)
        let before = server.requests.count
        for (arguments, stdin) in Self.refusedLists {
            let refused = await gather(arguments: arguments, stdin: stdin, home: home, variables: variables)
            #expect(refused.code == 65, "\(arguments): \(refused.stderr)")
        }
        let changes = server.requests.dropFirst(before).filter { $0.method != "GET" }.map { "\($0.method) \($0.path)" }
        #expect(changes.isEmpty, "\(changes)")
        let added = try #require(try parseJSON(await run("players", "add", "Olu", "--json").stdout) as? [String: Any])
        #expect(added["id"] as? Int == 5)
    }

    /// The list's refusal is still the one said when the newcomers would have been added.
    @Test func theRefusal_namesWhatIsWrong() async {
        let home = TestHome()
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home) }
        await Self.roster(run)
        let refused = await gather(arguments: ["squad", "add", "-", "--new"], stdin: ["Ana\nOlu\nBo\n"], home: home)
        #expect(refused.stderr.contains("Bo"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("New on the roster"))
    }
}
