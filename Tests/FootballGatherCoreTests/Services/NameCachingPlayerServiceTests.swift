import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore

/// The list of a server's player names this machine keeps for completion follows every
/// roster read and change made through the service.
@Suite struct NameCachingPlayerServiceTests {
    private static let server = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    private func makeSUT(_ names: [String]) -> (NameCachingPlayerService, PlayerNameCache, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gather-names-\(UUID().uuidString)")
        let cache = PlayerNameCache(state: StateFile(folder: directory), backend: Self.server)
        return (NameCachingPlayerService(MemoryBackend(players: names), cache: cache), cache, directory)
    }

    @Test func readingTheRoster_replacesTheList() async throws {
        let (sut, cache, directory) = makeSUT(["Ana", "Kwame Mensah"])
        defer { try? FileManager.default.removeItem(at: directory) }
        cache.update { $0 = [.init(id: 99, name: "Gone")] }
        _ = try await sut.players()
        #expect(cache.entries().map(\.name) == ["Ana", "Kwame Mensah"])
    }

    /// "offline: as of …" says the last whole read to the minute: a later read moves it on, within a minute not.
    @Test func theTimeSeen_followsTheReads_toTheMinute() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gather-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PlayerNameCache(state: StateFile(folder: directory), backend: Self.server)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = Mutex(start)
        let sut = NameCachingPlayerService(MemoryBackend(players: ["Ana"]), cache: cache, now: { clock.withLock { $0 } })
        for (later, seen) in [(0.0, 0.0), (30, 0), (120, 120), (150, 120)] {
            clock.withLock { $0 = start + later }
            _ = try await sut.players()
            #expect(try cache.seenAt() == start + seen)
        }
    }

    /// A known id under another name is said once: the server cannot tell a rename on another device from a
    /// new player given a deleted one's id, and what this machine keeps of the id goes with the new name.
    @Test func aKnownIDUnderAnotherName_isSaidOnce() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gather-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PlayerNameCache(state: StateFile(folder: directory), backend: Self.server)
        cache.update { $0 = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Pia")] }
        let said = KeptChanges()
        let sut = NameCachingPlayerService(MemoryBackend(players: ["ana", "Quin"]), cache: cache, offline: said)
        _ = try await sut.players()
        #expect(said.noted.renamedElsewhere == [RenamedElsewhere(id: 2, was: "Pia", now: "Quin")], "Ana's case is no new name")
        _ = try await sut.players()
        #expect(said.noted.renamedElsewhere.count == 1, "said once: the kept roster has the new name")
    }

    /// A player deleted from another device leaves the roster read; one this machine's
    /// matches or fees name is kept as departed, as they were, so their matches still name them.
    @Test func aPlayerDeletedElsewhere_whoPlayedOrPaid_isKeptAsDeparted() async throws {
        let (sut, cache, directory) = makeSUT(["Ana"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = FileSquadStore.key(of: Self.server)
        let (bo, cy, dee) = (Player(id: 7, name: "Bo"), Player(id: 8, name: "Cy"), Player(id: 9, name: "Dee"))
        try cache.state.update { state in
            state[server: key].roster = [Player(id: 1, name: "Ana"), bo, cy, dee]
            state.gathers[UUID()] = GatherDetails(startedAt: nil, teams: [1: .teamA, 7: .teamB])
            state[server: key].notes.fees.payments = [FeePayment(playerID: 1, cents: 100, paidBy: 9)]
        }
        _ = try await sut.players()
        #expect(try cache.state.read()[server: key].notes.departed == [bo, dee], "Cy, named by nothing here, is simply gone")
        _ = try await sut.players()
        #expect(try cache.state.read()[server: key].notes.departed == [bo, dee], "once")
    }

    /// Dee (#2) was deleted on another device, and this machine saw her gone; then the server gave #2 to
    /// Quinn (it reuses its highest id, and keeps Dee's matches under it). What this machine kept of Dee (her
    /// side and goal, her payment) moves to an id of her own; Quinn is marked as not having played. A name
    /// that changed without the player ever being gone here (a rename elsewhere) moves nothing.
    @Test(arguments: [true, false])
    func anIdSeenDeleted_givenToSomeoneNew_takesNoneOfTheOldPlayersRecords(seenGone: Bool) async throws {
        let (sut, cache, directory) = makeSUT(["Ana", "Quinn"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (gather, dee) = (UUID(), Player(id: 2, name: "Dee"))
        let key = FileSquadStore.key(of: Self.server)
        try cache.state.update { state in
            state[server: key].roster = [Player(id: 1, name: "Ana")] + (seenGone ? [] : [dee])
            state[server: key].notes.departed = seenGone ? [dee] : []
            state[server: key].gathers = [Gather(id: gather, userId: UUID(), score: "0-1", winnerTeam: "Team B")]
            state.gathers[gather] = GatherDetails(startedAt: nil, teams: [1: .teamA, 2: .teamB], goals: [GoalEvent(side: .teamB, scorer: 2)])
            state[server: key].notes.fees.payments = [FeePayment(playerID: 2, cents: 500)]
        }

        #expect(try await sut.players().map(\.name) == ["Ana", "Quinn"])

        let state = try cache.state.read()
        let details = try #require(state.gathers[gather])
        let payer = try #require(state[server: key].notes.fees.payments.first?.playerID)
        if seenGone {
            #expect(PlayerID.isTemporary(payer))
            #expect(details.team(of: payer) == .teamB && details.goals?.first?.scorer == payer)
            #expect(details.team(of: 2) == nil && details.isAbsent(2), "Quinn, whom the server lists in Dee's match, did not play it")
            #expect(state[server: key].notes.departed == [Player(id: payer, name: "Dee")])
        } else {
            #expect(details.team(of: 2) == .teamB && payer == 2 && state[server: key].notes.departed.isEmpty)
        }
    }

    @Test func readingTheSameNamesAgain_leavesTheFileAsItWas() async throws {
        let (sut, cache, directory) = makeSUT(["Ana"])
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await sut.players()
        // The same list, seen this minute, written by hand: a rewrite would change these bytes.
        let key = FileSquadStore.key(of: Self.server)
        let seen = ISO8601DateFormatter().string(from: Date())
        let handWritten = Data(#"{ "version": 1, "servers": { "\#(key)": { "roster": [ { "id" : 1, "name" : "Ana" } ], "rosterSeenAt": "\#(seen)" } } }"#.utf8)
        try handWritten.write(to: cache.state.file.url)
        _ = try await sut.players()
        #expect(try Data(contentsOf: cache.state.file.url) == handWritten)
        _ = try await sut.createPlayer(PlayerDraft(name: "Bo"))
        #expect(try Data(contentsOf: cache.state.file.url) != handWritten)
    }

    @Test func addingRenamingAndDeleting_keepTheListInStep() async throws {
        let (sut, cache, directory) = makeSUT(["Ana", "Bo"])
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await sut.players()
        let id = try await sut.createPlayer(PlayerDraft(name: "Cy"))
        try await sut.updatePlayer(id: 1, with: PlayerDraft(name: "Ana Lima"))
        try await sut.deletePlayer(id: 2)
        #expect(cache.entries() == [.init(id: 1, name: "Ana Lima"), .init(id: id, name: "Cy")])
    }

    @Test func eachServer_hasItsOwnList_andAMissingFileIsEmpty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gather-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = Backend.server(URL(string: "http://127.0.0.1:10") ?? URL(fileURLWithPath: "/"))
        #expect(PlayerNameCache(state: StateFile(folder: directory), backend: Self.server).entries().isEmpty)
        PlayerNameCache(state: StateFile(folder: directory), backend: Self.server).update { $0 = [.init(id: 1, name: "Ana")] }
        #expect(PlayerNameCache(state: StateFile(folder: directory), backend: other).entries().isEmpty)
        #expect(PlayerNameCache(state: StateFile(folder: directory), backend: Self.server).entries().map(\.name) == ["Ana"])
    }

    /// A roster read once is what a command answers from when the server cannot be
    /// reached, even when it was empty; one never read is not made up.
    @Test func withoutSignal_theRosterLastReadAnswers_evenAnEmptyOne() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gather-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PlayerNameCache(state: StateFile(folder: directory), backend: Self.server)
        let offline = KeptChanges()
        let unreachable = APIError.unreachable(Unreachable(server: "http://127.0.0.1:9", reason: .refused))
        let cut = NameCachingPlayerService(FailingPlayers(failure: unreachable), cache: cache, offline: offline)
        var neverRead = Unreachable(server: "http://127.0.0.1:9", reason: .refused)
        neverRead.rosterNeverRead = true
        await #expect(throws: APIError.unreachable(neverRead), "said as never read") { try await cut.players() }

        _ = try await NameCachingPlayerService(MemoryBackend(players: []), cache: cache).players()
        #expect(try await cut.players() == [])
        #expect(offline.noted.offlineAsOf != nil)
        // What sync compares with is the server's own roster: never the kept copy.
        await #expect(throws: unreachable) { try await cut.currentPlayers() }
    }
}

