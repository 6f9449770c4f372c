import Foundation
@testable import FootballGatherCore

/// An ended match on day `day` with known teams.
func makeMatch(_ day: Int, _ teamA: [Int], _ teamB: [Int], _ goalsA: Int, _ goalsB: Int,
               goals: [GoalEvent] = []) -> EndedMatch {
    EndedMatch(id: matchID(day), date: Date(timeIntervalSince1970: Double(day) * 86_400),
               lineUp: .teams(teamA: teamA, teamB: teamB), score: Score(teamA: goalsA, teamB: goalsB), goals: goals)
}

/// An ended match on day `day` whose teams are unknown.
func makeUnknownMatch(_ day: Int, _ players: [Int], _ goalsA: Int, _ goalsB: Int) -> EndedMatch {
    EndedMatch(id: matchID(day), date: Date(timeIntervalSince1970: Double(day) * 86_400),
               lineUp: .unknownTeams(players: players), score: Score(teamA: goalsA, teamB: goalsB))
}

func matchID(_ day: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", day)) ?? UUID()
}
