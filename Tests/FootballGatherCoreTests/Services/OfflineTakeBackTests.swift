import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

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
        let ids = try await store.createPlayers(["Bo", "Cy"].map { PlayerDraft(name: $0) }, roster: []) { _ in }.ids
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

/// An import into an empty offline home keeps the file's ids and counter; elsewhere, or
/// for ids no home could reach, it renumbers.
@Suite struct OfflineKeptIDsTests {
    private func makeSUT() throws -> (TransferViewModel, OfflineStore, URL) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-kept-ids-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = OfflineStore(directory: directory)
        let transfer = TransferViewModel(
            services: ServiceBundle.inMemory(players: store, gathers: store, details: store, auth: nil), documents: MemoryDocuments())
        return (transfer, store, directory)
    }

    @Test func intoAnEmptyHome_theIDsAndTheCounterAreKept() async throws {
        let (transfer, store, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }
        var archive = ExportArchive(players: [Player(id: 4, name: "Ana"), Player(id: 9, name: "Bo")], gathers: [])
        archive.nextPlayerID = 12
        let report = try await transfer.importArchive(archive)
        #expect(report.changedPlayerIDs.isEmpty)
        #expect(try await store.players().map(\.id) == [4, 9])
        #expect(try await store.createPlayer(PlayerDraft(name: "Cy")) == 12)
    }

    /// A server home exports the gathers another device started without their sides or date: each player
    /// still played, and the date stays unknown, never the time of the import.
    @Test func membersOfAnUnknownSide_andAnUnknownDate_areKeptAsTheFileHasThem() async throws {
        let (transfer, store, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }
        let gather = ExportedGather(
            id: UUID(), score: "2-1", winnerTeam: "Team A", startedAt: nil,
            members: [.init(playerID: 1, team: nil), .init(playerID: 2, team: .teamB)])
        _ = try await transfer.importArchive(ExportArchive(players: [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")], gathers: [gather]))

        let matches = try await store.endedMatches(details: store)
        #expect(matches.map(\.lineUp.players) == [[1, 2]])
        #expect(try store.details()[gather.id]?.teams == ["2": .teamB])
        #expect(try store.details()[gather.id]?.startedAt == nil)
        let again = try await transfer.export().archive
        #expect(again.gathers.map { $0.members.sorted { $0.playerID < $1.playerID } } == [gather.members], "a second round trip keeps them too")
    }

    @Test func idsNoHomeCouldReach_areRenumbered() async throws {
        let (transfer, store, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }
        var archive = ExportArchive(players: [Player(id: Int.max - 1, name: "Ana")], gathers: [])
        archive.nextPlayerID = Int.max
        let report = try await transfer.importArchive(archive)
        #expect(report.changedPlayerIDs == [String(Int.max - 1): 1])
        #expect(try await store.createPlayer(PlayerDraft(name: "Cy")) == 2)
    }
}
