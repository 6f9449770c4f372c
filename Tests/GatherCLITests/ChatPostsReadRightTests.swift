import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Issue 39: chat posts read right on a phone: the sorted column is shown, scorers read
/// `Nikolai Petrov ×2`, the sheet before kick-off is a line-up, a negative balance is "paid ahead".
@Suite struct ChatPostsReadRightTests {
    private static let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func statsSortedByGoals_showsTheGoalsColumn() {
        var record = PlayerRecord(id: 1, rating: Rating(mean: 1000, uncertainty: 100))
        (record.played, record.won, record.goals) = (2, 2, 5)
        let report = StatsReport(rows: [StatsRow(player: Player(id: 1, name: "Nikolai Petrov"), record: record)], matchesCounted: 2, matchesWithUnknownTeams: 0)
        let byGoals = StatsChat.message(report, since: nil, sortedBy: .goals)
        #expect(byGoals.contains("PTS GD G"), "\(byGoals)")
        #expect(byGoals.contains(" 5\n"))
        #expect(!StatsChat.message(report, since: nil, sortedBy: .points).contains(" G\n"))
    }

    @Test func scorers_readWithATimesSign() {
        #expect(TeamSheetRendering.scorerTexts([.init(name: "Nikolai Petrov", team: .teamA, goals: 2)], name: { $0 }) == ["Nikolai Petrov ×2 (Team A)"])
    }

    @Test func beforeKickOff_theSheetIsALineUp_withChancesAndReserves() {
        var sheet = TeamSheet(
            gatherID: UUID(), startedAt: Date(timeIntervalSince1970: 1_795_548_600),
            clock: ClockStatus(state: .ready, remainingSeconds: 300, selectedSeconds: 300, text: "05:00"),
            teamA: [.init(name: "Ana", position: .goalkeeper)], teamB: [.init(name: "Bo", position: nil)],
            sideUnknown: [], score: nil, scorers: [], result: .inProgress)
        sheet.isLineUp = true
        sheet.prediction = KeptPrediction(teamA: 0.52, teamB: 0.48)
        sheet.reserves = [.init(name: "Eli", position: nil)]
        #expect(TeamSheetRendering.render(sheet, as: .chat, timeZone: Self.utc) == """
            *Line-up for 2026-11-24 19:30*
            Predicted: Team A 52% · Team B 48%

            *Team A*
            1. Ana (GK)

            *Team B*
            1. Bo

            *Reserves*
            1. Eli

            """)
    }

    @Test func aNegativeBalance_readsPaidAhead() {
        #expect(FeesChat.balanceText(-538) == "paid ahead 5.38")
        #expect(FeesChat.balanceText(538) == "5.38")
    }
}
