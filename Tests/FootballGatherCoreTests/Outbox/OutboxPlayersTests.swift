import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// Players added without signal: a temporary id (`~1`) until sync creates them, then the
/// server's id everywhere this machine keeps them. A backend in memory whose link can be
/// cut, and whose replies to creates can be lost after the player was made.
@Suite struct OutboxPlayersTests {
    private static let server = CuttableLink.server
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let directory: StorageTestDirectory
        let link = CuttableLink()
        let state: StateFile
        let outbox: ServerOutbox
        let players: KeepingPlayerService
        let gathers: KeepingGatherService
        let sync: OutboxSync
        let key = FileSquadStore.key(of: .server(OutboxPlayersTests.server))

        init() throws {
            directory = try StorageTestDirectory()
            state = StateFile(folder: directory.url)
            outbox = ServerOutbox(state: state, server: OutboxPlayersTests.server, userID: UUID())
            // As the CLI stacks them: the roster last seen answers without signal.
            let roster = NameCachingPlayerService(
                link.players, cache: PlayerNameCache(state: state, backend: .server(OutboxPlayersTests.server)))
            let delivery = OutboxDelivery(
                gathers: link.gathers, players: roster, outbox: outbox, intents: MemoryIntentLock())
            players = KeepingPlayerService(delivery, now: { OutboxPlayersTests.now })
            gathers = KeepingGatherService(delivery, now: { OutboxPlayersTests.now })
            sync = OutboxSync(delivery: delivery)
        }

