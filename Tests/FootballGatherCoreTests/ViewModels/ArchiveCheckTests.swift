import FootballGatherCore
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
        (archive(members: [(1, .teamA), (1, .teamB)]), "has player #1 on both teams"),
        (archive(members: [(1, .teamA), (9, .teamB)]), "names player #9, who is not among the file's players"),
        (archive(players: [1, 2, 2]), "two players with the id 2"),
        (archive(goals: [GoalEvent(side: .teamB), GoalEvent(side: .teamB)]), "has 2 goals for Team B but a score of 2-1"),
        (archive(goals: [GoalEvent(side: .teamA, scorer: 2)]), "a goal for Team A by player #2, who played for Team B"),
        (archive(goals: [GoalEvent(side: .teamA, scorer: 1, isOwnGoal: true)]), "an own goal for Team A by player #1, who played for Team A"),
        (archive(winner: "Team B"), "has the winner 'Team B', which its score 2-1 contradicts"),
        (archive(score: "two-one"), "has an invalid score 'two-one'"),
        (archive(version: 7), "is an export of version 7, made by a newer gather; this one reads versions up to 1"),
        (twoGathersWithOneID(), "two gathers with the id \(gatherID.uuidString)"),
        (nextPlayerID(0), "a next player id of 0; ids start at 1"),
    ])
    func anInconsistentArchive_isRefused(_ archive: ExportArchive, _ message: String) {
        #expect {
            try ArchiveCheck.validate(archive)
        } throws: { error in
            (error as? InputError)?.localizedDescription.contains(message) == true
        }
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
            documents: MemoryDocuments(), clock: ManualClock())
        await #expect(throws: InputError.self) { try await viewModel.importArchive(Self.archive(members: [(1, .teamA), (1, .teamB)])) }
        #expect(try await backend.players().isEmpty)
        #expect(try await backend.gathers().isEmpty)
    }
}
