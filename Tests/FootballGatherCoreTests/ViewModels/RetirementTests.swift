import Foundation
import Testing

@testable import FootballGatherCore

/// A retirement says what it changes: a squad member leaves the squad and the first
/// reserve moves up; bringing them back never changes the squad; a player of the running
/// match stays in it.
@Suite struct RetirementTests {
    private static let backend = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    private struct SUT {
        let detail: PlayerDetailViewModel
        let squad: SquadViewModel
        let squads: MemorySquadStore
    }

    private func makeSUT(_ names: [String], match: ActiveMatch? = nil) -> SUT {
        let memory = MemoryBackend(players: names)
        let connector = FixedConnector(memory)
        let squads = MemorySquadStore()
        let detail = PlayerDetailViewModel(
            services: connector.bundle, squad: BackendSquad(store: squads, backend: Self.backend),
            matches: MemoryMatchStore(MatchSlot(match: match)))
        return SUT(detail: detail, squad: SquadViewModel(connector: connector, squads: squads), squads: squads)
    }

    @Test func retiringASquadMember_takesThemOut_andSaysWhoMovedUp() async throws {
        let sut = makeSUT(["Ana", "Bo", "Dee"])
        _ = try await sut.squad.setLimit(2)
        _ = try await sut.squad.add(["Ana", "Bo", "Dee"])

        let change = try await sut.detail.setRetired("Bo", true)

        #expect(change.changed && change.leftSquad)
        #expect(change.movedUp.map(\.name) == ["Dee"])
        #expect(try sut.squads.squad(of: Self.backend) == [1, 3], "out of the squad, not only out of sight")
        #expect(!change.inRunningMatch)
    }

    @Test func unretiring_neverChangesTheSquad() async throws {
        let sut = makeSUT(["Ana", "Bo", "Dee"])
        _ = try await sut.squad.setLimit(2)
        _ = try await sut.squad.add(["Ana", "Bo", "Dee"])
        _ = try await sut.detail.setRetired("Bo", true)

        let back = try await sut.detail.setRetired("Bo", false)

        #expect(back.changed && !back.leftSquad && back.movedUp.isEmpty)
        #expect(try await sut.squad.list().map(\.name) == ["Ana", "Dee"])
    }

    /// A place a retirement only hid (as earlier versions did) is let go, not given back.
    @Test func unretiring_someoneTheSquadStillHeld_doesNotPutThemBack() async throws {
        let sut = makeSUT(["Ana", "Bo", "Dee"])
        _ = try await sut.squad.setLimit(2)
        _ = try await sut.squad.add(["Ana", "Bo", "Dee"])
        _ = try await sut.detail.setRetired("Bo", true)
        try sut.squads.update(of: Self.backend) { $0 = [1, 2, 3] }

        _ = try await sut.detail.setRetired("Bo", false)

        #expect(try await sut.squad.list().map(\.name) == ["Ana", "Dee"])
        #expect(try await sut.squad.list().count == 2, "Dee did not become a reserve again")
    }

    @Test func retiringAPlayerOfTheRunningMatch_saysTheyStayInIt() async throws {
        let match = ActiveMatch(
            gatherID: UUID(), backend: Self.backend, teamA: [Player(id: 1, name: "Ana")], teamB: [Player(id: 2, name: "Bo")],
            startedAt: Date(timeIntervalSince1970: 0))
        let sut = makeSUT(["Ana", "Bo", "Cy"], match: match)

        #expect(try await sut.detail.setRetired("Bo", true).inRunningMatch)
        #expect(!(try await sut.detail.setRetired("Cy", true).inRunningMatch))
    }

    @Test func retiringAReserve_movesNobodyUp() async throws {
        let sut = makeSUT(["Ana", "Bo", "Dee"])
        _ = try await sut.squad.setLimit(2)
        _ = try await sut.squad.add(["Ana", "Bo", "Dee"])

        let change = try await sut.detail.setRetired("Dee", true)

        #expect(change.leftSquad && change.movedUp.isEmpty)
        #expect(try sut.squads.squad(of: Self.backend) == [1, 2])
    }

    /// A maybe holds no place: retiring a player lets the first sure reserve up, past the maybe.
    @Test func retiringASquadMember_movesUpTheFirstSureReserve_notAMaybe() async throws {
        let sut = makeSUT(["Ana", "Bo", "Cy", "Dee"])
        _ = try await sut.squad.setLimit(2)
        _ = try await sut.squad.add(["Ana", "Bo?", "Cy", "Dee"])
        let change = try await sut.detail.setRetired("Ana", true)
        #expect(change.movedUp.map(\.name) == ["Dee"])
    }

    /// Deleting a squad member takes them out of the squad and says who moved up, as a retirement does.
    @Test func deletingASquadMember_takesThemOut_andSaysWhoMovedUp() async throws {
        let sut = makeSUT(["Ana", "Bo", "Cy", "Dee"])
        _ = try await sut.squad.setLimit(2)
        _ = try await sut.squad.add(["Ana", "Bo", "Cy", "Dee"])
        let bo = try #require(try await sut.squad.list().first { $0.name == "Bo" })
        let movedUp = try await sut.detail.delete([bo])
        #expect(movedUp.map(\.name) == ["Cy"])
        #expect(try sut.squads.squad(of: Self.backend) == [1, 3, 4])
    }

    /// Without signal and no gathers kept to tell who played, none is offered retiring: the delete is asked (or
    /// refused without `--yes`) as for anyone, and then kept, rather than failing for want of the server.
    @Test func whoPlayed_cannotBeKnownWithoutSignal_soNoneIsSaidToHavePlayed() async throws {
        let memory = MemoryBackend(players: ["Ana"])
        let detail = PlayerDetailViewModel.inMemory(service: NoSignalForGathers(base: memory))
        #expect(try await detail.matchesPlayed(by: memory.players()).isEmpty)
    }

    private struct NoSignalForGathers: PlayerServiceWrapper {
        let base: any PlayerService

        func players() async throws -> [Player] { try await base.players() }

        func gathers(ofPlayer id: Int) async throws -> [Gather] {
            throw APIError.unreachable(Unreachable(server: "s", reason: .refused))
        }
    }
}