        func cut(_ cut: Bool) { link.cut.withLock { $0 = cut } }
        var named: [String: Int] { Dictionary(link.backend.roster.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first }) }
    }

    /// Changes of one player go out oldest first: an edit kept without signal and held
    /// because the server renamed the player holds a later edit too, sent or kept without
    /// signal; neither goes until the user resolves the first.
    @Test func anEditOfAPlayerWhoseEarlierEditIsHeld_waitsBehindIt() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let bo = try await Self.keepAnEditOfBo(age: 30, renamedElsewhereTo: "Bob", sut)
        _ = try await sut.players.players()  // this machine now knows the server's Bob

        try await sut.players.updatePlayer(id: bo, with: PlayerDraft(name: "Bob", skill: .beginner))
        sut.cut(true)
        try await sut.players.updatePlayer(id: bo, with: PlayerDraft(name: "Bob", skill: .professional))
        sut.cut(false)
        let report = try await sut.sync.sync()

        #expect(report.held.map(\.conflict) == [.playerRenamed(id: bo, was: "Bo", now: "Bob"), .dependsOn(1), .dependsOn(1)])
        #expect(sut.link.backend.roster.first { $0.id == bo } == Player(id: bo, name: "Bob"), "nothing of them was sent")
        #expect(sut.outbox.keptNow.noted.behindHeldChange == 1)
    }

    /// An edit kept without signal sends what it changed, over the player as the server has
    /// them then: another machine's rename and skill stay, and two edits in a row both hold.
    @Test func keptEdits_sendWhatTheyChanged_overTheServersPlayer() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        let bo = try #require(sut.named["Bo"])
        sut.cut(true)
        try await sut.players.updatePlayer(id: bo, with: PlayerDraft(name: "Bo", age: 30))
        try await sut.players.updatePlayer(id: bo, with: PlayerDraft(name: "Bo", age: 30, preferredPosition: .defender))
        sut.cut(false)
        try await sut.link.backend.updatePlayer(id: bo, with: PlayerDraft(name: "Bob", skill: .amateur))  // another machine

        #expect(try await sut.sync.sync().held.map(\.conflict) == [.playerRenamed(id: bo, was: "Bo", now: "Bob"), .dependsOn(1)])
        _ = try await sut.sync.sendAnyway(1)  // the next edit is Bob's too, then
        #expect(try await sut.sync.sync().sent.map(\.id) == [1, 2])

        let server = try #require(sut.link.backend.roster.first { $0.id == bo })
        #expect(server == Player(id: bo, draft: PlayerDraft(name: "Bob", age: 30, skill: .amateur, preferredPosition: .defender)))
    }

    /// A new player whose payments this machine keeps is not dropped either: the payment
    /// would name a player the server never has.
    @Test func aNewPlayerWhoPaid_isNotDropped() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        sut.cut(true)
        let max = try await sut.players.createPlayer(PlayerDraft(name: "Max"))
        try sut.state.update { $0[server: sut.key].notes.fees.payments = [FeePayment(playerID: 1, cents: 300, paidBy: max)] }
        await #expect(throws: SyncError.addsPlayerOfAKeptMatch(1, player: max, gather: nil, create: 1, takenBy: nil)) { try await sut.sync.drop(1) }
    }

    /// An edit kept behind a held one changes only what the user changed on the player as
    /// the roster showed them (a held edit is not shown): sending both keeps both.
    @Test func anEditBehindAHeldOne_changesOnlyItsOwnField() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let bo = try await Self.keepAnEditOfBo(age: 33, renamedElsewhereTo: "Wu", sut)
        #expect(try await sut.players.players().first { $0.id == bo }?.draft == PlayerDraft(name: "Wu"), "the held edit is not shown")

        try await sut.players.updatePlayer(id: bo, with: PlayerDraft(name: "Wu", skill: .professional))
        _ = try await sut.sync.sendAnyway(1)
        #expect(try await sut.sync.sync().sent.map(\.id) == [1, 2])
        #expect(sut.link.backend.roster.first { $0.id == bo }?.draft == PlayerDraft(name: "Wu", age: 33, skill: .professional))
    }

    /// A new player held because another machine added the name is not dropped while a
    /// match this machine keeps names them (it would name a player the server never has);
    /// `--send` takes the server's player of that name as them, and the match goes to them.
    @Test func aNewPlayerWhoseNameIsTaken_andWhoPlayed_isTakenAsTheServersPlayer_notDropped() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let (eve, gather) = try await Self.newPlayerJoiningAMatch("Eve", sut)
        try sut.state.update { $0.gathers[gather] = GatherDetails(startedAt: nil, teams: [eve: .teamA]) }
        sut.cut(false)
        let theirs = try await sut.link.backend.createPlayer(PlayerDraft(name: "Eve"))  // another machine

        #expect(try await sut.sync.sync().held.map(\.conflict) == [.nameTaken(by: theirs), .dependsOn(1)])
        let made = try #require(try sut.outbox.outbox().created[gather], "the gather is made; its details move to the server's id")
        await #expect(throws: SyncError.addsPlayerOfAKeptMatch(1, player: eve, gather: made, create: 1, takenBy: theirs)) { try await sut.sync.drop(1) }
        await #expect(throws: SyncError.addsPlayerOfAKeptMatch(3, player: eve, gather: made, create: 1, takenBy: theirs)) { try await sut.sync.drop(3) }
        #expect(try await sut.sync.sendAnyway(1).takenAs == theirs)
        #expect(try await sut.sync.sync().held.isEmpty)
        #expect(try await sut.link.backend.players(inGather: made).map(\.id) == [theirs])
        #expect(try sut.state.read().gathers[made]?.team(of: theirs) == .teamA, "this machine names them by the server's id")
        #expect(sut.link.backend.roster.filter { $0.name == "Eve" }.count == 1)
    }

    /// `--dry-run` says a new player's name is taken there and `--send` takes them as that player: so it does
    /// with no sync between, which would have held the create first.
    @Test func sendAnyway_rightAfterADryRun_takesTheServersPlayerOfThatName() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        sut.cut(true)
        let eve = try await sut.players.createPlayer(PlayerDraft(name: "Eve"))
        sut.cut(false)
        let theirs = try await sut.link.backend.createPlayer(PlayerDraft(name: "Eve"))  // another machine

        #expect(try await sut.sync.preview().map(\.conflict) == [.nameTaken(by: theirs)])
        #expect(try await sut.sync.sendAnyway(1).takenAs == theirs)
        #expect(try sut.outbox.outbox().madePlayers == [eve: theirs])
    }

    /// The server gave the id of a player this machine made to another new player of it (deleted there, then
    /// reused): the new one takes it, and the state stays readable (each server id is made once).
    @Test func aServerIDGivenAgain_toAnotherNewPlayer_replacesTheOldMapping() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        try sut.outbox.update { box in
            box.madePlayers = [-1: 30]
            box.keep(.createPlayer(id: -2, draft: PlayerDraft(name: "Rob"), above: nil), at: Self.now)
        }
        try sut.outbox.adoptPlayers([-2: 30], done: [1])
        #expect(try sut.outbox.outbox().madePlayers == [-2: 30])
        #expect(try StateFile(folder: sut.directory.url).read()[server: sut.key][outboxOf: sut.outbox.userID].waiting.isEmpty, "read again from disk")
    }

    /// Bo's age set without signal; another machine renames him meanwhile, and a sync holds
    /// the edit for it. Returns his id.
    private static func keepAnEditOfBo(age: Int, renamedElsewhereTo name: String, _ sut: SUT) async throws -> Int {
        _ = try await sut.players.players()
        let bo = try #require(sut.named["Bo"])
        sut.cut(true)
        try await sut.players.updatePlayer(id: bo, with: PlayerDraft(name: "Bo", age: age))
        sut.cut(false)
        try await sut.link.backend.updatePlayer(id: bo, with: PlayerDraft(name: name))
        _ = try await sut.sync.sync()
        return bo
    }

    /// Without signal (the link is left cut): a new player, and a match started with them on Team A.
    private static func newPlayerJoiningAMatch(_ name: String, _ sut: SUT) async throws -> (player: Int, gather: UUID) {
        _ = try await sut.players.players()
        sut.cut(true)
        let player = try await sut.players.createPlayer(PlayerDraft(name: name))
        let gather = try await sut.gathers.createGather()
        try await sut.gathers.addPlayer(id: player, toGather: gather, team: .teamA)
        return (player, gather)
    }

    @Test func aPlayerAddedWithoutSignal_hasATemporaryID_andIsOnTheRosterRead() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        sut.cut(true)

        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed", skill: .amateur))
        let yan = try await sut.players.createPlayer(PlayerDraft(name: "Yan"))

        #expect((zed, yan) == (-1, -2))
        #expect((PlayerID.text(zed), PlayerID.text(yan)) == ("~1", "~2"))
        #expect(sut.outbox.keptNow.noted.server == Self.server, "the command says it was kept")
        let roster = try await sut.players.players()
        #expect(roster.map(\.name) == ["Ana", "Bo", "Cy", "Zed", "Yan"], "from the roster last seen, with what waits")
        #expect(roster.first { $0.id == zed }?.skill == .amateur)
        #expect(sut.link.backend.roster.count == 3, "nothing reached the server")
    }

    @Test func sync_createsThePlayer_beforeTheMatchThatNamesThem_andRenumbersEverythingKept() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        let gather = try await sut.gathers.createGather()
        try await sut.gathers.addPlayer(id: zed, toGather: gather, team: .teamA)
        try await sut.gathers.addPlayer(id: 1, toGather: gather, team: .teamB)
        try sut.state.update { state in
            let zedPlayer = Player(id: zed, name: "Zed")
            state.slot.match = ActiveMatch(
                gatherID: gather, backend: .server(Self.server), teamA: [zedPlayer], teamB: [Player(id: 1, name: "Ana")],
                pending: [zed], startedAt: Self.now)
            state.slot.match?.goals = [GoalEvent(side: .teamA, scorer: zed)]
            state.gathers[UUID()] = GatherDetails(startedAt: nil, teams: [zed: .teamA, 1: .teamB], goals: [GoalEvent(side: .teamA, scorer: zed)])
            state[server: sut.key].squad = [2, zed]
            state[server: sut.key].notes.setAliases(["Z"], of: zed)
            state[server: sut.key].notes.fees.payments = [FeePayment(playerID: zed, cents: 500), FeePayment(playerID: 2, cents: 300, paidBy: zed)]
            state[server: sut.key].notes.fees.hosts = ["3": zed]
            state[server: sut.key].notes.squadMarks = [String(zed): SquadMark(note: "late"), "3": SquadMark(guestOf: zed)]
        }
        sut.cut(false)

        let report = try await sut.sync.sync()

        let made = try #require(sut.named["Zed"])
        #expect(report.madePlayers == [zed: made])
        #expect(report.sent.first?.change == .createPlayer(id: zed, draft: PlayerDraft(name: "Zed"), above: nil), "the player first")
        let serverGather = try #require(try sut.outbox.outbox().created[gather])
        #expect(Set(sut.link.backend.members(of: serverGather).map(\.0)) == [made, 1], "the gather names the server's id")
        let state = try sut.state.read()
        #expect(state.slot.match?.teamA.map(\.id) == [made] && state.slot.match?.pending == [made])
        #expect(state.slot.match?.goals.first?.scorer == made)
        #expect(state.gathers.values.allSatisfy { $0.team(of: made) == .teamA && $0.team(of: zed) == nil && $0.goals?.first?.scorer == made })
        #expect(state[server: sut.key].squad == [2, made])
        #expect(state[server: sut.key].notes.aliases(of: made) == ["Z"] && state[server: sut.key].notes.aliases(of: zed).isEmpty)
        let notes = state[server: sut.key].notes
        #expect(notes.fees.payments.map(\.playerID) == [made, 2] && notes.fees.payments.map(\.paidBy) == [nil, made])
        #expect(notes.fees.hosts == ["3": made], "Cy is the guest of Zed, by the server's id")
        #expect(notes.squadMarks == [String(made): SquadMark(note: "late"), "3": SquadMark(guestOf: made)])
        #expect(try await sut.sync.sync() == SyncReport(), "a second sync sends nothing")
        #expect(sut.link.backend.roster.filter { $0.name == "Zed" }.count == 1)
    }

    @Test func aCommandHoldingTheTemporaryID_cannotWriteItBack_onceThePlayerIsMade() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        sut.cut(false)
        _ = try await sut.sync.sync()
        let made = try #require(sut.named["Zed"])

        try sut.state.update { $0[server: sut.key].squad = [zed] }

        #expect(try sut.state.read()[server: sut.key].squad == [made])
        #expect(try await sut.players.players().filter { $0.name == "Zed" }.map(\.id) == [made])
    }

    @Test func aSyncWhoseCreateReplyWasLost_findsThePlayerNextTime_andMakesNoSecond() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed", age: 30))
        sut.cut(false)
        sut.link.loseCreateReplies.withLock { $0 = true }

        await #expect(throws: APIError.self) { try await sut.sync.sync() }
        #expect(sut.named["Zed"] != nil, "the create landed; its reply was lost")
        guard case .createPlayer(zed, _, let above)? = try sut.outbox.outbox().waiting.first?.change else {
            Issue.record("the create still waits")
            return
        }
        #expect(above == 3, "the snapshot, written before the create was sent")

        sut.link.loseCreateReplies.withLock { $0 = false }
        let report = try await sut.sync.sync()

        #expect(sut.link.backend.roster.filter { $0.name == "Zed" }.count == 1)
        #expect(report.madePlayers == [zed: sut.named["Zed"]])
        #expect(try sut.outbox.outbox().waiting.isEmpty)
    }

    @Test func aNameTakenOnTheServer_holdsTheCreate_andWhatNamesThem_untilRenamed() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.gathers.createGather()
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        try await sut.gathers.addPlayer(id: zed, toGather: gather, team: .teamA)
        try await sut.gathers.addPlayer(id: 2, toGather: gather, team: .teamB)
        _ = try await sut.link.backend.createPlayer(PlayerDraft(name: "zed"))  // another device, meanwhile
        let theirs = try #require(sut.named["zed"])
        sut.cut(false)

        let report = try await sut.sync.sync()

        #expect(report.held.map(\.conflict) == [.nameTaken(by: theirs), .dependsOn(1)])
        #expect(sut.link.backend.members(of: gather).map(\.0) == [2], "everything else went")
        #expect(sut.link.backend.roster.count == 4)

        try await sut.players.updatePlayer(id: zed, with: PlayerDraft(name: "Zed Two"))
        let second = try await sut.sync.sync()

        let made = try #require(sut.named["Zed Two"])
        #expect(second.held.isEmpty && second.madePlayers == [zed: made])
        #expect(Set(sut.link.backend.members(of: gather).map(\.0)) == [2, made])
    }

    @Test func droppingACreate_dropsWhatNamesThePlayer_butNotThePlayerOfTheRunningMatch() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.gathers.createGather()
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        let yan = try await sut.players.createPlayer(PlayerDraft(name: "Yan"))
        try await sut.gathers.addPlayer(id: zed, toGather: gather, team: .teamA)
        try await sut.players.updatePlayer(id: 1, with: PlayerDraft(name: "Anna"))
        try sut.state.update { state in
            state.slot.match = ActiveMatch(
                gatherID: gather, backend: .server(Self.server), teamA: [Player(id: yan, name: "Yan")], teamB: [], startedAt: Self.now)
        }

        await #expect(throws: SyncError.addsPlayerOfTheRunningMatch(2)) { try await sut.sync.drop(2) }
        let dropped = try await sut.sync.drop(1)

        #expect(dropped.map(\.id) == [1, 3], "the create, and the player joining the gather")
        #expect(try sut.outbox.outbox().waiting.map(\.id) == [2, 4])
    }

    @Test func deletingAPlayerNeverSent_forgetsThem_andEverythingNamingThem() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.gathers.createGather()
        _ = try await sut.players.players()
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        try await sut.gathers.addPlayer(id: zed, toGather: gather, team: .teamA)

        try await sut.players.deletePlayer(id: zed)

        #expect(try sut.outbox.outbox().waiting.isEmpty)
        #expect(try await sut.players.players().map(\.name) == ["Ana", "Bo", "Cy"])
    }

    @Test func manyPlayersAddedWithoutSignal_goInOneStep_andAWriteThatReachesTheServerSendsThemFirst() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        sut.cut(true)
        let outcome = try await sut.players.createPlayers((1...8).map { PlayerDraft(name: "New \($0)") }, roster: []) { _ in }
        #expect(outcome.ids == (1...8).map { Optional(-$0) } && outcome.firstError == nil)
        #expect(OutboxSync.steps(of: try sut.outbox.outbox().waiting).count == 1)
        sut.cut(false)

        try await sut.players.updatePlayer(id: 1, with: PlayerDraft(name: "Anna"))

        #expect(try sut.outbox.outbox().waiting.isEmpty)
        #expect(sut.named["Anna"] == 1)
        let made = try #require(sut.named["New 3"])
        #expect(try sut.outbox.outbox().serverID(ofPlayer: -3) == made)
        #expect(sut.link.backend.roster.count == 11)
    }

    @Test func aTemporaryID_isNeverGivenTwice_evenAfterItsPlayerWasForgotten() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        try sut.state.update { $0[server: sut.key].notes.fees.payments = [FeePayment(playerID: zed, cents: 2500)] }
        try await sut.players.deletePlayer(id: zed)
        let yan = try await sut.players.createPlayer(PlayerDraft(name: "Yan"))
        _ = try await sut.sync.drop(2)
        let kim = try await sut.players.createPlayer(PlayerDraft(name: "Kim"))

        #expect((zed, yan, kim) == (-1, -2, -3), "what still names ~1 (a payment) never passes to another player")
        #expect(try sut.state.read().temporaryPlayersGiven == 3)
    }

    @Test func aNewPlayerOfTheRunningMatch_isNeitherDeletedNorDropped_norTheirJoining() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let (zed, gather) = try await Self.newPlayerJoiningAMatch("Zed", sut)
        try sut.state.update { state in
            state.slot.match = ActiveMatch(
                gatherID: gather, backend: .server(Self.server), teamA: [Player(id: zed, name: "Zed")], teamB: [], startedAt: Self.now)
        }

        await #expect(throws: SyncError.newPlayerOfTheRunningMatch(zed)) { try await sut.players.deletePlayer(id: zed) }
        await #expect(throws: SyncError.addsPlayerOfTheRunningMatch(3)) { try await sut.sync.drop(3) }
        #expect(try sut.outbox.outbox().waiting.count == 3)
    }

    @Test func aTwinTheUserAllowed_isNotHeldForItsName() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        sut.cut(true)
        let twin = try await sut.players.createPlayer(PlayerDraft(name: "Ana", age: 12))  // as --allow-duplicate adds it
        sut.cut(false)

        let report = try await sut.sync.sync()

        #expect(report.held.isEmpty)
        #expect(sut.link.backend.roster.filter { $0.name == "Ana" }.count == 2)
        #expect(report.madePlayers[twin] != nil)
        #expect(try sut.outbox.outbox().twins.isEmpty)
    }

    @Test func aWriteThatSendsWhatWaits_tellsTheNewPlayersItMade_andOneBehindAHeldCreate_isSaidSo() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        let gather = try await sut.gathers.createGather()
        sut.cut(true)
        let zed = try await sut.players.createPlayer(PlayerDraft(name: "Zed"))
        let yan = try await sut.players.createPlayer(PlayerDraft(name: "Yan"))
        _ = try await sut.link.backend.createPlayer(PlayerDraft(name: "ZED"))  // another device
        sut.cut(false)

        _ = try await sut.gathers.addPlayers(
            [BulkAssignment(playerID: zed, team: .teamA), BulkAssignment(playerID: yan, team: .teamB)], toGather: gather)

        let made = try #require(sut.named["Yan"])
        #expect(sut.outbox.keptNow.noted.madePlayers == [MadePlayer(name: "Yan", temporaryID: yan, serverID: made)])
        #expect(sut.outbox.keptNow.noted.behindHeldPlayer, "Zed's joining waits behind his held create, though the server answers")
        #expect(sut.link.backend.members(of: gather).map(\.0) == [made])
    }

    @Test func aDamagedStateFile_isSaid_evenWithoutSignal() async throws {
        let sut = try SUT()
        defer { sut.directory.remove() }
        _ = try await sut.players.players()
        try Data(#"{"version":1,"servers":{garbage"#.utf8).write(to: sut.directory.url.appendingPathComponent(StateFile.fileName))
        sut.cut(true)

        await #expect(throws: StorageError.self, "not hidden behind the server that cannot be reached") {
            try await sut.players.players()
        }
    }

    private static let join = #"{"id":2,"keptAt":0,"change":{"addPlayer":{"gather":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","player":-5,"team":"Team A"}}}"#
    private static let create = #"{"id":1,"keptAt":0,"change":{"createPlayer":{"id":-5,"draft":{"name":"Zed"}}}}"#

    @Test(arguments: [
        #"{"nextID":3,"waiting":[\#(join)]}"#,
        #"{"nextID":3,"waiting":[\#(join),\#(create)]}"#,
        #"{"nextID":3,"waiting":[\#(create)],"madePlayers":{"abc":10}}"#,
        #"{"nextID":3,"waiting":[\#(create)],"madePlayers":{"-5":10}}"#,
        #"{"nextID":3,"waiting":[],"madePlayers":{"-8":10,"-9":10}}"#,
        #"{"nextID":3,"waiting":[],"madePlayers":{"-8":0}}"#,
        #"{"nextID":3,"waiting":[{"id":1,"keptAt":0,"change":{"createPlayer":{"id":-5,"draft":{"name":" "}}}}]}"#,
        #"{"nextID":3,"waiting":[{"id":1,"keptAt":0,"change":{"createPlayer":{"id":5,"draft":{"name":"Zed"}}}}]}"#,
        #"{"nextID":3,"waiting":[],"twins":[-5]}"#,
    ])
    func anOutboxNoCommandWrites_isRefused(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Outbox.self, from: Data(json.utf8)) }
    }

    @Test func anOutboxNamingATemporaryIDNoCreateGave_isRefused() throws {
        let json = #"{"nextID":2,"waiting":[{"id":1,"keptAt":0,"change":{"addPlayer":{"gather":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","player":-5,"team":"Team A"}}}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Outbox.self, from: Data(json.utf8)) }
        let given = #"{"nextID":3,"waiting":[{"id":1,"keptAt":0,"change":{"createPlayer":{"id":-5,"draft":{"name":"Zed"}}}},{"id":2,"keptAt":0,"change":{"addPlayer":{"gather":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","player":-5,"team":"Team A"}}}]}"#
        #expect(try JSONDecoder().decode(Outbox.self, from: Data(given.utf8)).temporaryPlayers == [-5])
    }
}

@Suite struct PlayerIDTests {
    @Test func temporaryIDs_areWrittenWithATilde_andReadBack() {
        #expect(PlayerID.text(12) == "12" && PlayerID.tag(12) == "#12")
        #expect(PlayerID.text(-1) == "~1" && PlayerID.tag(-1) == "~1")
        #expect(PlayerID.parse("~1") == -1 && PlayerID.parse("#12") == 12 && PlayerID.parse("12") == 12)
    }

    @Test(arguments: ["-1", "~0", "~", "#", "~-1", "+3", " 7", "1.0", "~1a", "", "~99999999999999999999"])
    func anythingElse_isNoID(_ text: String) {
        #expect(PlayerID.parse(text) == nil)
    }

    @Test func aNameThatReadsAsATemporaryID_isRefused() {
        #expect(PlayerValidation.unaddressable("~3") == .tildeNumber)
        #expect(PlayerValidation.unaddressable("~Zed") == nil)
    }
}
