import FakeGatherServer
import Foundation
import Testing

@testable import GatherCLI

/// Issue 28: deleting a player changes nobody's rating. Their matches count as they were
/// played and their label stays their start, offline and on a server (which forgets them in
/// every gather, while this machine remembers the sides).
@Suite struct RatingsKeepDepartedCLITests {
    @Test(arguments: [false, true])
    func deletingALabelledPlayer_leavesEveryOtherRating_asItWas(onAServer: Bool) async throws {
        let server = onAServer ? try FakeGatherServer.start() : nil
        defer { server?.stop() }
        let home = TestHome()
        let variables = server.map { ["GATHER_SERVER": $0.baseURL.absoluteString] } ?? [:]
        if server != nil {
            #expect(await gather(arguments: ["register", "coach", "--password-stdin"], stdin: ["pw"], home: home, variables: variables).code == 0)
        }
        #expect(await gather(arguments: ["players", "add", "Ana", "Bo", "Cy", "Dee", "Eve", "Fay"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["players", "edit", "Ana", "--skill", "professional"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["players", "edit", "Bo", "--skill", "beginner"], home: home, variables: variables).code == 0)
        for (sides, score) in [("Ana,Bo,Cy/Dee,Eve,Fay", "3-1"), ("Ana,Dee,Eve/Bo,Cy,Fay", "0-2"), ("Ana,Cy,Fay/Bo,Dee,Eve", "2-2")] {
            #expect(await gather(arguments: ["start", "--teams", sides, "--quiet"], home: home, variables: variables).code == 0)
            #expect(await gather(arguments: ["end", "--score", score, "--quiet"], home: home, variables: variables).code == 0)
        }
        let ratings = { () async throws -> [String: Double] in
            let rows = try #require(try parseJSON(await gather(arguments: ["stats", "--json"], home: home, variables: variables).stdout) as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: rows.compactMap { row in
                (row["name"] as? String).flatMap { name in (row["ratingMean"] as? Double).map { (name, $0) } }
            })
        }
        let before = try await ratings()
        #expect(before.count == 6)
        #expect(await gather(arguments: ["players", "delete", "Ana", "--yes"], home: home, variables: variables).code == 0)
        var after = try await ratings()
        #expect(after["Ana"] == nil)
        after["Ana"] = before["Ana"]
        #expect(after == before)
    }
}
