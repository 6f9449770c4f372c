import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A start is planned inside its intent: the squad it draws from is read while the
/// backend's intent lock is held, so a `squad add` at that moment either lands before the
/// plan (and plays) or after the start (and stays for the next match), never in between,
/// where the emptied squad would lose it.
@Suite struct StartIntentTests {
    @Test func aStartFromTheSquad_readsTheSquadOnlyInsideItsIntent() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let squads = WitnessedSquads()
        try squads.update(of: FixedConnector(backend).configured) { $0 = [1, 2, 3, 4] }
        let connector = FixedConnector(players: backend, gathers: backend, intents: IntentWitness())
        let start = StartViewModel(connector: connector, matches: MemoryMatchStore(), squads: squads, clock: ManualClock())

        let match = try await start.start(.auto(players: .squad, seed: 1))

        #expect(match.everyone.count == 4)
        #expect(!squads.reads.isEmpty)
        #expect(squads.reads.allSatisfy { $0 }, "read outside the intent: \(squads.reads)")
        #expect(try squads.squad(of: connector.configured).isEmpty)
    }
}

/// The in-memory intent lock, telling whether the current task is inside an intent.
private final class IntentWitness: IntentSerializer {
    @TaskLocal static var inside = false
    private let lock = MemoryIntentLock()

    func exclusively<T>(_ body: () async throws -> T) async throws -> T {
        try await lock.exclusively { try await Self.$inside.withValue(true) { try await body() } }
    }

    func reserving<T>(_: [ReservedSubject], for _: ReservedAction, _ body: () async throws -> T) async throws -> T {
        try await exclusively(body)
    }
}

/// A squad in memory that notes, at each read, whether it was read inside an intent.
private final class WitnessedSquads: SquadStore {
    private let squads = MemorySquadStore()
    private let log = Mutex<[Bool]>([])

    var reads: [Bool] { log.withLock { $0 } }

    func squad(of backend: Backend) throws -> [Int] {
        log.withLock { $0.append(IntentWitness.inside) }
        return try squads.squad(of: backend)
    }

    func update<T>(of backend: Backend, _ body: (inout [Int]) throws -> T) throws -> T {
        try squads.update(of: backend, body)
    }
}
