import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The offline data file: readable JSON, never overwritten when corrupt, no lost writes.
@Suite struct OfflineDataCLITests {
    @Test func dataFile_isWrittenUnderXDGDataHome() async throws {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let data = try Data(contentsOf: home.offlineFile)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["players"] as? [[String: Any]])?.first?["name"] as? String == "Ana")
    }

    @Test func corruptDataFile_isAnErrorNamingIt_andIsNeverOverwritten() async throws {
        let home = TestHome()
        try FileManager.default.createDirectory(at: home.dataDirectory, withIntermediateDirectories: true)
        let garbage = Data("{\"players\": [oops".utf8)
        try garbage.write(to: home.offlineFile)
        for arguments in [["players", "list"], ["players", "add", "Ana"]] {
            let result = await gather(arguments: arguments, home: home)
            #expect(result.code == 65, "a damaged data file is bad data, as the README says")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(home.offlineFile.path))
        }
        #expect(try Data(contentsOf: home.offlineFile) == garbage)
    }

    /// A history or running match gather never writes (a player twice, a winner the score
    /// contradicts, chances no start keeps, two gathers under one id) is refused where it is wrong, and
    /// left as it is: never a trap on showing it, never a file that export writes and import refuses.
    @Test func aSelfContradictingHistoryOrMatch_isRefused_namingWhere_andLeftAsItIs() async throws {
        let home = TestHome()
        for name in ["Ana", "Bo", "Cy", "Dee"] { #expect(await gather("players", "add", name, home: home).code == 0) }
        #expect(await gather("start", "--teams", "Ana,Bo/Cy,Dee", home: home).code == 0)
        #expect(await gather("goal", "a", home: home).code == 0)
        #expect(await gather("end", "--yes", home: home).code == 0)
        let matches = home.dataDirectory.appendingPathComponent("matches.json")
        let written = try Data(contentsOf: matches)

        let damages: [(String, ([String: Any]) -> [String: Any])] = [
            ("'gathers[0].members'", { gather in
                var gather = gather
                gather["members"] = (gather["members"] as? [Any] ?? []) + [["playerID": 1, "team": "Team B"]]
                return gather
            }),
            ("'gathers[0].winnerTeam'", { gather in
                var gather = gather
                gather["winnerTeam"] = "Team B"
                return gather
            }),
            ("'gathers[0].score'", { gather in
                var gather = gather
                gather["score"] = "99999999999999999999-0"
                return gather
            }),
            ("'gathers[0].prediction'", { gather in
                var gather = gather
                gather["prediction"] = ["teamA": 1e20, "teamB": 0]
                return gather
            }),
            ("'gathers[0].prediction'", { gather in
                var gather = gather
                gather["prediction"] = ["teamA": 2, "teamB": -1]
                return gather
            }),
        ]
        for (place, damage) in damages {
            var file = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
            let gathers = try #require(file["gathers"] as? [[String: Any]])
            file["gathers"] = [damage(gathers[0])]
            let damaged = try JSONSerialization.data(withJSONObject: file)
            try damaged.write(to: matches)
            let refused = await gather("history", home: home)
            #expect(refused.code == 65)
            #expect(refused.stderr.contains("\(matches.path) has an invalid value at \(place)"), "\(refused.stderr)")
            #expect(try Data(contentsOf: matches) == damaged)
        }
        var twice = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        twice["gathers"] = (twice["gathers"] as? [Any] ?? []) + (twice["gathers"] as? [Any] ?? [])
        try JSONSerialization.data(withJSONObject: twice).write(to: matches)
        #expect(await gather("stats", home: home).stderr.contains("has an invalid value at 'gathers'"))
        try written.write(to: matches)

        // Two players under one id in the roster: refused, as import refuses it.
        let roster = try Data(contentsOf: home.offlineFile)
        var doubled = try #require(try JSONSerialization.jsonObject(with: roster) as? [String: Any])
        doubled["players"] = (doubled["players"] as? [Any] ?? []) + [["id": 2, "name": "Bob"]]
        try JSONSerialization.data(withJSONObject: doubled).write(to: home.offlineFile)
        #expect(await gather("players", "list", home: home).stderr.contains("has an invalid value at 'players'"))
        try roster.write(to: home.offlineFile)

        #expect(await gather("start", "--teams", "Ana,Bo/Cy,Dee", home: home).code == 0)
        let stateFile = home.stateHome.appendingPathComponent("gather/state.json")
        var state = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? [String: Any])
        var match = try #require(state["match"] as? [String: Any])
        match["teamB"] = (match["teamB"] as? [Any] ?? []) + ((match["teamA"] as? [Any])?.prefix(1).map { $0 } ?? [])
        state["match"] = match
        try JSONSerialization.data(withJSONObject: state).write(to: stateFile)
        let show = await gather("show", home: home)
        #expect(show.code == 65)
        #expect(show.stderr.contains("has an invalid value at 'match.teamB'"), "\(show.stderr)")
    }

    @Test func concurrentAdds_loseNoWrite() async throws {
        let home = TestHome()
        let codes = await withTaskGroup(of: Int32.self) { group in
            for index in 1...20 {
                group.addTask { await gather("players", "add", "Player \(index)", "--quiet", home: home).code }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes == Array(repeating: 0, count: 20))
        let players = try #require(try parseJSON(await gather("players", "list", "--json", home: home).stdout) as? [[String: Any]])
        #expect(players.count == 20)
        #expect(Set(players.compactMap { $0["id"] as? Int }) == Set(1...20))
    }
}
