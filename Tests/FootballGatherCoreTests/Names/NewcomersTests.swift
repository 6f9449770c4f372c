import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// `--new` adds the names that match nobody, but only when the whole list is taken: a
/// list refused for another name adds nobody to the roster.
@Suite struct NewcomersTests {
    private let backend = MemoryBackend(players: ["Ana", "Dave Smith", "Dave Jones", "Bo"])

    private func names() async throws -> [String] { try await backend.players().map(\.name) }

    @Test func aSquadListRefusedForAnAmbiguousName_addsNoNewcomer() async throws {
        let squad = SquadViewModel(connector: FixedConnector(backend), squads: MemorySquadStore())
        await #expect(throws: InputError.ambiguousPlayers([AmbiguousPlayer(reference: "Dave", candidates: ["Dave Smith #2", "Dave Jones #3"])])) {
            try await squad.add(["Ana", "Zed", "Dave"], addingNewcomers: true)
        }
        #expect(try await names() == ["Ana", "Dave Smith", "Dave Jones", "Bo"])
        #expect(try await squad.list().isEmpty)

        let change = try await squad.add(["Ana", "Zed"], addingNewcomers: true)
        #expect(change.newcomers.map(\.name) == ["Zed"])
        #expect(try await squad.list().map(\.name) == ["Ana", "Zed"])
    }

    @Test func aStartRefusedForAnAmbiguousName_addsNoNewcomer_andStartsNothing() async throws {
        let matches = MemoryMatchStore()
        let start = StartViewModel(connector: FixedConnector(backend), matches: matches, squads: MemorySquadStore(), clock: ManualClock())
        await #expect(throws: InputError.self) {
            try await start.start(.auto(players: .listed(["Ana", "Yan", "Dave"]), seed: 1), addingNewcomers: true)
        }
        #expect(try await names() == ["Ana", "Dave Smith", "Dave Jones", "Bo"])
        #expect(try matches.slot() == MatchSlot())
    }
}
