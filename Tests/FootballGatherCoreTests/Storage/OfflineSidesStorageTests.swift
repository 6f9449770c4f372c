import Foundation
import Testing
@testable import FootballGatherCore

/// The offline data file keeps a gather's sides in its members: remembering new sides
/// moves them, and sides for players who are not members add nobody.
@Suite struct OfflineSidesStorageTests {
    @Test func remember_movesMembersToTheirNewSides_andAddsNoOne() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = OfflineStore(directory: directory.url)
        let ana = try await store.createPlayer(PlayerDraft(name: "Ana"))
        let bo = try await store.createPlayer(PlayerDraft(name: "Bo"))
        let kai = try await store.createPlayer(PlayerDraft(name: "Kai"))
        let id = try await store.createGather()
        try await store.addPlayer(id: ana, toGather: id, team: .teamA)
        try await store.addPlayer(id: bo, toGather: id, team: .teamB)

        try store.remember(GatherDetails(startedAt: nil, teams: [ana: .teamB, bo: .teamA, kai: .teamA]), of: id)

        let kept = try #require(try store.details()[id])
        #expect(kept.team(of: ana) == .teamB && kept.team(of: bo) == .teamA)
        #expect(kept.team(of: kai) == nil)
        #expect(try await store.players(inGather: id).map(\.name) == ["Ana", "Bo"])
    }
}
