import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore

/// The outbox in memory: a backend that cannot be reached, then can; `state.json` in a
/// test folder.
@Suite struct OutboxTests {
    private static let server = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")

    /// A backend whose connection can be cut: every call fails as a refused connection.
    private final class Link: Sendable {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy"])
        let cut = Mutex(false)
        func check() throws {
            if cut.withLock({ $0 }) { throw APIError.unreachable(Unreachable(server: OutboxTests.server.absoluteString, reason: .refused)) }
        }
    }

    private struct CuttableGathers: OneAtATimeGathers {
        let link: Link
        func gathers() async throws -> [Gather] { try link.check(); return try await link.backend.gathers() }
        func createGather() async throws -> UUID { try link.check(); return try await link.backend.createGather() }
        func setResult(ofGather id: UUID, score: Score) async throws { try link.check(); try await link.backend.setResult(ofGather: id, score: score) }
        func deleteGather(id: UUID) async throws { try link.check(); try await link.backend.deleteGather(id: id) }
        func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
            try link.check()
            try await link.backend.addPlayer(id: playerID, toGather: gatherID, team: team)
        }
        func players(inGather id: UUID) async throws -> [Player] { try link.check(); return try await link.backend.players(inGather: id) }
    }

    private struct SUT {
        let directory: StorageTestDirectory
        let link = Link()
        let outbox: ServerOutbox
        let keeping: KeepingGatherService
        let sync: OutboxSync

        init() throws {
            directory = try StorageTestDirectory()
            let state = StateFile(folder: directory.url)
            outbox = ServerOutbox(state: state, server: OutboxTests.server, userID: UUID())
            let base = CuttableGathers(link: link)
            keeping = KeepingGatherService(base, outbox: outbox, now: { Date(timeIntervalSince1970: 1_800_000_000) })
            sync = OutboxSync(outbox: outbox, gathers: base, intents: MemoryIntentLock())
        }
    }

    @Test func writesWithoutAConnection_areKeptInOrder_andReadsAnswerFromTheKeptList() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.keeping.createGather()
        _ = try await sut.keeping.gathers()
        sut.link.cut.withLock { $0 = true }

        try await sut.keeping.addPlayer(id: 3, toGather: gather, team: .teamB)
        try await sut.keeping.setResult(ofGather: gather, score: Score(teamA: 0, teamB: 2))

        #expect(try sut.outbox.outbox().waiting.map(\.change) == [
            .addPlayer(gather: gather, player: 3, team: .teamB), .result(gather: gather, score: Score(teamA: 0, teamB: 2)),
        ])
        #expect(sut.outbox.keptNow.server == Self.server)
        #expect(try await sut.keeping.gathers().first?.score == "0-2", "the kept list, with what waits applied")
        let local = try await sut.keeping.createGather()
        #expect(try sut.outbox.outbox().waiting.last?.change == .createGather(local: local, before: nil), "a start without signal waits too")
        #expect(try await sut.keeping.gathers().map(\.id).contains(local))
        #expect(sut.link.backend.results.isEmpty && sut.link.backend.creates == 1)
    }

    @Test func sync_sendsEachChangeOnce_inOrder_andASecondSyncSendsNothing() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.keeping.createGather()
        sut.link.cut.withLock { $0 = true }
        for player in [1, 2] { try await sut.keeping.addPlayer(id: player, toGather: gather, team: .teamA) }
        try await sut.keeping.setResult(ofGather: gather, score: Score(teamA: 1, teamB: 0))
        sut.link.cut.withLock { $0 = false }

        let report = try await sut.sync.sync()

        #expect(report.sent.map(\.id) == [1, 2, 3])
        #expect(report.held.isEmpty)
        #expect(sut.link.backend.members(of: gather).map(\.0) == [1, 2])
        #expect(sut.link.backend.results == [Score(teamA: 1, teamB: 0)])
        #expect(try await sut.sync.sync() == SyncReport())
        #expect(sut.link.backend.results.count == 1)
    }

    @Test func aResultTheServerAlreadyHas_isNotSentAgain() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.keeping.createGather()
        sut.link.cut.withLock { $0 = true }
        try await sut.keeping.setResult(ofGather: gather, score: Score(teamA: 2, teamB: 2))
        sut.link.cut.withLock { $0 = false }
        try await sut.link.backend.setResult(ofGather: gather, score: Score(teamA: 2, teamB: 2))  // a sync killed after it landed

        let report = try await sut.sync.sync()

        #expect(report.sent.map(\.id) == [1])
        #expect(sut.link.backend.results.count == 1)
    }

    @Test func changesOnAGatherDeletedThere_areHeld_andDroppedTogether() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let (gone, kept) = (try await sut.keeping.createGather(), try await sut.keeping.createGather())
        sut.link.cut.withLock { $0 = true }
        try await sut.keeping.addPlayer(id: 1, toGather: gone, team: .teamA)
        try await sut.keeping.setResult(ofGather: kept, score: Score(teamA: 1, teamB: 0))
        try await sut.keeping.setResult(ofGather: gone, score: Score(teamA: 3, teamB: 0))
        sut.link.cut.withLock { $0 = false }
        try await sut.link.backend.deleteGather(id: gone)

        let report = try await sut.sync.sync()

        #expect(report.sent.map(\.id) == [2])
        #expect(report.held.map(\.conflict) == [.gatherDeleted(gone), .dependsOn(1)])
        #expect(try await sut.sync.drop(1).map(\.id) == [1, 3])
        #expect(try sut.outbox.outbox().waiting.isEmpty)
        await #expect(throws: SyncError.noSuchChange(1)) { try await sut.sync.drop(1) }
    }

    @Test func aGatherStartedWithoutSignal_isCreated_andItsChangesNameTheServersID() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.addPlayer(id: 1, toGather: local, team: .teamA)
        try await sut.keeping.setResult(ofGather: local, score: Score(teamA: 1, teamB: 0))
        sut.link.cut.withLock { $0 = false }

        let report = try await sut.sync.sync()

        let real = try #require(report.created[local])
        #expect(sut.link.backend.allGathers.map(\.id) == [real])
        #expect(sut.link.backend.members(of: real).map(\.0) == [1])
        #expect(sut.link.backend.allGathers.first?.score == "1-0")
        #expect(try sut.outbox.outbox().serverID(of: local) == real)
    }

    @Test func aCreateWhoseReplyWasLost_isFoundBySnapshot_notMadeTwice() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        sut.link.cut.withLock { $0 = false }
        try sut.outbox.snapshot([], for: 1)
        let made = try await sut.link.backend.createGather()  // the first sync's create landed; its reply was lost

        let report = try await sut.sync.sync()

        #expect(report.created[local] == made)
        #expect(sut.link.backend.creates == 1)
    }

    @Test func steps_groupAGathersPlayers_andKeepEveryOtherChangeAlone() {
        let (one, two) = (UUID(), UUID())
        let changes: [ServerChange] = [
            .addPlayer(gather: one, player: 1, team: .teamA), .addPlayer(gather: one, player: 2, team: .teamB),
            .result(gather: one, score: Score(teamA: 1, teamB: 0)), .addPlayer(gather: two, player: 3, team: .teamA),
            .deleteGather(two),
        ]
        let waiting = changes.enumerated().map { WaitingChange(id: $0.offset + 1, change: $0.element, keptAt: Date()) }
        #expect(OutboxSync.steps(of: waiting).map { $0.map(\.id) } == [[1, 2], [3], [4], [5]])
    }
}
