import Foundation
import Testing
@testable import FootballGatherCore

/// The offline data file as a hand (or a hostile editor) may leave it: ids are never
/// reused, counters never overflow, and a newer gather's file is never rewritten.
@Suite struct OfflineStoreFileTests {
    private func makeSUT(file json: String) throws -> (OfflineStore, URL) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-offline-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = OfflineStore(directory: directory)
        try Data(json.utf8).write(to: store.dataFile)
        return (store, directory)
    }

    private func dataFile(version: Int = 1, nextPlayerID: Int, playerIDs: [Int], memberIDs: [Int] = []) -> String {
        let players = playerIDs.map { "{\"id\": \($0), \"name\": \"P\($0)\"}" }.joined(separator: ", ")
        let members = memberIDs.map { "{\"playerID\": \($0), \"team\": \"Team A\"}" }.joined(separator: ", ")
        let gathers = memberIDs.isEmpty ? "" : "{\"id\": \"\(UUID().uuidString)\", \"members\": [\(members)]}"
        return """
            {"version": \(version), "nextPlayerID": \(nextPlayerID), "userID": "\(UUID().uuidString)",
             "players": [\(players)], "gathers": [\(gathers)]}
            """
    }

    /// Two commands deleting the same player: the second finds them gone, which is what it asked for.
    @Test func deletingWhatIsGoneAlready_isDone_andChangesNothing() async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: 3, playerIDs: [1, 2]))
        defer { try? FileManager.default.removeItem(at: directory) }
        let gather = try await store.createGather()
        try await store.deletePlayer(id: 1)
        try await store.deleteGather(id: gather)

        try await store.deletePlayer(id: 1)
        try await store.deleteGather(id: gather)
        #expect(try await store.players().map(\.id) == [2])
        #expect(try await store.gathers().isEmpty)
    }

    @Test func createPlayer_afterTheNextID_continuesFromIt() async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: 9, playerIDs: [1, 2]))
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(try await store.createPlayer(PlayerDraft(name: "Zed")) == 9)
        #expect(try await store.createPlayer(PlayerDraft(name: "Yan")) == 10)
    }

    @Test func createPlayers_takesConsecutiveIDsAboveEveryIDInUse_andAdvancesTheCounter() async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: 2, playerIDs: [1, 5], memberIDs: [8]))
        defer { try? FileManager.default.removeItem(at: directory) }

        let outcome = try await store.createPlayers(["Ana", "Bo", "Cy"].map { PlayerDraft(name: $0) }, roster: []) { _ in }
        #expect(outcome.ids == [9, 10, 11])
        #expect(try await store.players().map(\.name) == ["P1", "P5", "Ana", "Bo", "Cy"])
        #expect(try await store.createPlayer(PlayerDraft(name: "Dee")) == 12)
    }

    @Test func createPlayers_whoseIDsWouldOverflow_addsNobody() async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: Int.max - 1, playerIDs: [1]))
        defer { try? FileManager.default.removeItem(at: directory) }

        await #expect(throws: StorageError.self) {
            try await store.createPlayers(["Ana", "Bo", "Cy"].map { PlayerDraft(name: $0) }, roster: []) { _ in }
        }
        #expect(try await store.players().map(\.id) == [1])
    }

    @Test(arguments: [1, 3, 5, -7, 0])
    func createPlayer_whenTheNextIDIsAtOrBelowAnIDInUse_takesOneAboveEveryID(_ nextPlayerID: Int) async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: nextPlayerID, playerIDs: [1, 5, 3]))
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(try await store.createPlayer(PlayerDraft(name: "Zed")) == 6)
        #expect(try await store.createPlayer(PlayerDraft(name: "Yan")) == 7)
        let ids = try await store.players().map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func createPlayer_neverTakesAnIDAGatherStillNames() async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: 2, playerIDs: [1], memberIDs: [1, 8]))
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(try await store.createPlayer(PlayerDraft(name: "Zed")) == 9)
    }

    @Test(arguments: [(Int.max, [1]), (Int.max - 1, [Int.max]), (2, [Int.max])])
    func createPlayer_whenNoIDIsLeft_failsWith65NamingTheFile_andChangesNothing(
        _ nextPlayerID: Int, _ playerIDs: [Int]
    ) async throws {
        let json = dataFile(nextPlayerID: nextPlayerID, playerIDs: playerIDs)
        let (store, directory) = try makeSUT(file: json)
        defer { try? FileManager.default.removeItem(at: directory) }

        let error = await #expect(throws: StorageError.self) {
            try await store.createPlayer(PlayerDraft(name: "Zed"))
        }

        #expect(error?.failureKind == .invalidData)
        #expect(error == .corrupt(path: store.dataFile.path, detail: "has ids too large to number another player", kind: .offlineData))
        #expect(try String(contentsOf: store.dataFile, encoding: .utf8) == json)
    }

    @Test func createPlayer_atTheLastID_takesIt() async throws {
        let (store, directory) = try makeSUT(file: dataFile(nextPlayerID: Int.max - 1, playerIDs: [1]))
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(try await store.createPlayer(PlayerDraft(name: "Zed")) == Int.max - 1)
    }

    @Test func fileOfANewerGather_isRefusedForReading_andNeverWritten() async throws {
        let json = dataFile(version: OfflineData.currentVersion + 1, nextPlayerID: 3, playerIDs: [1, 2])
            .replacingOccurrences(of: "\"players\"", with: "\"ratings\": {\"1\": 5}, \"players\"")
        let (store, directory) = try makeSUT(file: json)
        defer { try? FileManager.default.removeItem(at: directory) }
        let refusal = StorageError.madeByNewerGather(
            path: store.dataFile.path, version: OfflineData.currentVersion + 1, kind: .offlineData)

        await #expect(throws: refusal) { try await store.players() }
        await #expect(throws: refusal) { try await store.createPlayer(PlayerDraft(name: "Zed")) }
        await #expect(throws: refusal) { try await store.deletePlayer(id: 1) }
        await #expect(throws: refusal) { _ = try await store.createGather() }

        #expect(refusal.failureKind == .invalidData)
        #expect(try String(contentsOf: store.dataFile, encoding: .utf8) == json)
    }
}
