import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Kick-off chances kept with the match (`show`, `history show`, exports) and scored by
/// `stats --predictions`, offline and on a server.
@Suite struct PredictionsCLITests {
    @Test func showAndHistoryShow_printTheChancesKeptAtKickOff() async throws {
        let home = await makeFourPlayerHome()
        let started = try #require(try parseJSON(await gather("start", "--teams", "Ana,Bo/Cy,Dee", "--json", home: home).stdout) as? [String: Any])
        let prediction = try #require(started["prediction"] as? [String: Double])
        let shown = await gather("show", home: home).stdout
        let percentA = Int(((prediction["teamA"] ?? 0) * 100).rounded())
        #expect(shown.contains("Predicted at kick-off: Team A \(percentA)% · Team B \(100 - percentA)%"))
        _ = await gather("end", "--score", "3-1", "--quiet", home: home)
        let detail = try #require(try parseJSON(await gather("history", "show", "--json", home: home).stdout) as? [String: Any])
        #expect(detail["prediction"] as? [String: Double] == prediction)
        #expect(await gather("history", "show", home: home).stdout.contains("Predicted at kick-off: Team A \(percentA)%"))
    }

    @Test func statsPredictions_scoresKeptPredictions_beside_theBaselines() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "5-0", home: home)
        for score in ["0-1", "2-1"] {
            _ = await gather("start", "--teams", "Ana,Bo/Cy,Dee", "--quiet", home: home)
            _ = await gather("end", "--score", score, "--quiet", home: home)
        }
        let text = await gather("stats", "--predictions", home: home)
        #expect(text.code == 0)
        let lines = outputLines(text.stdout)
        #expect(lines.first == "Predictions scored: 2 matches")
        #expect(lines.contains { $0.hasPrefix("coin flip (50%)") && $0.contains("0.250") && $0.contains("0.693") })
        #expect(lines.contains { $0.hasPrefix("labels only") })
        let report = try #require(try parseJSON(await gather("stats", "--predictions", "--json", home: home).stdout) as? [String: Any])
        #expect(report["matchesScored"] as? Int == 2, "the recorded match has no kick-off prediction")
        let kept = try #require(report["kept"] as? [String: Double])
        #expect(kept["brierScore"] != nil && kept["logLoss"] != nil)
        #expect((report["coinFlip"] as? [String: Double])?["brierScore"] == 0.25)
        // Cy (professional) was on Team B, which lost the 2-1: the upset is listed.
        let upsets = try #require(report["upsets"] as? [[String: Any]])
        #expect(upsets.count == 1)
        #expect(upsets.first?["score"] as? String == "2-1")
        #expect(upsets.first?["prediction"] is [String: Double])
    }

    @Test func statsPredictions_withNothingKept_saysSo_andExitsZero() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("stats", "--predictions", home: home)
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("No kept predictions to score yet"))
        let bad = await gather("stats", "--predictions", "--sort", "name", home: home)
        #expect(bad.code == 64)
    }

    @Test func exportAndImport_carryThePrediction_andAnOlderArchiveStillImports() async throws {
        let source = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "Ana,Bo/Cy,Dee", "--quiet", home: source)
        _ = await gather("end", "--score", "1-0", "--quiet", home: source)
        let file = source.file("export.json")
        #expect(await gather(arguments: ["export", file.path], home: source).code == 0)
        let archive = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let gathers = try #require(archive["gathers"] as? [[String: Any]])
        let prediction = try #require(gathers.first?["prediction"] as? [String: Double])

        let target = TestHome()
        #expect(await gather(arguments: ["import", file.path], home: target).code == 0)
        let detail = try #require(try parseJSON(await gather("history", "show", "--json", home: target).stdout) as? [String: Any])
        let shown = try #require(detail["prediction"] as? [String: Double])
        #expect(abs((shown["teamA"] ?? 0) - (prediction["teamA"] ?? 0)) < 0.006)

        var older = archive
        older["gathers"] = gathers.map { gather in gather.filter { $0.key != "prediction" } }
        let olderFile = source.file("older.json")
        try JSONSerialization.data(withJSONObject: older).write(to: olderFile)
        let fresh = TestHome()
        #expect(await gather(arguments: ["import", olderFile.path], home: fresh).code == 0)
        let plain = try #require(try parseJSON(await gather("history", "show", "--json", home: fresh).stdout) as? [String: Any])
        #expect(plain["prediction"] == nil)
        #expect(plain["score"] as? String == "1-0")
    }

    @Test func onAServer_aStartByHandKeepsAPredictionFromTheResults_withoutReadingEachGather() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        #expect(await gather(arguments: ["players", "add", "Ana", "Bo"], home: home, variables: variables).code == 0)
        _ = await gather(arguments: ["start", "--teams", "Ana/Bo", "--quiet"], home: home, variables: variables)
        _ = await gather(arguments: ["end", "--score", "1-0", "--quiet"], home: home, variables: variables)
        let before = server.requests.count
        #expect(await gather(arguments: ["start", "--teams", "Ana/Bo", "--quiet"], home: home, variables: variables).code == 0)
        let playersReads = server.requests.dropFirst(before).count { $0.method == "GET" && $0.path.contains("/players") && $0.path.contains("/gathers/") }
        #expect(playersReads == 0, "no gather's players are read: the sides this machine remembers give the chances")
        _ = await gather(arguments: ["end", "--score", "0-1", "--quiet"], home: home, variables: variables)
        let detail = try #require(try parseJSON(await gather(arguments: ["history", "show", "--json"], home: home, variables: variables).stdout) as? [String: Any])
        let kept = try #require(detail["prediction"] as? [String: Double])
        #expect((kept["teamA"] ?? 0) > 0.5, "Ana won the first match: \(kept)")
        let report = try #require(try parseJSON(await gather(arguments: ["stats", "--predictions", "--json"], home: home, variables: variables).stdout) as? [String: Any])
        #expect(report["matchesScored"] as? Int == 2)
    }
}
