import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// What each intent on a server writes of this machine's state, each write one locked
/// read-modify-write (never a copy read earlier), and a read writes nothing: counted on the one `state.json`,
/// with the stores, repositories and view models the CLI uses, and a backend in memory.
@Suite struct StateWritesPerIntentTests {
    private static let server = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    private struct Home {
        let directory: StorageTestDirectory
        let root: StorageRoot
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee", "Eli"])
        let connector: FixedConnector
        let clock = ManualClock()

        init() throws {
            directory = try StorageTestDirectory()
            root = StorageRoot(paths: GatherPaths(environment: [
                "HOME": directory.url.path, "XDG_DATA_HOME": directory.file("data").path, "XDG_STATE_HOME": directory.file("state").path,
            ]))
            var bundle = ServiceBundle(
                // One time seen throughout: a new minute is worth a write of its own (`PlayerNameCache`), not counted here.
                players: NameCachingPlayerService(
                    backend, cache: root.playerNames(of: StateWritesPerIntentTests.server), now: { Date(timeIntervalSince1970: 1_800_000_000) }),
                gathers: backend, details: root.memory, auth: nil,
                intents: root.intents(of: StateWritesPerIntentTests.server), notes: root.notes(of: StateWritesPerIntentTests.server))
            bundle.writes = root.state
            connector = FixedConnector(bundle: bundle)
        }

        var writes: Int { root.state.writes }

        var match: MatchViewModel {
            MatchViewModel(
                matches: root.match, connector: connector, clock: ClockViewModel(store: root.clock, clock: clock, sleeper: clock))
        }

        func start() async throws -> (beforeCreate: Int, afterCreate: Int, after: Int) {
            let atCreate = Mutex(-1)
            let state = root.state
            backend.onCreate.withLock { $0 = { atCreate.withLock { $0 = state.writes } } }
            let before = writes
            _ = try await StartViewModel(connector: connector, matches: root.match, squads: root.squads, clock: clock)
                .start(.sides("Ana,Bo/Cy,Dee"))
            let create = atCreate.withLock { $0 }
            return (create - before, writes - create, writes)
        }
    }

    @Test func aStart_writesItsReservationBeforeItsCreate() async throws {
        let home = try Home()
        defer { home.directory.remove() }
        let start = try await home.start()
        #expect(start.beforeCreate == 2, "the names the roster read brought, then the reservation, before the create")
        #expect(start.afterCreate == 2, "the match with its details and the emptied squad, then the players added")
        #expect(try home.root.match.slot().match?.pending == [])
        #expect(try home.root.memory.details().count == 1)
    }

    @Test func aGoal_writesOnce_andALateArrivalAndTheEnd_writeEachPart() async throws {
        let home = try Home()
        defer { home.directory.remove() }
        _ = try await home.start()

        var before = home.writes
        _ = try home.match.goal(for: .teamA)
        #expect(home.writes - before == 1, "a goal")

        before = home.writes
        _ = try await LineupViewModel(matches: home.root.match, connector: home.connector).add("Eli", to: .teamB)
        #expect(home.writes - before == 1, "a late arrival: the match with the gather's sides")

        before = home.writes
        let ending = try await home.match.finish(score: nil)
        #expect(ending.score == Score(teamA: 1, teamB: 0))
        #expect(home.writes - before == 1, "the end: the match, its details, fees and clock")
        #expect(try home.root.match.slot().match == nil)
        #expect(try home.root.memory.details().values.first?.goals?.count == 1)
    }

    @Test func readingTheRosterAgain_writesNothing_andAnAddWritesOnce() async throws {
        let home = try Home()
        defer { home.directory.remove() }
        let roster = Roster(services: try home.connector.services())
        _ = try await roster.players()
        let afterFirstRead = home.writes
        #expect(afterFirstRead == 1, "the names, learned once")
        _ = try await roster.players()
        #expect(home.writes == afterFirstRead, "the same names: nothing to write")

        _ = try await PlayerAddViewModel(roster: roster).add(PlayerAddViewModel.Input(PlayerDraft(name: "Fay")))
        #expect(home.writes - afterFirstRead == 1)
    }
}
