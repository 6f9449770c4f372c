import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// `start --teams auto` with neither --players nor --all splits the squad, and a started
/// match empties it; a start that fails keeps it.
@Suite struct StartFromSquadViewModelTests {
    private struct SUT {
        let backend: MemoryBackend
        let connector: FixedConnector
        let squads = MemorySquadStore()
        let matches = MemoryMatchStore()

        init(_ names: [String]) {
            backend = MemoryBackend(players: names)
            connector = FixedConnector(backend)
        }

        var start: StartViewModel {
            StartViewModel(connector: connector, matches: matches, squads: squads, clock: ManualClock())
        }
        var squad: SquadViewModel { SquadViewModel(connector: connector, squads: squads) }
    }

    @Test func start_withTheSquad_splitsItsPlayers_andEmptiesIt() async throws {
        let sut = SUT(["Ana", "Bo", "Cy", "Dee", "Eve"])
        _ = try await sut.squad.add(["Ana", "Cy", "Dee", "Eve"])
        let match = try await sut.start.start(.auto(players: .squad, seed: 0))
        #expect(Set(match.everyone.map(\.name)) == ["Ana", "Cy", "Dee", "Eve"])
        #expect(try await sut.squad.list().isEmpty)
    }

    @Test func anyStartedMatch_emptiesTheSquad() async throws {
        let sut = SUT(["Ana", "Bo", "Cy"])
        _ = try await sut.squad.add(["Cy"])
        _ = try await sut.start.start(.sides("Ana/Bo"))
        #expect(try await sut.squad.list().isEmpty)
    }

    @Test func emptySquad_createsNothing() async throws {
        let sut = SUT(["Ana", "Bo"])
        await #expect(throws: InputError.self) { try await sut.start.start(.auto(players: .squad, seed: 0)) }
        #expect(sut.backend.creates == 0)
        #expect(try sut.matches.slot() == MatchSlot())
    }

    @Test func aNoteTooLong_isRefused_beforeTheSquadChanges() async throws {
        let sut = SUT(["Ana", "Bo"])
        let long = String(repeating: "x", count: SquadMark.noteLimit + 1)
        await #expect(throws: SquadError.noteTooLong(name: "Ana")) { try await sut.squad.add(["Ana (\(long))", "Bo"]) }
        #expect(try await sut.squad.list().isEmpty)
    }

    @Test func aMaybeAdded_takesNoPlaceUnderTheLimit() async throws {
        let sut = SUT(["Ana", "Bo", "Cy", "Dee"])
        _ = try await sut.squad.setLimit(3)
        let added = try await sut.squad.add(["Ana", "Bo?", "Cy", "Dee"]).value
        #expect(added.reserves.isEmpty, "Bo, a maybe, leaves Dee a place")
    }

    @Test func aMaybeNamedAgainWithoutAMark_isConfirmed_andSaidSo() async throws {
        let sut = SUT(["Ana", "Eve"])
        _ = try await sut.squad.add(["Ana", "Eve?"])
        let again = try await sut.squad.add(["Eve"]).value
        #expect(again.confirmed.map(\.name) == ["Eve"] && again.maybes.isEmpty)
        #expect(try await sut.squad.add(["Eve"]).value.confirmed.isEmpty, "once")
    }

    @Test func aSquadOfMaybesOnly_saysSo_andCreatesNothing() async throws {
        let sut = SUT(["Ana", "Bo", "Cy"])
        _ = try await sut.squad.add(["Ana?", "Bo maybe"])
        await #expect(throws: InputError.squadOfMaybes(2)) { try await sut.start.start(.auto(players: .squad, seed: 0)) }
        #expect(sut.backend.creates == 0)
        #expect(try await sut.squad.list().count == 2)
    }

    @Test func aStartRefusedBeforeTheGather_keepsTheSquad() async throws {
        let sut = SUT(["Ana", "Bo"])
        _ = try await sut.squad.add(["Ana"])
        await #expect(throws: InputError.tooFewPlayersForTeams) {
            try await sut.start.start(.auto(players: .squad, seed: 0))
        }
        #expect(sut.backend.creates == 0)
        #expect(try await sut.squad.list().map(\.name) == ["Ana"])
    }

    @Test func aCreateTheServerRefused_keepsTheSquad() async throws {
        let sut = SUT(["Ana", "Bo"])
        _ = try await sut.squad.add(["Ana", "Bo"])
        sut.backend.onCreate.withLock { $0 = { throw APIError.serverError(status: 500, reason: "no") } }
        await #expect(throws: APIError.self) { try await sut.start.start(.auto(players: .squad, seed: 0)) }
        #expect(try await sut.squad.list().map(\.name) == ["Ana", "Bo"])
    }

    @Test func aCreateWhoseReplyWasLost_keepsTheSquad_untilResumeFindsTheMatch() async throws {
        let sut = SUT(["Ana", "Bo"])
        _ = try await sut.squad.add(["Ana", "Bo"])
        sut.backend.onCreate.withLock { $0 = { throw APIError.timedOut(server: "http://s") } }
        await #expect(throws: MatchError.self) { try await sut.start.start(.auto(players: .squad, seed: 0)) }
        #expect(try await sut.squad.list().count == 2)
        sut.backend.onCreate.withLock { $0 = {} }
        _ = try await sut.start.resume()
        #expect(try await sut.squad.list().isEmpty)
    }
}
