import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather record` and `history edit --date`: past matches with their dates, offline and on a server.
@Suite struct RecordCLITests {
    private func stats(_ home: TestHome, variables: [String: String] = [:]) async throws -> [String: [String: Any]] {
        let rows = try #require(try parseJSON(await gather(arguments: ["stats", "--json"], home: home, variables: variables).stdout) as? [[String: Any]])
        return Dictionary(rows.compactMap { row in (row["name"] as? String).map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
    }

    @Test func record_beforeExistingMatches_comesFirstInHistoryOrder_andChangesTheRatings() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("start", "--teams", "Ana/Bo", "--quiet", home: home).code == 0)
        #expect(await gather("end", "--score", "0-2", "--quiet", home: home).code == 0)
        let before = try await stats(home)

        let recorded = await gather("record", "--date", "2023-01-05 19:30", "--teams", "Ana/Bo", "--score", "3-0", "--goal", "a:Ana", home: home)
        #expect(recorded.code == 0, "stderr: \(recorded.stderr)")
        #expect(recorded.stdout.hasPrefix("Recorded gather "))
        #expect(recorded.stdout.hasSuffix(" of 2023-01-05 19:30: 3-0, Team A wins\n"))

        let history = try await historyEntries(home)
        #expect(history.map { $0["score"] as? String } == ["0-2", "3-0"], "newest first: the recorded match is older")
        let after = try await stats(home)
        #expect(after["Ana"]?["played"] as? Int == 2)
        #expect(after["Ana"]?["goals"] as? Int == 1)
        // Bo won the later match: replayed in date order, the rating differs from the one
        // the same two matches give when the 3-0 comes last.
        let ana = try #require(after["Ana"]?["ratingMean"] as? Double)
        #expect(ana != before["Ana"]?["ratingMean"] as? Double)
        let swapped = await makeFourPlayerHome()
        _ = await gather("record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "0-2", home: swapped)
        _ = await gather("record", "--date", "2023-01-06", "--teams", "Ana/Bo", "--score", "3-0", home: swapped)
        let other = try #require(try await stats(swapped)["Ana"]?["ratingMean"] as? Double)
        #expect(abs(ana - other) > 1e-6)
    }

    @Test(arguments: [
        (["record", "--teams", "Ana/Bo", "--score", "1-0"], 64, "Error: Missing --date"),
        (["record", "--date", "2023-01-05", "--teams", "auto", "--score", "1-0"], 64, "Error: --teams auto only goes with start"),
        (["record", "--date", "5 Jan", "--teams", "Ana/Bo", "--score", "1-0"], 64, "Error: "),
        (["record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "1-0", "--goal", "c:Ana"], 64, "Error: "),
        (["record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "1-0", "--goal", "a:Bo"], 65, "Error: Bo plays for Team B"),
        (["record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "1-0", "--goal", "a", "--goal", "a"], 65, "Error: 2 goals given for Team A"),
        (["record", "--date", "2099-01-05", "--teams", "Ana/Bo", "--score", "1-0"], 65, "Error: the date is in the future"),
        (["record", "--date", "2023-01-05", "--teams", "Ana/Zed", "--score", "1-0"], 65, "Error: "),
        (["record", "--date", "0001-01-01", "--teams", "Ana/Bo", "--score", "1-0"], 65, "Error: the date is before 1900"),
        (["record", "--date", "2023-01-05", "--teams", "/Bo", "--score", "1-0"], 64,
         "Error: Invalid value '/Bo' for '--teams <A/B>': expected two sides split by a slash, each a comma-separated list (1,4,7/2,5,8 or Ana,Bo/Cy,Dee).\n"),
        (["record", "--date", "2023-01-05", "--teams", "Ana,Bo/Cy", "--score", "1-0", "--goal", "a:Jo"], 65, "Error: no player of this match matches 'Jo'"),
    ])
    func badInput_exitsWithItsCode_andRecordsNothing(arguments: [String], code: Int32, prefix: String) async throws {
        let home = await makeFourPlayerHome()
        let result = await gather(arguments: arguments, home: home)
        #expect(result.code == code)
        #expect(result.stderr.hasPrefix(prefix), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func historyEdit_date_movesTheMatch() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "1-0", home: home)
        _ = await gather("record", "--date", "2023-02-05", "--teams", "Ana/Bo", "--score", "0-1", home: home)
        let first = try #require(try await historyEntries(home).last?["id"] as? String)
        let edited = await gather("history", "edit", String(first.prefix(8)), "--date", "2023-03-01 20:00", home: home)
        #expect(edited.code == 0, "stderr: \(edited.stderr)")
        #expect(edited.stdout == "Corrected gather \(first.prefix(8)): played 2023-03-01 20:00\n")
        #expect(try await historyEntries(home).first?["id"] as? String == first)
        let missing = await gather("history", "edit", first, home: home)
        #expect(missing.code == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing what to correct: --score, --date"))
    }

    @Test func historyEdit_aDayAlone_keepsTheKickOffTime() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("record", "--date", "2023-01-05 19:30", "--teams", "Ana/Bo", "--score", "1-0", home: home)
        let id = try #require(try await historyEntries(home).first?["id"] as? String)
        let edited = await gather("history", "edit", String(id.prefix(8)), "--date", "2023-01-12", home: home)
        #expect(edited.code == 0, "stderr: \(edited.stderr)")
        #expect(edited.stdout == "Corrected gather \(id.prefix(8)): played 2023-01-12 19:30\n")
    }

    @Test func record_onAServer_keepsTheRealDateOnThisMachine() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        #expect(await gather(arguments: ["players", "add", "Ana", "Bo"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["start", "--teams", "Ana/Bo", "--quiet"], home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["end", "--score", "1-1", "--quiet"], home: home, variables: variables).code == 0)
        let recorded = await gather(
            arguments: ["record", "--date", "2023-01-05", "--teams", "Ana/Bo", "--score", "2-0", "--json"], home: home, variables: variables)
        #expect(recorded.code == 0, "stderr: \(recorded.stderr)")
        let entries = try await historyEntries(home, variables: variables)
        #expect(entries.map { $0["score"] as? String } == ["1-1", "2-0"])
        let started = try #require(entries.last?["startedAt"] as? String)
        #expect(started.hasPrefix("2023-01-0"))
        let memory = try String(contentsOf: home.file("state/gather/state.json"), encoding: .utf8)
        #expect(memory.contains(try #require(entries.last?["id"] as? String)))
    }
}
