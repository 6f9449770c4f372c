import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A server in memory (`MemoryBackend`) that can refuse some creates and adds, answer 404
/// for some gathers' players, and counts requests in flight.
private final class FlakyServer: OneAtATimePlayers, OneAtATimeGathers {
    let backend: MemoryBackend
    private struct Faults {
        var failingNames: Set<String> = []
        var failingAdds = 0
        var unreadableLineups: Set<UUID> = []
        var inFlight = 0
        var mostInFlight = 0
        var playerCreates = 0
    }
    private let faults = Mutex(Faults())

    init(_ backend: MemoryBackend = MemoryBackend()) { self.backend = backend }

    func failCreates(of names: Set<String>) { faults.withLock { $0.failingNames = names } }
    func failAdds(_ count: Int) { faults.withLock { $0.failingAdds = count } }
    func cannotRead(playersOf id: UUID) { faults.withLock { _ = $0.unreadableLineups.insert(id) } }
    var mostInFlight: Int { faults.withLock { $0.mostInFlight } }
    var playerCreates: Int { faults.withLock { $0.playerCreates } }

    func players() async throws -> [Player] { try await backend.players() }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        let refused = faults.withLock { faults in
            faults.playerCreates += 1
            faults.inFlight += 1
            faults.mostInFlight = max(faults.mostInFlight, faults.inFlight)
            return faults.failingNames.contains(draft.name)
        }
        await Task.yield()
        faults.withLock { $0.inFlight -= 1 }
        if refused { throw APIError.serverError(status: 500, reason: nil) }
        return try await backend.createPlayer(draft)
    }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {}
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
    func gathers() async throws -> [Gather] { try await backend.gathers() }
    func createGather() async throws -> UUID { try await backend.createGather() }
    func setResult(ofGather id: UUID, score: Score) async throws { try await backend.setResult(ofGather: id, score: score) }
    func deleteGather(id: UUID) async throws { try await backend.deleteGather(id: id) }

    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        let refused = faults.withLock { faults in
            guard faults.failingAdds > 0 else { return false }
            faults.failingAdds -= 1
            return true
        }
        if refused { throw APIError.rejected(status: 400, reason: "refused") }
        try await backend.addPlayer(id: playerID, toGather: gatherID, team: team)
    }

    func players(inGather id: UUID) async throws -> [Player] {
        if faults.withLock({ $0.unreadableLineups.contains(id) }) { throw APIError.notFound(reason: "Not Found") }
        return try await backend.players(inGather: id)
    }
}

/// Records what an import asks of a backend that takes it in one step (as the offline file does).
private final class OneStepBackend: OneAtATimePlayers, OneAtATimeGathers {
    let steps = Mutex(0)
    let singleCalls = Mutex(0)

    func importArchive(
        planning: ([Player], Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) throws -> ImportedArchive {
        steps.withLock { $0 += 1 }
        let plan = try planning([Player(id: 1, name: "Bo")], [])
        return ImportedArchive(plan: plan, newIDs: Array(2..<(2 + plan.newPlayers.count)))
    }

    private func single() { singleCalls.withLock { $0 += 1 } }
    func players() async throws -> [Player] { single(); return [] }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { single(); return 0 }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { single() }
    func deletePlayer(id: Int) async throws { single() }
    func gathers(ofPlayer id: Int) async throws -> [Gather] { single(); return [] }
    func gathers() async throws -> [Gather] { single(); return [] }
    func createGather() async throws -> UUID { single(); return UUID() }
    func setResult(ofGather id: UUID, score: Score) async throws { single() }
    func deleteGather(id: UUID) async throws { single() }
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws { single() }
    func players(inGather id: UUID) async throws -> [Player] { single(); return [] }
}

/// Import in bulk (one step offline, six at a time on a server, resumable after a
/// failure part-way) and an export that never gives up half-way.
@Suite struct BulkTransferViewModelTests {
    private func makeSUT(
        _ players: any PlayerService, _ gathers: any GatherService, details: any GatherDetailsStore = MemoryGatherDetails()
    ) -> TransferViewModel {
        TransferViewModel(
            services: ServiceBundle.inMemory(players: players, gathers: gathers, details: details, auth: nil),
            documents: MemoryDocuments())
    }

    /// `count` players, and one finished gather of the first four (two a side).
    private func archive(players count: Int) -> ExportArchive {
        let players = (1...count).map { Player(id: $0, name: "Player \($0)") }
        let members = [(1, Team.teamA), (2, .teamA), (3, .teamB), (4, .teamB)].map { ExportedGather.Member(playerID: $0.0, team: $0.1) }
        let gather = ExportedGather(id: UUID(), score: "2-1", winnerTeam: "Team A", startedAt: nil, members: members)
        return ExportArchive(players: players, gathers: [gather])
    }

