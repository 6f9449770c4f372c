import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Core returns values (a score, a standing); the CLI says them.
@Suite struct ResultWordingTests {
    @Test func aScoresResult_isSaidByTheCLI() {
        #expect(ResultText.of(Score(teamA: 1, teamB: 1)) == "Draw")
        #expect(ResultText.of(Score(teamA: 1, teamB: 0)) == "Team A wins")
        #expect(ResultText.of(Score(teamA: 0, teamB: 3)) == "Team B wins")
    }

    @Test func aStanding_marksTheName() {
        #expect(RosterStanding.active.marked("Ana") == "Ana")
        #expect(RosterStanding.retired.marked("Ana") == "Ana (retired)")
        #expect(RosterStanding.departed.marked("Ana") == "Ana (left)")
    }
}
