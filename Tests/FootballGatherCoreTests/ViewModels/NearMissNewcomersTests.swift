import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 39: `--new` never turns a near miss into a person: a name within the did-you-mean
/// distance of a player's is offered (a terminal) or refused with its suggestion, unless
/// `exact`; genuinely new names are added as before.
@Suite struct NearMissNewcomersTests {
    private func makeSUT(answers: [Bool] = []) -> (SquadViewModel, MemoryBackend, NameDialogueTests.ScriptedPrompter) {
        let backend = MemoryBackend(players: ["Siobhán Murphy", "Ana"])
        let prompter = NameDialogueTests.ScriptedPrompter(answers)
        return (SquadViewModel(connector: FixedConnector(backend), squads: MemorySquadStore(), prompter: prompter), backend, prompter)
    }

    @Test func aNearMiss_withoutATerminal_isRefusedWithItsSuggestion_andNobodyIsAdded() async throws {
        let (sut, backend, _) = makeSUT()
        await #expect(throws: InputError.nearMissNewcomers([UnknownPlayer(reference: "Siobahn", suggestion: "Siobhán Murphy")])) {
            try await sut.add(["Siobahn", "Zed"], addingNewcomers: true)
        }
        #expect(backend.roster.map(\.name) == ["Siobhán Murphy", "Ana"])
    }

    @Test func aNearMiss_takenOnATerminal_isThePlayer() async throws {
        let (sut, backend, prompter) = makeSUT(answers: [true])
        let change = try await sut.add(["Siobahn", "Zed"], addingNewcomers: true).value
        #expect(prompter.asked == ["Siobahn → Siobhán Murphy"])
        #expect(change.newcomers.map(\.name) == ["Zed"])
        #expect(change.squad.map(\.name) == ["Siobhán Murphy", "Zed"])
        #expect(backend.roster.count == 3)
    }

    @Test func exact_addsTheNearMissAsANewPlayer() async throws {
        let (sut, _, prompter) = makeSUT()
        let change = try await sut.add(["Siobahn"], addingNewcomers: true, exact: true).value
        #expect(change.newcomers.map(\.name) == ["Siobahn"])
        #expect(prompter.asked.isEmpty)
    }

    /// The same rule for a late arrival (`add --new`) and a start (`start --players … --new`),
    /// with --exact there too.
    @Test func aLateArrivalsNearMiss_isRefused_unlessExact() async throws {
        let backend = MemoryBackend(players: ["Siobhán Murphy", "Ana", "Bo", "Cy"])
        let connector = FixedConnector(backend)
        let matches = MemoryMatchStore()
        _ = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: ManualClock())
            .start(.sides("Ana/Bo"))
        let lineup = LineupViewModel(matches: matches, connector: connector)
        await #expect(throws: InputError.nearMissNewcomers([UnknownPlayer(reference: "Siobahn", suggestion: "Siobhán Murphy")])) {
            try await lineup.add("Siobahn", to: .teamA, addingNewcomer: true)
        }
        #expect(backend.roster.count == 4)
        let joined = try await lineup.add("Siobahn", to: .teamA, addingNewcomer: true, exact: true).value
        #expect(joined.newcomers.map(\.name) == ["Siobahn"])
    }

    @Test func aStartsNearMiss_isRefused_unlessExact() async throws {
        let backend = MemoryBackend(players: ["Siobhán Murphy", "Ana"])
        let start = StartViewModel(connector: FixedConnector(backend), matches: MemoryMatchStore(), squads: MemorySquadStore(), clock: ManualClock())
        let choice = TeamChoice.auto(players: .listed(["Ana", "Siobahn"]), seed: 1)
        await #expect(throws: InputError.nearMissNewcomers([UnknownPlayer(reference: "Siobahn", suggestion: "Siobhán Murphy")])) {
            try await start.start(choice, addingNewcomers: true)
        }
        #expect(backend.roster.count == 2)
        let started = try await start.start(choice, addingNewcomers: true, exact: true).value
        #expect(started.newcomers.map(\.name) == ["Siobahn"])
    }
}
