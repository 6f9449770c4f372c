import Foundation
import Testing

@testable import GatherCLI

/// Every list of names in a message shows ten, then how many more, on a terminal or piped;
/// `--json` carries them all.
@Suite struct BoundedMessagesCLITests {
    private static let names = (1...30).map { "N\($0)" }

    @Test(arguments: [false, true])
    func squadAddNew_withManyNewcomers_namesTen(isTerminal: Bool) async throws {
        let home = TestHome()
        let added = await gather(arguments: ["squad", "add", "-", "--new"], stdin: [Self.names.joined(separator: "\n")], home: home, isTerminal: isTerminal)
        #expect(added.code == 0, "\(added.stderr)")
        let newcomers = (1...10).map { "N\($0) (#\($0))" }.joined(separator: ", ")
        #expect(added.stdout == "New on the roster: \(newcomers) and 20 more\n"
            + "Added \((1...10).map { "N\($0)" }.joined(separator: ", ")) and 20 more to the squad (30 players)\n")
    }

    @Test func squadAddNew_inJSON_carriesEveryOne() async throws {
        let home = TestHome()
        let added = await gather(arguments: ["squad", "add", "-", "--new", "--json"], stdin: [Self.names.joined(separator: "\n")], home: home)
        let squad = try #require(try parseJSON(added.stdout) as? [String: Any])
        #expect((squad["players"] as? [[String: Any]])?.count == 30)
        #expect(added.stderr.hasPrefix("New on the roster: N1 (#1), "))
        #expect(added.stderr.hasSuffix(" and 20 more\n"))
    }

    @Test func movedUp_namesTen() async throws {
        let home = TestHome()
        #expect(await gather(arguments: ["squad", "add", "-", "--new", "--quiet"], stdin: [Self.names.joined(separator: "\n")], home: home).code == 0)
        #expect(await gather("squad", "limit", "1", "--quiet", home: home).code == 0)
        let raised = await gather("squad", "limit", "none", home: home)
        #expect(raised.stdout.hasSuffix("Up from the reserves: \((2...11).map { "N\($0)" }.joined(separator: ", ")) and 19 more\n"), "\(raised.stdout)")
    }
}
