import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// The outbox in memory: a backend that cannot be reached, then can; `state.json` in a
/// test folder.
@Suite struct OutboxTests {
    private static let server = CuttableLink.server

    private struct SUT {
        let directory: StorageTestDirectory
        let link = CuttableLink()
        let outbox: ServerOutbox
        let keeping: KeepingGatherService
        let sync: OutboxSync

        init() throws {
            directory = try StorageTestDirectory()
            let state = StateFile(folder: directory.url)
            outbox = ServerOutbox(state: state, server: OutboxTests.server, userID: UUID())
            let delivery = OutboxDelivery(gathers: link.gathers, players: link.backend, outbox: outbox, intents: MemoryIntentLock())
            keeping = KeepingGatherService(delivery, now: { Date(timeIntervalSince1970: 1_800_000_000) })
            sync = OutboxSync(delivery: delivery)
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
        #expect(sut.outbox.keptNow.noted.server == Self.server)
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

    /// What a sync sent is in the list that reads without signal answer from, as a write that was sent is.
    @Test func readsWithoutSignalAfterASync_showWhatItSent() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.keeping.gathers()
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.setResult(ofGather: local, score: Score(teamA: 1, teamB: 0))
        sut.link.cut.withLock { $0 = false }
        #expect(try await sut.sync.sync().sent.count == 2)

        sut.link.cut.withLock { $0 = true }
        let read = try await sut.keeping.gathers()
        #expect(read.count == 1 && read.first?.id != local && read.first?.score == "1-0", "\(read)")
    }

    @Test func aStartSynced_isAdoptedAndTakenOut_inOneWrite() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        sut.link.cut.withLock { $0 = false }
        let before = sut.outbox.state.writes

        let report = try await sut.sync.sync()

        #expect(report.created[local] != nil)
        #expect(try sut.outbox.outbox().waiting.isEmpty)
        #expect(sut.outbox.state.writes - before == 2, "the snapshot before the create, then the adoption with the change taken out")
    }

    /// A match started without signal runs under its local id; once it has ended, the first
    /// history read shows its date (the read that moves its details to the server's id).
    /// With signal back and before a sync, a match ended without signal still counts (fees, stats): its players
    /// are this machine's, as the server has no gather to list them by.
    @Test func aMatchEndedWithoutSignal_isAnEndedMatch_withSignal_beforeASync() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        try sut.outbox.state.update { $0[server: sut.outbox.serverKey].roster = sut.link.backend.roster }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try sut.outbox.state.update { $0.gathers[local] = GatherDetails(startedAt: nil, teams: [1: .teamA, 2: .teamB]) }
        try await sut.keeping.setResult(ofGather: local, score: Score(teamA: 1, teamB: 0))
        sut.link.cut.withLock { $0 = false }

