@testable import FootballGatherCore
@testable import GatherTestSupport
import Foundation
import Testing

/// An archive that does not hold together is refused, naming what is wrong, before
/// anything is written; one that does is imported.
@Suite struct ArchiveCheckTests {
    private static let gatherID = UUID()

    private static func archive(
        score: String? = "2-1", winner: String? = "Team A", members: [(Int, Team?)] = [(1, .teamA), (2, .teamB)],
        goals: [GoalEvent]? = nil, players: [Int] = [1, 2], version: Int = 1
    ) -> ExportArchive {
        var archive = ExportArchive(
            players: players.map { Player(id: $0, name: "P\($0)") },
            gathers: [ExportedGather(
                id: gatherID, score: score, winnerTeam: winner, startedAt: nil,
                members: members.map { ExportedGather.Member(playerID: $0.0, team: $0.1) }, goals: goals)])
        archive.version = version
        return archive
    }

    /// Ids are kept on a restore, so one id is one gather.
    private static func twoGathersWithOneID() -> ExportArchive {
        var twice = archive()
        twice.gathers += twice.gathers
        return twice
    }

    private static func nextPlayerID(_ next: Int) -> ExportArchive {
        var archive = archive()
        archive.nextPlayerID = next
        return archive
    }

    @Test(arguments: [
        (archive(members: [(1, .teamA), (1, .teamB)]), ArchiveError.playerOnBothTeams(gatherID, player: 1)),
        (archive(members: [(1, .teamA), (9, .teamB)]), .strangerInGather(gatherID, player: 9)),
        (archive(players: [1, 2, 2]), .duplicatePlayerID(2)),
        (archive(goals: [GoalEvent(side: .teamB), GoalEvent(side: .teamB)]),
         .moreGoalsThanScore(gatherID, goals: 2, team: .teamB, score: Score(teamA: 2, teamB: 1))),
        (archive(goals: [GoalEvent(side: .teamA, scorer: 2)]),
         .goalByWrongSide(gatherID, player: 2, goalFor: .teamA, isOwnGoal: false, playedFor: .teamB)),
        (archive(goals: [GoalEvent(side: .teamA, scorer: 1, isOwnGoal: true)]),
         .goalByWrongSide(gatherID, player: 1, goalFor: .teamA, isOwnGoal: true, playedFor: .teamA)),
        (archive(winner: "Team B"), .winnerContradictsScore(gatherID, winner: "Team B", score: Score(teamA: 2, teamB: 1))),
        (archive(score: "two-one"), .invalidScore(gatherID, "two-one")),
        (archive(version: 7), .newerVersion(7, newest: 1)),
        (archive(version: 0), .versionBelowOne(0)),
        (archive(version: -1), .versionBelowOne(-1)),
        (twoGathersWithOneID(), .duplicateGatherID(gatherID)),
        (nextPlayerID(0), .nextPlayerIDBelowOne(0)),
    ])
    func anInconsistentArchive_isRefused(_ archive: ExportArchive, _ refusal: ArchiveError) {
        #expect(throws: refusal) { try ArchiveCheck.validate(archive) }
    }

    @Test func aConsistentArchive_passes() throws {
        try ArchiveCheck.validate(Self.archive(goals: [
            GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamA, scorer: 2, isOwnGoal: true), GoalEvent(side: .teamB),
        ]))
    }

    @Test func anInconsistentArchive_writesNothing() async throws {
        let backend = MemoryBackend(players: [])
        let viewModel = TransferViewModel(
            services: ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil),
            documents: MemoryDocuments())
        await #expect(throws: ArchiveError.playerOnBothTeams(Self.gatherID, player: 1)) {
            try await viewModel.importArchive(Self.archive(members: [(1, .teamA), (1, .teamB)]))
        }
        #expect(try await backend.players().isEmpty)
        #expect(try await backend.gathers().isEmpty)
    }
}
