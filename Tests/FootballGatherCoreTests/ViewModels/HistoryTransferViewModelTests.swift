import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// History and transfer in memory: what is listed, shown and deleted, and an export
/// imported into another backend with nothing lost.
@Suite struct HistoryTransferViewModelTests {
    /// A backend with four players and one finished gather (2-3, Ana and Bo against Cy and Dee).
    private func playedBackend() async throws -> (MemoryBackend, MemoryGatherDetails, UUID) {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        let connector = FixedConnector(backend, details: details)
        let matches = MemoryMatchStore()
        let manual = ManualClock()
        let match = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: manual).start(.sides("Ana,Bo/Cy,Dee"))
        let clock = ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual)
        _ = try await MatchViewModel(matches: matches, connector: connector, clock: clock).end(score: Score(teamA: 2, teamB: 3))
        return (backend, details, match.gatherID)
    }

    private func history(_ backend: MemoryBackend, _ details: MemoryGatherDetails, matches: MemoryMatchStore = MemoryMatchStore()) -> HistoryViewModel {
        HistoryViewModel(services: ServiceBundle.inMemory(players: backend, gathers: backend, details: details, auth: nil), matches: matches, clock: ManualClock())
    }

    @Test func history_listsNewestFirst_thenUndated() async throws {
        let backend = MemoryBackend()
        let details = MemoryGatherDetails()
        let old = try await backend.createGather()
        let new = try await backend.createGather()
        let undated = try await backend.createGather()
        try details.remember(GatherDetails(startedAt: Date(timeIntervalSince1970: 10), teams: [:]), of: old)
        try details.remember(GatherDetails(startedAt: Date(timeIntervalSince1970: 20), teams: [:]), of: new)
        #expect(try await history(backend, details).entries().map(\.id) == [new, old, undated])
    }

    @Test func history_showsTheLineupWithTeams_byIDPrefix() async throws {
        let (backend, details, id) = try await playedBackend()
        let viewModel = history(backend, details)
        let entry = try await viewModel.entry(String(id.uuidString.prefix(6)).lowercased())
        #expect(entry.score == "2-3" && entry.winnerTeam == "Team B")
        // Players are added a few at a time, so the backend's order is not fixed.
        let lineup = try await viewModel.lineup(of: id).sorted { $0.player.name < $1.player.name }
        #expect(lineup.map(\.player.name) == ["Ana", "Bo", "Cy", "Dee"])
        #expect(lineup.map(\.team) == [.teamA, .teamA, .teamB, .teamB])
        await #expect(throws: HistoryError.unknownGather("")) { try await viewModel.entry("") }
    }

    @Test func history_delete_removesAPastGather_butRefusesTheRunningMatch() async throws {
        let (backend, details, id) = try await playedBackend()
        let running = try await backend.createGather()
        let match = ActiveMatch(gatherID: running, backend: .offline(dataDirectory: URL(fileURLWithPath: "/d")), teamA: [], teamB: [], startedAt: Date(timeIntervalSince1970: 0))
        let viewModel = history(backend, details, matches: MemoryMatchStore(MatchSlot(match: match)))
        await #expect(throws: MatchError.deletingRunningMatch(running)) { try await viewModel.deletable(running.uuidString) }
        await #expect(throws: MatchError.deletingRunningMatch(running)) { try await viewModel.delete(running) }
        try await viewModel.delete(id)
        #expect(backend.allGathers.map(\.id) == [running])
    }

    @Test func history_delete_takesAtLeastFourCharactersOfTheID_evenWhenFewerNameOneGather() async throws {
        let (backend, details, id) = try await playedBackend()
        let viewModel = history(backend, details)
        for typed in ["", String(id.uuidString.prefix(1)), " \(id.uuidString.prefix(3)) "] {
            await #expect(throws: HistoryError.tooShortToDelete(typed.trimmingCharacters(in: .whitespaces))) {
                try await viewModel.deletable(typed)
            }
        }
        #expect(try await viewModel.deletable(String(id.uuidString.prefix(4)).lowercased()).id == id)
        #expect(backend.allGathers.map(\.id) == [id])
    }

    /// On a server, a player of unknown side still joins the gather (the server wants a side and never
    /// returns it), this machine keeps no side for them, and the unknown date stays unknown.
    @Test func aMemberOfUnknownSide_joinsOnAServer_withNoSideKept_andNoDateMadeUp() async throws {
        let target = MemoryBackend()
        let details = MemoryGatherDetails()
        let gather = ExportedGather(
            id: UUID(), score: "2-1", winnerTeam: "Team A", startedAt: nil,
            members: [.init(playerID: 1, team: nil), .init(playerID: 2, team: .teamB)])
        let archive = ExportArchive(players: [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")], gathers: [gather])
        _ = try await TransferViewModel(services: ServiceBundle.inMemory(players: target, gathers: target, details: details, auth: nil), documents: MemoryDocuments())
            .importArchive(archive)

        let made = try #require(target.allGathers.first?.id)
        #expect(target.members(of: made).map(\.0).sorted() == target.roster.map(\.id).sorted())
        let kept = try #require(try details.details()[made])
        #expect(kept.teams.values.sorted { $0.rawValue < $1.rawValue } == [.teamB])
        #expect(kept.startedAt == nil)
    }

    @Test func export_thenImportElsewhere_keepsPlayersGathersTeamsAndDates_andASecondImportAddsNothing() async throws {
        let (source, sourceDetails, id) = try await playedBackend()
        let documents = MemoryDocuments()
        let exporter = TransferViewModel(services: ServiceBundle.inMemory(players: source, gathers: source, details: sourceDetails, auth: nil), documents: documents)
        let archive = try await exporter.export(to: "backup.json").archive
        #expect(archive.gathers.map(\.id) == [id])

        let target = MemoryBackend(players: ["bo"])
        let targetDetails = MemoryGatherDetails()
        let importer = TransferViewModel(services: ServiceBundle.inMemory(players: target, gathers: target, details: targetDetails, auth: nil), documents: documents)
        let report = try await importer.importFile("backup.json")
        let imported = try #require(target.allGathers.first)
        var expected = ImportReport(addedPlayers: ["Ana", "Cy", "Dee"], skippedPlayers: ["Bo"], addedGathers: 1, skippedGathers: 0)
        expected.changedPlayerIDs = ["1": 2, "2": 1]  // Bo was #1 here; Ana, #1 of the file, came after him
        expected.changedGatherIDs = [id.uuidString: imported.id.uuidString]
        #expect(report == expected)
        #expect(imported.score == "2-3")
        let remembered = try #require(try targetDetails.details()[imported.id])
        #expect(remembered.importedFrom == id)
        let exportedStart = try #require(archive.gathers.first?.startedAt)
        #expect(abs(try #require(remembered.startedAt).timeIntervalSince(exportedStart)) < 1, "the file keeps whole seconds")
        #expect(Set(target.members(of: imported.id).map(\.1)) == [.teamA, .teamB])

        let again = try await importer.importData(try documents.read("backup.json"), source: "stdin")
        var unchanged = ImportReport(addedPlayers: [], skippedPlayers: ["Ana", "Bo", "Cy", "Dee"], addedGathers: 0, skippedGathers: 1)
        unchanged.changedPlayerIDs = ["1": 2, "2": 1]
        #expect(again == unchanged)
        #expect(target.allGathers.count == 1)
    }

    @Test func scorers_areShownByHistory_exported_andImportedWithTheNewPlayerIDs() async throws {
        let played = try await StartedMatch()
        let (source, sourceDetails, match, game) = (played.source, played.details, played.started, played.game)
        try await game.goal(for: .teamA, scorer: .player("Ana"))
        try await game.goal(for: .teamA, scorer: .ownGoal("Dee"))
        _ = try await game.end(score: nil)
        let scored = [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamA, scorer: 4, isOwnGoal: true)]
        #expect(try history(source, sourceDetails).goals(of: match.gatherID) == scored)

        let documents = MemoryDocuments()
        let archive = try await TransferViewModel(
            services: ServiceBundle.inMemory(players: source, gathers: source, details: sourceDetails, auth: nil), documents: documents
        ).export(to: "backup.json").archive
        #expect(archive.gathers.first?.goals == scored)

        let target = MemoryBackend(players: ["Zed"])
        let targetDetails = MemoryGatherDetails()
        _ = try await TransferViewModel(
            services: ServiceBundle.inMemory(players: target, gathers: target, details: targetDetails, auth: nil), documents: documents
        ).importFile("backup.json")
        let imported = try #require(target.allGathers.first)
        let ids = Dictionary(try await target.players().map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        #expect(try targetDetails.details()[imported.id]?.goals == [
            GoalEvent(side: .teamA, scorer: ids["Ana"]), GoalEvent(side: .teamA, scorer: ids["Dee"], isOwnGoal: true),
        ])
    }

    /// A scorer who changes side mid-match loses the credit for their old side's goals (as
    /// `history edit` takes it), so the match, once ended, exports into a file that imports.
    @Test func aScorerWhoChangesSide_losesTheCredit_andTheExportImportsAgain() async throws {
        let played = try await StartedMatch()
        let (source, sourceDetails, game, lineup) = (played.source, played.details, played.game, played.lineup)
        try await game.goal(for: .teamA, scorer: .player("Ana"))
        try await game.goal(for: .teamB, scorer: .player("Cy"))
        try await game.goal(for: .teamA, scorer: .ownGoal("Dee"))

        let swapped = try await lineup.swap("Ana", "Cy")
        #expect(swapped.uncredited.map(\.number) == [1, 2])
        #expect(swapped.uncredited.map(\.player.name) == ["Ana", "Cy"])
        let moved = try await lineup.move("Dee", to: .teamA)
        #expect(moved.uncredited.map(\.number) == [3], "an own goal by a player of the side it counts for is no own goal")
        #expect(try game.match().goals == [GoalEvent(side: .teamA), GoalEvent(side: .teamB), GoalEvent(side: .teamA)])
        #expect(try game.match().currentScore == Score(teamA: 2, teamB: 1), "the goals stay")
        _ = try await game.end(score: nil)

        let documents = MemoryDocuments()
        _ = try await TransferViewModel(
            services: ServiceBundle.inMemory(players: source, gathers: source, details: sourceDetails, auth: nil), documents: documents
        ).export(to: "backup.json")
        let target = MemoryBackend()
        _ = try await TransferViewModel(
            services: ServiceBundle.inMemory(players: target, gathers: target, details: MemoryGatherDetails(), auth: nil), documents: documents
        ).importFile("backup.json")
        #expect(target.allGathers.map(\.score) == ["2-1"])
    }

    /// A skill or position this version does not know is refused, naming it; never dropped.
    @Test(arguments: [
        (#""skill":"god""#, ArchiveError.invalidPlayer(1, reason: .unknownSkill("god"))),
        (#""preferredPosition":"libero""#, ArchiveError.invalidPlayer(1, reason: .unknownPosition("libero"))),
    ])
    func import_ofAnUnknownSkillOrPosition_isRefused_andImportsNothing(_ field: String, _ refusal: ArchiveError) async throws {
        try await expectRefused(#"{"format":"football-gather-export","version":1,"gathers":[],"players":[{"id":1,"name":"Ana","# + field + "}]}", refusal)
    }

    /// Imports `file` into an empty home: refused with `refusal`, and nothing added.
    private func expectRefused(_ file: String, _ refusal: ArchiveError) async throws {
        let documents = MemoryDocuments(["odd.json": Data(file.utf8)])
        let backend = MemoryBackend()
        let importer = TransferViewModel(
            services: ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil), documents: documents)
        await #expect(throws: refusal) { try await importer.importFile("odd.json") }
        #expect(backend.roster.isEmpty)
    }

    /// A squad naming a player the file does not have, or one twice, does not hold together: refused, not
    /// quietly shortened.
    @Test(arguments: [("[1,999]", ArchiveError.strangerInSquad(player: 999)), ("[1,1]", ArchiveError.twiceInSquad(player: 1))])
    func import_ofASquadOfStrangersOrTwins_isRefused_andImportsNothing(_ squad: String, _ refusal: ArchiveError) async throws {
        try await expectRefused(#"{"format":"football-gather-export","version":1,"gathers":[],"players":[{"id":1,"name":"Ana"}],"squad":"# + squad + "}", refusal)
    }

    @Test func import_ofAFileThatIsNoExport_orMissing_isRefused() async throws {
        let documents = MemoryDocuments(["other.json": Data("{\"players\": 3}".utf8)])
        let backend = MemoryBackend()
        let importer = TransferViewModel(services: ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil), documents: documents)
        await #expect(throws: ArchiveError.notAnExport("other.json")) { try await importer.importFile("other.json") }
        await #expect(throws: StorageError.missingFile(path: "nope.json")) { try await importer.importFile("nope.json") }
        #expect(backend.roster.isEmpty)
    }
}

/// Ana and Bo against Cy and Dee, a match started in memory.
private struct StartedMatch {
    let source = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
    let details = MemoryGatherDetails()
    let matches = MemoryMatchStore()
    let clock = ManualClock()
    let connector: FixedConnector
    let started: ActiveMatch

    init() async throws {
        connector = FixedConnector(source, details: details)
        started = try await StartViewModel(connector: connector, matches: matches, squads: MemorySquadStore(), clock: clock).start(.sides("Ana,Bo/Cy,Dee"))
    }

    var game: MatchViewModel {
        MatchViewModel(matches: matches, connector: connector, clock: ClockViewModel(store: MemoryClockStore(), clock: clock, sleeper: clock))
    }

    var lineup: LineupViewModel { LineupViewModel(matches: matches, connector: connector) }
}
