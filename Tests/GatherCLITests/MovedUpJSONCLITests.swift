import Foundation
import Testing

@testable import GatherCLI

/// Who moved up or down is in the JSON too, every one of them (text shows ten and how
/// many more): `players retire` and `squad limit`.
@Suite struct MovedUpJSONCLITests {
    private static func names(_ value: Any?) -> [String] {
        (value as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test func retiringASquadMember_listsEveryoneWhoMovedUp_inTheJSON() async throws {
        let home = TestHome()
        let everyone = (1...15).map { "P\($0)" }
        #expect(await gather(arguments: ["players", "add", "-", "--quiet"], stdin: everyone, home: home).code == 0)
        #expect(await gather(arguments: ["squad", "add", "--quiet"] + everyone, home: home).code == 0)
        let limited = await gather("squad", "limit", "1", "--json", home: home)
        let limit = try #require(try parseJSON(limited.stdout) as? [String: Any])
        #expect(Self.names(limit["movedDown"]) == Array(everyone.dropFirst()))
        #expect(limit["movedUp"] == nil)

        let raised = try #require(try parseJSON(await gather("squad", "limit", "14", "--json", home: home).stdout) as? [String: Any])
        #expect(Self.names(raised["movedUp"]) == Array(everyone[1..<14]))

        let retired = await gather("players", "retire", "P1", "--json", home: home)
        let player = try #require(try parseJSON(retired.stdout) as? [String: Any])
        #expect(Self.names(player["movedUp"]) == ["P15"])
        #expect(retired.stderr == "Up from the reserves: P15\n")
    }
}
