import Foundation
import Testing

@testable import FootballGatherCore

/// What the offline files write is what they read back, and a write is kept as the next read
/// only when reading the file back would give the same value.
@Suite struct OfflineFilesWritesTests {
    /// A roster written by a change is kept as the store's next read when it reads back as
    /// written (an import reads it again for its details); one with aliases is not.
    @Test func aWrittenRoster_isKeptAsTheNextRead_whenItReadsBackAsWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("offline-writes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = OfflineFiles(directory: directory, lock: nil)
        try files.changeRoster { data in data.players = [Player(id: 1, name: "Ana", skill: .amateur), Player(id: 2, name: "Bo")] }
        let kept = try #require(files.rosterReads.value(of: files.roster.url) { nil })
        #expect(kept.players.map(\.name) == ["Ana", "Bo"])
        #expect(try files.loadRoster() == (try files.roster.load()))
        #expect(try files.loadRoster() == OfflineFiles(directory: directory, lock: nil).loadRoster())

        var aliased = Player(id: 3, name: "Cy")
        aliased.aliases = ["C"]
        let other = OfflineFiles(directory: directory, lock: nil)
        try other.changeRoster { data in data.players.append(aliased) }
        #expect(other.rosterReads.value(of: other.roster.url) { nil } == nil)
        #expect(try other.loadRoster().players.last?.aliases == [])
    }

    /// A history with every field reads back as it was written; a start time with a fraction
    /// of a second is written to the second, so that history is not kept as the next read.
    @Test func aWrittenHistory_readsBackAsItWas_toTheSecond() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("offline-writes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = JSONFileStore<OfflineHistory>(url: directory.appendingPathComponent("matches.json"), kind: .offlineData, compact: true)
        let gather = OfflineGather(
            id: UUID(), score: "2-1", winnerTeam: "Team A", createdAt: Date(timeIntervalSince1970: 1_764_158_400),
            importedFrom: UUID(), members: [.init(playerID: 1, team: .teamA), .init(playerID: 2, team: .teamB)],
            goals: [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamA), GoalEvent(side: .teamB, scorer: 1, isOwnGoal: true)])
        let history = OfflineHistory(gathers: [gather])
        #expect(history.readsBackAsWritten)
        try store.save(history)
        #expect(try store.load() == history)

        var fraction = gather
        fraction.createdAt = Date(timeIntervalSince1970: 1_764_158_400.75)
        #expect(!OfflineHistory(gathers: [fraction]).readsBackAsWritten)
        try store.save(OfflineHistory(gathers: [fraction]))
        #expect(try store.load()?.gathers.first?.createdAt == Date(timeIntervalSince1970: 1_764_158_400))
    }
}
