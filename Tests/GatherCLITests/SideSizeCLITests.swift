import Foundation
import Testing

@testable import GatherCLI

/// Issue 28: an extra player counts in the chances `start` prints and keeps, with
/// `--dry-run` too (`add` and the balance are covered in `LineupCLITests` and `SideSizeTests`).
@Suite struct SideSizeCLITests {
    @Test func fourAmateursAgainstThree_theFourAreFavourites_inADryRunAndInTheKeptPrediction() async throws {
        let home = TestHome()
        for name in ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus"] {
            _ = await gather("players", "add", name, "--skill", "amateur", "--quiet", home: home)
        }
        let dry = await gather("start", "--teams", "Ana,Bo,Cy,Dee/Eve,Fay,Gus", "--dry-run", home: home)
        #expect(outputLines(dry.stdout).dropFirst().first == "Predicted: Team A 59% · Team B 41%", "\(dry.stdout)")
        #expect(await gather("start", "--teams", "Ana,Bo,Cy,Dee/Eve,Fay,Gus", "--quiet", home: home).code == 0)
        let shown = try #require(try parseJSON(await gather("show", "--json", home: home).stdout) as? [String: Any])
        let prediction = try #require(shown["prediction"] as? [String: Any])
        #expect(prediction["teamA"] as? Double == 0.59)
    }
}