    @Test func import_failingPartWay_namesWhatWasNot_andRunningItAgainCompletesItWithoutDuplicates() async throws {
        let server = FlakyServer()
        let file = archive(players: 20)
        server.failCreates(of: ["Player 3", "Player 17"])
        let error = await #expect(throws: PartialBatchError.self) { try await makeSUT(server, server).importArchive(file) }
        #expect(error?.batch == .importedPlayers(missing: ["Player 3", "Player 17"], of: 20, gathers: 1))
        #expect(error?.failureKind == .temporaryFailure)
        #expect(server.backend.allGathers.isEmpty)

        server.failCreates(of: [])
        let report = try await makeSUT(server, server).importArchive(file)
        #expect(report.addedPlayers.sorted() == ["Player 17", "Player 3"])
        #expect(report.skippedPlayers.count == 18)
        #expect(server.backend.roster.count == 20)
        #expect(Set(server.backend.roster.map(\.name)).count == 20)
        #expect(server.backend.allGathers.count == 1)
    }

    @Test func import_aGatherWhosePlayersCannotBeAdded_isDeleted_andTheNextRunCreatesItOnce() async throws {
        let server = FlakyServer()
        let details = MemoryGatherDetails()
        let file = archive(players: 4)
        server.failAdds(1)
        let error = await #expect(throws: PartialBatchError.self) { try await makeSUT(server, server, details: details).importArchive(file) }
        #expect(error?.batch == .importedGathers(players: 4, missing: [file.gathers[0].id], of: 1))
        #expect(server.backend.allGathers.isEmpty)

        let report = try await makeSUT(server, server, details: details).importArchive(file)
        #expect(report.addedGathers == 1)
        #expect(server.backend.allGathers.count == 1)
        #expect(server.backend.roster.count == 4)
    }

    @Test func import_cutOffAfterMakingAGather_leavesItUnfinished_andTheNextRunMakesItWholeInItsPlace() async throws {
        let server = FlakyServer()
        let details = MemoryGatherDetails()
        let file = archive(players: 4)
        // What a Ctrl-C between a gather's create and its players leaves: the gather, remembered, empty.
        let orphan = try await server.backend.createGather()
        let sides: [Int: Team] = [1: .teamA, 2: .teamA, 3: .teamB, 4: .teamB]
        try details.remember(GatherDetails(startedAt: nil, teams: sides, importedFrom: file.gathers[0].id), of: orphan)

        let report = try await makeSUT(server, server, details: details).importArchive(file)
        #expect(report.addedGathers == 1)
        let gathers = server.backend.allGathers
        #expect(gathers.count == 1 && gathers.first?.id != orphan)
        #expect(gathers.first?.score == "2-1")
        #expect(try await server.backend.players(inGather: try #require(gathers.first?.id)).count == 4)
        #expect(try details.details()[orphan] == nil)

        // A finished import is skipped whole the next time, as before.
        #expect(try await makeSUT(server, server, details: details).importArchive(file).addedGathers == 0)
        #expect(server.backend.allGathers.count == 1)
    }

    /// Cut off after the last player went and before the score (sent last): not skipped as imported before
    /// (it was, and stayed unscored and uncharged), but made whole in its place.
    @Test func import_cutOffBeforeAGathersScore_isMadeWholeByTheNextRun() async throws {
        let server = FlakyServer()
        let details = MemoryGatherDetails()
        let file = archive(players: 4)
        _ = try await makeSUT(server, server, details: details).importArchive(ExportArchive(players: file.players, gathers: []))
        let unscored = try await server.backend.createGather()
        let sides: [Int: Team] = [1: .teamA, 2: .teamA, 3: .teamB, 4: .teamB]
        try details.remember(GatherDetails(startedAt: nil, teams: sides, importedFrom: file.gathers[0].id), of: unscored)
        for (id, team) in sides { try await server.backend.addPlayer(id: id, toGather: unscored, team: team) }

        #expect(try await makeSUT(server, server, details: details).importArchive(file).addedGathers == 1)
        #expect(server.backend.allGathers.map(\.score) == ["2-1"])
        #expect(try details.details()[unscored] == nil)
    }

    @Test func import_onABackendThatTakesItInOneStep_sendsNothingElse() async throws {
        let backend = OneStepBackend()
        let file = archive(players: 5)
        let report = try await makeSUT(backend, backend).importArchive(file)
        #expect(backend.steps.withLock { $0 } == 1)
        #expect(backend.singleCalls.withLock { $0 } == 0)
        #expect(report.addedPlayers.count == 5)
        #expect(report.addedGathers == 1)
    }

    @Test func export_aGatherWhosePlayersCannotBeRead_isExportedWithoutThem() async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let server = FlakyServer(backend)
        let readable = try await backend.createGather()
        try await backend.addPlayer(id: 1, toGather: readable, team: .teamA)
        let unreadable = try await backend.createGather()
        try await backend.addPlayer(id: 2, toGather: unreadable, team: .teamB)
        server.cannotRead(playersOf: unreadable)

        let result = try await makeSUT(server, server).export()
        #expect(result.gathersWithoutPlayers == [unreadable])
        #expect(result.archive.gathers.count == 2)
        #expect(result.archive.gathers.first { $0.id == unreadable }?.members.isEmpty == true)
        #expect(result.archive.gathers.first { $0.id == readable }?.members.map(\.playerID) == [1])
        #expect(result.archive.players.count == 2)
    }
}
