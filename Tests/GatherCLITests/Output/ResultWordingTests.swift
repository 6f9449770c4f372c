import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Core returns values (a score, a standing); the CLI says them.
@Suite struct ResultWordingTests {
    @Test func aScoresResult_isSaidByTheCLI() {
        #expect(ResultText.of(Score(teamA: 1, teamB: 1)) == "draw")
        #expect(ResultText.of(Score(teamA: 1, teamB: 0)) == "Team A wins")
        #expect(ResultText.of(Score(teamA: 0, teamB: 3)) == "Team B wins")
    }

    /// Issue 39: one word for a draw everywhere (a confirmation, the history, a team sheet).
    @Test func aDraw_isOneWordEverywhere() {
        let draw = ResultText.of(Score(teamA: 2, teamB: 2))
        #expect(winnerLabel(Score.drawWireValue) == draw)
        #expect(TeamSheetRendering.scoreLine(TeamSheet(
            gatherID: UUID(), startedAt: nil, clock: nil, teamA: [], teamB: [], sideUnknown: [], score: "2-2", scorers: [], result: .draw), bold: { $0 }) == "Team A 2-2 Team B: \(draw)")
    }

    @Test func aStanding_marksTheName() {
        #expect(RosterStanding.active.marked("Ana") == "Ana")
        #expect(RosterStanding.retired.marked("Ana") == "Ana (retired)")
        #expect(RosterStanding.departed.marked("Ana") == "Ana (left)")
    }
}
