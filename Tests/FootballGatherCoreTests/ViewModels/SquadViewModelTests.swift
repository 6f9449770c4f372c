import Foundation
import Testing

@testable import FootballGatherCore

/// The squad, in memory: who is in for the next match, kept per backend.
@Suite struct SquadViewModelTests {
    private static let server = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    private func makeSUT(
        _ backend: MemoryBackend, squads: MemorySquadStore = MemorySquadStore(), on configured: Backend = server
    ) -> SquadViewModel {
        var connector = FixedConnector(backend)
        connector.configured = configured
        return SquadViewModel(connector: connector, squads: squads)
    }

    @Test func aNewLimit_saysWhoMovedUpFromTheReserves_andWhoBecameOne() async throws {
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"]))
        #expect(try await sut.setLimit(2) == Squad.LimitChange(limit: 2))
        _ = try await sut.add(["Ana", "Bo", "Cy", "Dee"])
        let raised = try await sut.setLimit(3)
        #expect(raised.movedUp.map(\.name) == ["Cy"] && raised.movedDown.isEmpty)
        let lowered = try await sut.setLimit(1)
        #expect(lowered.movedDown.map(\.name) == ["Bo", "Cy"] && lowered.movedUp.isEmpty)
        #expect(try await sut.setLimit(nil).movedUp.map(\.name) == ["Bo", "Cy", "Dee"])
    }

    @Test func add_thenList_inTheOrderPlayersJoined() async throws {
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo", "Cy"]))
        let change = try await sut.add(["cy", "1"])
        #expect(change.changed.map(\.name) == ["Cy", "Ana"])
        _ = try await sut.add(["Bo"])
        #expect(try await sut.list().map(\.name) == ["Cy", "Ana", "Bo"])
    }

    @Test func add_someoneAlreadyIn_changesNothingForThem() async throws {
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo"]))
        _ = try await sut.add(["Ana"])
        let change = try await sut.add(["ana", "Bo"])
        #expect(change.changed.map(\.name) == ["Bo"])
        #expect(change.unchanged.map(\.name) == ["Ana"])
        #expect(change.squad.map(\.name) == ["Ana", "Bo"])
    }

    @Test func add_withUnknownNames_addsNobody() async throws {
        let squads = MemorySquadStore()
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo"]), squads: squads)
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Boo", suggestion: "Bo"), UnknownPlayer(reference: "Zed")])) {
            try await sut.add(["Ana", "Boo", "Zed"])
        }
        #expect(try squads.squad(of: Self.server).isEmpty)
    }

    @Test func remove_takesThemOut() async throws {
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo", "Cy"]))
        _ = try await sut.add(["Ana", "Bo", "Cy"])
        let change = try await sut.remove(["bo"])
        #expect(change.changed.map(\.name) == ["Bo"])
        #expect(try await sut.list().map(\.name) == ["Ana", "Cy"])
    }

    @Test func remove_someoneNotInTheSquad_removesNobody() async throws {
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo", "Cy"]))
        _ = try await sut.add(["Ana", "Bo"])
        await #expect(throws: InputError.notInSquad(["Cy"])) {
            try await sut.remove(["Ana", "Cy"])
        }
        #expect(try await sut.list().map(\.name) == ["Ana", "Bo"])
    }

    @Test func clear_emptiesIt() async throws {
        let sut = makeSUT(MemoryBackend(players: ["Ana", "Bo"]))
        _ = try await sut.add(["Ana", "Bo"])
        #expect(try await sut.clear() == 2)
        #expect(try await sut.list().isEmpty)
        #expect(try await sut.clear() == 0)
    }

    @Test func aPlayerDeletedFromTheRoster_dropsOut() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let sut = makeSUT(backend)
        _ = try await sut.add(["Ana", "Bo"])
        backend.state.withLock { $0.players.removeAll { $0.name == "Ana" } }
        #expect(try await sut.list().map(\.name) == ["Bo"])
    }

    @Test func eachBackend_hasItsOwnSquad() async throws {
        let squads = MemorySquadStore()
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let offline = Backend.offline(dataDirectory: URL(fileURLWithPath: "/data", isDirectory: true))
        let other = Backend.server(URL(string: "http://127.0.0.1:10") ?? URL(fileURLWithPath: "/"))
        _ = try await makeSUT(backend, squads: squads, on: Self.server).add(["Ana"])
        _ = try await makeSUT(backend, squads: squads, on: offline).add(["Bo"])
        #expect(try await makeSUT(backend, squads: squads, on: Self.server).list().map(\.name) == ["Ana"])
        #expect(try await makeSUT(backend, squads: squads, on: offline).list().map(\.name) == ["Bo"])
        #expect(try await makeSUT(backend, squads: squads, on: other).list().isEmpty)
        try await makeSUT(backend, squads: squads, on: offline).clear()
        #expect(try await makeSUT(backend, squads: squads, on: Self.server).list().map(\.name) == ["Ana"])
    }
}
