import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 39: `cancel` gives the squad back as it was before `start` (its order, the
/// reserves beyond the limit), with the late arrivals added after it.
@Suite struct CancelGivesSquadBackTests {
    @Test func cancel_givesTheSquadBackInItsOrder_withReservesAndLateArrivals() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"])
        let matches = MemoryMatchStore()
        let squads = MemorySquadStore()
        let connector = FixedConnector(backend)
        let manual = ManualClock()
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        let squad = SquadViewModel(connector: connector, squads: squads)
        _ = try await squad.add(["Dee", "Ana", "Cy", "Bo", "Eli"])
        _ = try await squad.setLimit(4)
        let start = StartViewModel(connector: connector, matches: matches, squads: squads, clock: manual)
        let match = try await start.start(.auto(players: .squad, seed: 1))
        #expect(match.everyone.count == 4, "the reserve Eli does not play")
        #expect(try await squad.list().isEmpty, "the start took the squad")
        _ = try await LineupViewModel(matches: matches, connector: connector).add("Fay", to: .teamA)

        _ = try await MatchViewModel(matches: matches, connector: connector, clock: clock, squads: squads).cancel()

        #expect(try await squad.list().map(\.name) == ["Dee", "Ana", "Cy", "Bo", "Eli", "Fay"])
        #expect(try squad.limit() == 4)
        #expect(Squad.split(try await squad.list(), limit: 4).reserves.map(\.name) == ["Eli", "Fay"])
    }
}
