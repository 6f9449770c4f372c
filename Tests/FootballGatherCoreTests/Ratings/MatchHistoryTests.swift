import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// The ended matches records and ratings are computed from, as each backend holds them.
@Suite struct MatchHistoryTests {
    private let day = Date(timeIntervalSince1970: 1_800_000_000)

    private func endedGather(
        _ backend: MemoryBackend, score: Score, teams: [(Int, Team)]
    ) async throws -> UUID {
        let id = try await backend.createGather()
        for (player, team) in teams { try await backend.addPlayer(id: player, toGather: id, team: team) }
        try await backend.setResult(ofGather: id, score: score)
        return id
    }

    @Test func server_matchesWithRememberedSides_haveBothTeams_oldestFirst() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        let later = try await endedGather(backend, score: Score(teamA: 3, teamB: 1), teams: [(1, .teamA), (2, .teamB)])
        let earlier = try await endedGather(backend, score: Score(teamA: 0, teamB: 2), teams: [(3, .teamA), (4, .teamB)])
        try details.remember(GatherDetails(startedAt: day.addingTimeInterval(60), teams: [1: .teamA, 2: .teamB]), of: later)
        try details.remember(
            GatherDetails(startedAt: day, teams: [3: .teamA, 4: .teamB], goals: [GoalEvent(side: .teamB, scorer: 4)]), of: earlier)

        let matches = try await MatchHistory(gathers: backend, details: details).endedMatches()

        #expect(matches.map(\.id) == [earlier, later])
        #expect(matches.map(\.lineUp) == [.teams(teamA: [3], teamB: [4]), .teams(teamA: [1], teamB: [2])])
        #expect(matches.map(\.score) == [Score(teamA: 0, teamB: 2), Score(teamA: 3, teamB: 1)])
        #expect(matches[0].goals == [GoalEvent(side: .teamB, scorer: 4)])
    }

    @Test func server_gathersThisMachineNeverSaw_haveUnknownTeams_andRunningOnesAreLeftOut() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let foreign = try await endedGather(backend, score: Score(teamA: 1, teamB: 1), teams: [(1, .teamA), (2, .teamB)])
        let running = try await backend.createGather()
        try await backend.addPlayer(id: 1, toGather: running, team: .teamA)

        let matches = try await MatchHistory(gathers: backend, details: MemoryGatherDetails()).endedMatches()

        #expect(matches.map(\.id) == [foreign])
        #expect(matches.first?.lineUp == .unknownTeams(players: [1, 2]))
    }

    @Test func offline_readsEveryEndedMatchWithItsSides_fromTheDataFile() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-history-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = OfflineStore(directory: directory)
        let ana = try await store.createPlayer(PlayerDraft(name: "Ana"))
        let bo = try await store.createPlayer(PlayerDraft(name: "Bo"))
        let gather = try await store.createGather()
        _ = try await store.addPlayers(
            [BulkAssignment(playerID: ana, team: .teamB), BulkAssignment(playerID: bo, team: .teamA)], toGather: gather)
        try await store.setResult(ofGather: gather, score: Score(teamA: 2, teamB: 5))
        _ = try await store.createGather()

        let matches = try await MatchHistory(gathers: store, details: store).endedMatches()

        #expect(matches.count == 1)
        #expect(matches.first?.lineUp == .teams(teamA: [bo], teamB: [ana]))
        #expect(matches.first?.score == Score(teamA: 2, teamB: 5))
    }

    @Test func lineUp_withAnyPlayersSideUnknown_isUnknownTeams() {
        let teams: [Int: Team] = [1: .teamA, 2: .teamB]
        #expect(LineUp(players: [1, 2, 3], teams: { teams[$0] }) == .unknownTeams(players: [1, 2, 3]))
        #expect(LineUp(players: [1, 2], teams: { teams[$0] }) == .teams(teamA: [1], teamB: [2]))
        #expect(LineUp(players: [], teams: { teams[$0] }) == .unknownTeams(players: []))
    }

    /// The backend forgets a deleted player in every gather: the side they played alone on is
    /// empty, and the others' sides are still known.
    @Test func lineUp_withOneSideDeleted_keepsTheOtherSide() {
        let teams: [Int: Team] = [1: .teamA, 2: .teamB]
        #expect(LineUp(players: [1], teams: { teams[$0] }) == .teams(teamA: [1], teamB: []))
    }
}