        let ended = try await sut.keeping.endedMatches(details: FileGatherMemory(state: sut.outbox.state))
        #expect(ended.map(\.id) == [local])
        #expect(ended.first?.lineUp.players.sorted() == [1, 2])
    }

    @Test func theFirstHistoryAfterAnEnd_showsTheDateOfAMatchStartedWithoutSignal() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let state = sut.outbox.state
        let details = FileGatherMemory(state: state)
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        let kickOff = Date(timeIntervalSince1970: 1_800_000_000)
        try details.remember(GatherDetails(startedAt: kickOff, teams: [:]), of: local)
        try state.update {
            $0.slot.match = ActiveMatch(gatherID: local, backend: .server(Self.server), teamA: [], teamB: [], startedAt: kickOff)
        }
        sut.link.cut.withLock { $0 = false }
        let made = try #require(try await sut.sync.sync().created[local])
        #expect(try details.details()[local] != nil, "the running match keeps its local id")
        try state.update { $0.slot.match = nil }

        let records = GatherRecords(services: .inMemory(players: sut.link.backend, gathers: sut.keeping, details: details, auth: nil))
        #expect(try await records.entries().map(\.startedAt) == [kickOff])
        #expect(try details.details()[made]?.startedAt == kickOff)
    }

    /// What one account kept is said to another that logs in on this machine, and taken
    /// over by a new account of the same name (the server lost the old one), never lost unsaid.
    @Test func changesKeptForAnotherAccount_areSaid_andANewAccountOfTheSameNameTakesThemOver() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        let earlier = ServerOutbox(state: state, server: Self.server, userID: UUID(), username: "fu")
        try earlier.keep(.deleteGather(UUID()), at: Date(timeIntervalSince1970: 0))
        try earlier.keep(.deleteGather(UUID()), at: Date(timeIntervalSince1970: 1))

        let other = ServerOutbox(state: state, server: Self.server, userID: UUID(), username: "bo")
        #expect(try other.othersWaiting().map(\.username) == ["fu"])
        #expect(try other.othersWaiting().map(\.count) == [2])
        #expect(try other.takeOverEarlierAccount() == 0, "another name takes nothing over")

        let again = ServerOutbox(state: state, server: Self.server, userID: UUID(), username: "fu")
        #expect(try again.takeOverEarlierAccount() == 2)
        #expect(try again.outbox().waiting.count == 2)
        #expect(try again.othersWaiting().isEmpty)
        #expect(try other.othersWaiting().map(\.count) == [2], "now under the new account")
        #expect(try again.takeOverEarlierAccount() == 0)
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

    /// A new group's first match, all without signal before the gathers were ever listed:
    /// the reads answer with it (history, stats and fees work at the pitch).
    @Test func beforeTheGathersWereEverListed_theMatchesStartedHereAreRead() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        await #expect(throws: APIError.self, "nothing known yet") { try await sut.keeping.gathers() }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.setResult(ofGather: local, score: Score(teamA: 2, teamB: 1))

        let read = try await sut.keeping.gathers()
        #expect(read.map(\.id) == [local] && read.first?.score == "2-1")
        #expect(sut.outbox.keptNow.noted.answeredOffline)
        #expect(sut.outbox.keptNow.noted.offlineAsOf == nil, "never listed: no time to say")
    }

    /// "offline: as of …" for history and stats: when the gathers were last listed, to the minute.
    @Test func gathersReadWithoutSignal_sayWhenTheyWereLastListed() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.keeping.gathers()
        sut.link.cut.withLock { $0 = true }
        _ = try await sut.keeping.gathers()
        #expect(sut.outbox.keptNow.noted.offlineAsOf == Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// A join of a player deleted on the server holds the rest of its gather; dropping it
    /// drops only it: the other joins and the match's result go with the next sync.
    @Test func droppingTheJoinOfAPlayerDeletedThere_keepsTheRestOfTheMatch() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.keeping.createGather()
        try sut.outbox.state.update { $0[server: sut.outbox.serverKey].roster = sut.link.backend.roster }
        sut.link.cut.withLock { $0 = true }
        try await sut.keeping.addPlayer(id: 1, toGather: gather, team: .teamA)
        try await sut.keeping.addPlayer(id: 2, toGather: gather, team: .teamB)
        try await sut.keeping.setResult(ofGather: gather, score: Score(teamA: 2, teamB: 1))
        sut.link.cut.withLock { $0 = false }
        try await sut.link.backend.deletePlayer(id: 1)

        let held = try await sut.sync.sync().held
        #expect(held.map(\.conflict) == [.playerDeleted(1), .dependsOn(1), .dependsOn(1)])
        #expect(try await sut.sync.drop(1).map(\.id) == [1])
        let report = try await sut.sync.sync()
        #expect(report.sent.map(\.id) == [2, 3] && report.held.isEmpty)
        #expect(sut.link.backend.results == [Score(teamA: 2, teamB: 1)])
        #expect(try await sut.link.backend.players(inGather: gather).map(\.id) == [2])
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

    @Test func whatIsKeptOfAMatchStartedWithoutSignal_movesToTheServersID_onceItIsOver() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        let key = FileSquadStore.key(of: .server(Self.server))
        try sut.outbox.state.update { state in
            state.gathers[local] = GatherDetails(startedAt: nil, teams: [1: .teamA])
            state[server: key].notes.fees = PitchFees(perMatchCents: 500, charged: [local: 500])
        }
        sut.link.cut.withLock { $0 = false }

        let real = try #require(try await sut.sync.sync().created[local])

        let state = try sut.outbox.state.read()
        #expect(state.gathers[real]?.team(of: 1) == .teamA && state.gathers[local] == nil)
        #expect(state[server: key].notes.fees.fee(of: real) == 500 && state[server: key].notes.fees.fee(of: local) == nil)
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

    @Test func aChangeTheServerRefusesAs404_waitsForTheUser_andTheWriteGoesOn() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let (gone, kept) = (try await sut.keeping.createGather(), try await sut.keeping.createGather())
        sut.link.cut.withLock { $0 = true }
        try await sut.keeping.setResult(ofGather: gone, score: Score(teamA: 9, teamB: 9))
        sut.link.cut.withLock { $0 = false }
        try await sut.link.backend.deleteGather(id: gone)

        try await sut.keeping.setResult(ofGather: kept, score: Score(teamA: 1, teamB: 1))

        #expect(sut.link.backend.results == [Score(teamA: 1, teamB: 1)])
        #expect(try sut.outbox.outbox().waiting.map(\.conflict) == [.gatherDeleted(gone)])
    }

    @Test func dropping_takesEveryLaterChangeOfItsGather_butNeverTheRunningMatchsStart() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.addPlayer(id: 1, toGather: local, team: .teamA)
        try await sut.keeping.setResult(ofGather: local, score: Score(teamA: 1, teamB: 0))
        let running = ActiveMatch(gatherID: local, backend: .server(Self.server), teamA: [], teamB: [], startedAt: Date())
        try sut.outbox.state.update { $0.slot.match = running }

        await #expect(throws: SyncError.startsTheRunningMatch(1)) { try await sut.sync.drop(1) }
        try sut.outbox.state.update { $0.slot.match = nil }
        #expect(try await sut.sync.drop(1).map(\.id) == [1, 2, 3])
    }

    @Test(arguments: [
        #"{"nextID": 9223372036854775807, "waiting": []}"#,
        #"{"nextID": 3, "waiting": [{"id": 1, "keptAt": "2026-01-01T00:00:00Z", "change": {"deleteGather": {"_0": "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64"}}}, {"id": 1, "keptAt": "2026-01-01T00:00:00Z", "change": {"deleteGather": {"_0": "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64"}}}]}"#,
        #"{"nextID": 2, "waiting": [{"id": 1, "keptAt": "2026-01-01T00:00:00Z", "change": {"addPlayer": {"gather": "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64", "player": -5, "team": "Team A"}}}]}"#,
    ])
    func anOutboxNoCommandCouldHaveWritten_isRefused(_ outbox: String) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let text = #"{"version": 1, "servers": {"http://127.0.0.1:9": {"outboxes": {"\#(UUID().uuidString)": \#(outbox)}}}}"#
        try Data(text.utf8).write(to: directory.file("state.json"))
        #expect(throws: StorageError.self) { try StateFile(folder: directory.url).read() }
    }

    /// The shapes the refusals above break, whole: they read.
    @Test func anOutboxAsACommandWritesIt_reads() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let change = #"{"addPlayer": {"gather": "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64", "player": 5, "team": "Team A"}}"#
        let outbox = #"{"nextID": 3, "waiting": [{"id": 1, "keptAt": "2026-01-01T00:00:00Z", "change": {"deleteGather": {"_0": "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64"}}}, {"id": 2, "keptAt": "2026-01-01T00:00:00Z", "change": \#(change)}]}"#
        let user = UUID()
        let text = #"{"version": 1, "servers": {"http://127.0.0.1:9": {"outboxes": {"\#(user.uuidString)": \#(outbox)}}}}"#
        try Data(text.utf8).write(to: directory.file("state.json"))
        #expect(try StateFile(folder: directory.url).read()[server: "http://127.0.0.1:9"][outboxOf: user].waiting.count == 2)
    }

    @Test func cancellingAMatchWhoseGatherWasNeverMade_sendsNothingOfIt() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.addPlayer(id: 1, toGather: local, team: .teamA)
        try await sut.keeping.deleteGather(id: local)
        sut.link.cut.withLock { $0 = false }

        #expect(try sut.outbox.outbox().waiting.isEmpty)
        #expect(try await sut.sync.sync() == SyncReport())
        #expect(sut.link.backend.creates == 0)
    }

    @Test func aCreateWithoutAnAnswer_isKeptWithTheGathersJustListed_andSyncFindsIt() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let listed = try await sut.keeping.gathers().map(\.id)
        sut.link.backend.onCreate.withLock { $0 = { throw APIError.timedOut(server: OutboxTests.server.absoluteString) } }

        let local = try await sut.keeping.createGather()

        #expect(try sut.outbox.outbox().waiting.map(\.change) == [.createGather(local: local, before: listed)])
        #expect(sut.link.backend.creates == 1, "made, its answer lost")
        sut.link.backend.onCreate.withLock { $0 = {} }
        let report = try await sut.sync.sync()
        #expect(report.created[local] == sut.link.backend.allGathers.first?.id)
        #expect(sut.link.backend.creates == 1, "found, not made again")
    }

    @Test func playerChanges_ofAPlayerGoneThere_areHeldOrDone() {
        let draft = PlayerDraft(name: "Elias")
        let changes: [ServerChange] = [.editPlayer(id: 7, draft: draft), .deletePlayer(id: 7), .deletePlayer(id: 8), .editPlayer(id: 9, draft: draft)]
        let waiting = changes.enumerated().map { WaitingChange(id: $0.offset + 1, change: $0.element, keptAt: Date()) }

        let (ready, held, landed) = OutboxSync.sorted(waiting, onServer: [], roster: [Player(id: 9, name: "Noor")])

        #expect(ready.map(\.id) == [4])
        #expect(held.map(\.conflict) == [.playerDeleted(7), .dependsOn(1)])
        #expect(landed.map(\.id) == [3], "deleting a player already gone is done")
    }

    /// The server reuses the id of a deleted player: a change kept for Dee is not sent to
    /// Zed, who has her id now, and what follows on that gather waits with it.
    @Test func aChangeForAPlayerWhoseIdNowHasAnotherName_isHeld_withBothNames() {
        let gather = UUID()
        let waiting = [
            WaitingChange(id: 1, change: .addPlayer(gather: gather, player: 90, team: .teamA), keptAt: Date(), playerName: "Dee"),
            WaitingChange(id: 2, change: .result(gather: gather, score: Score(teamA: 1, teamB: 0)), keptAt: Date()),
            WaitingChange(id: 3, change: .addPlayer(gather: gather, player: 91, team: .teamB), keptAt: Date(), playerName: "Ana"),
        ]
        let roster = [Player(id: 90, name: "Zed"), Player(id: 91, name: "ana")]

        let (ready, held, _) = OutboxSync.sorted(waiting, onServer: [Gather(id: gather, userId: UUID())], roster: roster)

        #expect(held.map(\.conflict) == [.playerRenamed(id: 90, was: "Dee", now: "Zed"), .dependsOn(1), .dependsOn(1)])
        #expect(ready.isEmpty)
    }

    /// A join of a player the server no longer has (deleted from another device, or an id
    /// a reset server never gave) waits, with what comes after it on the gather, never sent.
    @Test func aJoinOfAPlayerTheServerNoLongerHas_waits_withWhatFollowsOnTheGather() {
        let gather = UUID()
        let waiting = [
            WaitingChange(id: 1, change: .addPlayer(gather: gather, player: 91, team: .teamA), keptAt: Date(), playerName: "Ana"),
            WaitingChange(id: 2, change: .addPlayer(gather: gather, player: 90, team: .teamB), keptAt: Date(), playerName: "Dee"),
            WaitingChange(id: 3, change: .result(gather: gather, score: Score(teamA: 1, teamB: 0)), keptAt: Date()),
        ]
        let (ready, held, _) = OutboxSync.sorted(waiting, onServer: [Gather(id: gather, userId: UUID())], roster: [Player(id: 91, name: "Ana")])
        #expect(ready.map(\.id) == [1])
        #expect(held.map(\.conflict) == [.playerDeleted(90), .dependsOn(2)])
    }

    /// A join held behind another holds this machine's later delete and rename of its player: sent first,
    /// they would make the join's own player look deleted or renamed on the server.
    @Test func aLaterChangeOfAHeldJoinsPlayer_waitsBehindIt_evenUnderTheGathersLocalID() {
        let (local, made) = (UUID(), UUID())
        let waiting = [
            WaitingChange(id: 1, change: .addPlayer(gather: made, player: 90, team: .teamA), keptAt: Date(), playerName: "Dee"),
            WaitingChange(id: 2, change: .addPlayer(gather: local, player: 91, team: .teamB), keptAt: Date(), playerName: "Cy"),
            WaitingChange(id: 3, change: .deletePlayer(id: 91), keptAt: Date(), playerName: "Cy"),
            WaitingChange(id: 4, change: .editPlayer(id: 92, draft: PlayerDraft(name: "Dan")), keptAt: Date(), playerName: "Ana"),
        ]
        let roster = [Player(id: 90, name: "Zed"), Player(id: 91, name: "Cy"), Player(id: 92, name: "Ana")]
        let (ready, held, _) = OutboxSync.sorted(
            waiting, onServer: [Gather(id: made, userId: UUID())], roster: roster, created: [local: made])
        #expect(held.map(\.conflict) == [.playerRenamed(id: 90, was: "Dee", now: "Zed"), .dependsOn(1), .dependsOn(2)])
        #expect(ready.map(\.id) == [4])
    }

    @Test func thisMachinesOwnWaitingRename_isNotTakenForAnotherPlayer() {
        let gather = UUID()
        let waiting = [
            WaitingChange(id: 1, change: .editPlayer(id: 90, draft: PlayerDraft(name: "Deb")), keptAt: Date(), playerName: "Dee"),
            WaitingChange(id: 2, change: .addPlayer(gather: gather, player: 90, team: .teamA), keptAt: Date(), playerName: "Deb"),
        ]
        let (ready, held, _) = OutboxSync.sorted(waiting, onServer: [Gather(id: gather, userId: UUID())], roster: [Player(id: 90, name: "Dee")])
        #expect(held.isEmpty)
        #expect(ready.map(\.id) == [1, 2])
    }

    /// A gather made, then player #1, Dee as this machine knows her, joining it without
    /// signal (the link is left cut): the change is kept with her name.
    private static func keepDeeJoining(_ sut: SUT) async throws -> UUID {
        let gather = try await sut.keeping.createGather()
        try sut.outbox.state.update { $0[server: sut.outbox.serverKey].roster = [Player(id: 1, name: "Dee")] }
        sut.link.cut.withLock { $0 = true }
        try await sut.keeping.addPlayer(id: 1, toGather: gather, team: .teamA)
        return gather
    }

    @Test func aKeptChange_namesItsPlayerAsThisMachineKnewThem_andSendAnywayLetsItGo() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await Self.keepDeeJoining(sut)
        #expect(try sut.outbox.outbox().waiting.map(\.playerName) == ["Dee"])

        try await sut.keeping.setResult(ofGather: gather, score: Score(teamA: 1, teamB: 0))
        try sut.outbox.update { $0.waiting[0].conflict = .playerRenamed(id: 1, was: "Dee", now: "Zed") }
        await #expect(throws: SyncError.noSuchChange(7)) { try await sut.sync.sendAnyway(7) }
        await #expect(throws: SyncError.notHeldForAName(2)) { try await sut.sync.sendAnyway(2) }
        let released = try await sut.sync.sendAnyway(1).change
        #expect(released.conflict == nil)
        #expect(released.playerName == "Zed")
    }

    /// Dropping a change held because its player's id has another name there: the player this machine knew
    /// has left, and what it kept of them goes to an id of their own; the server's player of that id (whom
    /// the server keeps in the old player's gathers) is marked as not having played.
    @Test func droppingAChangeHeldForARenamedID_setsTheOldPlayersRecordsApart() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await Self.keepDeeJoining(sut)
        let key = sut.outbox.serverKey
        let elsewhere = UUID()  // another server's gather, naming its own #1
        try sut.outbox.state.update { state in
            state.gathers[gather] = GatherDetails(startedAt: nil, teams: [1: .teamA])
            state.gathers[elsewhere] = GatherDetails(startedAt: nil, teams: [1: .teamB])
            state[server: key].gathers = [Gather(id: gather, userId: UUID())]
        }
        sut.link.cut.withLock { $0 = false }
        _ = try await sut.sync.sync()
        try sut.outbox.state.update { $0[server: key].roster = [Player(id: 1, name: "Ana")] }  // as the sync read it

        #expect(try await sut.sync.drop(1).map(\.id) == [1])

        let state = try sut.outbox.state.read()
        let dee = try #require(state[server: key].notes.departed.first)
        #expect(dee.name == "Dee" && PlayerID.isTemporary(dee.id))
        let details = try #require(state.gathers[gather])
        #expect(details.team(of: dee.id) == .teamA && details.team(of: 1) == nil && details.isAbsent(1))
        #expect(state.gathers[elsewhere]?.team(of: 1) == .teamB, "another server's #1 is another player")
    }

    /// A match started without signal is this server's once sync made it, though no list has shown it yet.
    @Test func droppingTheHeldJoinOfAMatchStartedWithoutSignal_setsTheOldPlayersRecordsApart() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let key = sut.outbox.serverKey
        try sut.outbox.state.update { $0[server: key].roster = [Player(id: 1, name: "Dee")] }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.addPlayer(id: 1, toGather: local, team: .teamA)
        try sut.outbox.state.update { $0.gathers[local] = GatherDetails(startedAt: nil, teams: [1: .teamA]) }
        sut.link.cut.withLock { $0 = false }
        let held = try await sut.sync.sync().held
        try sut.outbox.state.update { $0[server: key].roster = [Player(id: 1, name: "Ana")] }  // as the sync read it

        _ = try await sut.sync.drop(try #require(held.first).id)

        let state = try sut.outbox.state.read()
        let made = try #require(try sut.outbox.outbox().created[local])
        let dee = try #require(state[server: key].notes.departed.first)
        #expect(dee.name == "Dee" && PlayerID.isTemporary(dee.id))
        #expect(state.gathers[made]?.team(of: dee.id) == .teamA && state.gathers[made]?.team(of: 1) == nil)
    }

    /// The same check when a write sends what waits before itself, not only in `gather sync`.
    @Test func aWriteSendingWhatWaits_holdsAChangeWhosePlayersIdHasAnotherNameThere() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await Self.keepDeeJoining(sut)
        sut.link.cut.withLock { $0 = false }

        let other = try await sut.keeping.createGather()  // a write: what waits goes first

        #expect(try sut.outbox.outbox().waiting.map(\.conflict) == [.playerRenamed(id: 1, was: "Dee", now: "Ana")])
        #expect(try await sut.link.backend.players(inGather: gather).isEmpty, "Ana is not put in Dee's place")
        #expect(sut.outbox.keptNow.noted.newlyHeld == 1, "the command says an earlier change now waits for the user")
        #expect(try await sut.link.backend.gathers().map(\.id).contains(other))
    }

    /// A match started without signal is named by its local id; once made, its held join still holds the end.
    @Test func theResultOfAGatherStartedWithoutSignal_waitsBehindItsHeldJoin() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        try sut.outbox.state.update { $0[server: sut.outbox.serverKey].roster = [Player(id: 1, name: "Dee")] }
        sut.link.cut.withLock { $0 = true }
        let local = try await sut.keeping.createGather()
        try await sut.keeping.addPlayer(id: 1, toGather: local, team: .teamA)
        sut.link.cut.withLock { $0 = false }

        try await sut.keeping.setResult(ofGather: local, score: Score(teamA: 1, teamB: 0))

        let waiting = try sut.outbox.outbox().waiting
        #expect(waiting.map(\.conflict) == [.playerRenamed(id: 1, was: "Dee", now: "Ana"), .dependsOn(waiting[0].id)])
        #expect(sut.link.backend.results.isEmpty, "the end waits with the join it follows")
        #expect(try await sut.keeping.gathers().map(\.score) == ["1-0"], "reads show the end that waits, not a match in progress")
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
