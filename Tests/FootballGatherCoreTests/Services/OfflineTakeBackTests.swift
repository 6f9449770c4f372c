import Foundation
import Testing
@testable import FootballGatherCore

/// Players taken back (a refused list's newcomers) leave no trace: their ids are given again.
@Suite struct OfflineTakeBackTests {
    private func makeStore() throws -> (OfflineStore, URL) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-takeback-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (OfflineStore(directory: directory), directory)
    }

    @Test func takingBackTheLastPlayersGiven_givesTheirIDsAgain() async throws {
        let (store, directory) = try makeStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await store.createPlayer(PlayerDraft(name: "Ana"))
        let ids = try await store.createPlayers(["Bo", "Cy"].map { PlayerDraft(name: $0) }, roster: [], retry: RetryPolicy()) { _ in }.ids
        #expect(ids == [2, 3])

        try await store.takeBack(ids: [2, 3])

        #expect(try await store.players().map(\.name) == ["Ana"])
        #expect(try await store.createPlayer(PlayerDraft(name: "Di")) == 2)
    }

    @Test func takingBackPlayersGivenBeforeOthers_keepsTheCounter() async throws {
        let (store, directory) = try makeStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bo = try await store.createPlayer(PlayerDraft(name: "Bo"))
        _ = try await store.createPlayer(PlayerDraft(name: "Cy"))

        try await store.takeBack(ids: [bo])

        #expect(try await store.createPlayer(PlayerDraft(name: "Di")) == 3)
    }
}
