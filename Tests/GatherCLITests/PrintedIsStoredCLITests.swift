import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// What is printed is what is stored: a draw reads "draw" in every table, and a start
/// with `--time` prints the clock it set.
@Suite struct PrintedIsStoredCLITests {
    @Test func aDraw_isDraw_inTheHistoryTables() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("start", "--teams", "1,2/3,4", home: home).code == 0)
        #expect(await gather("end", "--score", "1-1", home: home).code == 0)
        let history = await gather("history", home: home)
        #expect(history.stdout.contains("1-1    draw"), "\(history.stdout)")
        #expect(!history.stdout.contains("None"))
        #expect(!(await gather("history", "show", home: home)).stdout.contains("None"))
        #expect(!(await gather("players", "gathers", "1", home: home)).stdout.contains("None"))
        #expect(await gather("history", "--json", home: home).stdout.contains("\"winnerTeam\":\"None\""), "the wire's value in JSON")
    }

    @Test func startWithTime_printsTheClockItSet() async throws {
        let home = await makeFourPlayerHome()
        let started = await gather("start", "--teams", "1,2/3,4", "--time", "25:00", "--json", home: home)
        let match = try #require(try parseJSON(started.stdout) as? [String: Any])
        let timer = try #require(match["timer"] as? [String: Any])
        #expect(timer["text"] as? String == "25:00")
        #expect(timer["selectedSeconds"] as? Int == 1500)
    }

    /// The reservation a start makes is taken back when the start fails to write, so
    /// nothing tells an offline user to resume a start that never reached anything.
    @Test func anOfflineStartThatFailedToWrite_leavesNoStartWaiting() async throws {
        let home = await makeFourPlayerHome()
        try FileManager.default.createDirectory(
            at: home.dataDirectory.appendingPathComponent("matches.json"), withIntermediateDirectories: true)
        let failed = await gather("start", "--teams", "1,2/3,4", home: home)
        #expect(failed.code == 65)
        let shown = await gather("show", home: home)
        #expect(shown.stderr.contains("no match is running"), "\(shown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.stateHome.appendingPathComponent("gather/start.json").path))
    }

    @Test func playersGathers_showsEachMatchsDateSideScoreAndResult() async throws {
        let home = await makeFourPlayerHome()
        let clock = ManualClock()
        for (sides, score) in [("1,2/3,4", "2-1"), ("3,1/2,4", "0-0"), ("2,4/1,3", "3-0")] {
            #expect(await gather(arguments: ["start", "--teams", sides], home: home, clock: clock).code == 0)
            #expect(await gather(arguments: ["end", "--score", score], home: home, clock: clock).code == 0)
            clock.advance(by: 86_400)
        }
        let table = await gather(arguments: ["players", "gathers", "Ana"], home: home, clock: clock).stdout
        let rows = table.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.first == ["GATHER", "DATE", "SIDE", "SCORE", "RESULT"])
        let endings = Set(rows.dropFirst().map { $0.suffix(4).joined(separator: " ") })
        #expect(endings == ["Team A 2-1 W", "Team A 0-0 D", "Team B 3-0 L"], "\(table)")
        #expect(rows.count == 4)
    }
}
