import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Aliases kept on this machine per backend: added, edited, removed, unique among every
/// name and alias, gone with a deleted player, exported and imported.
@Suite struct PlayerAliasesViewModelTests {
    private struct SUT {
        let backend = MemoryBackend(players: ["Kwame Mensah", "José", "Bo"])
        let notes = MemoryPlayerNotes()
        var roster: Roster { Roster.inMemory(service: backend, notes: notes) }
        var services: ServiceBundle { ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil, notes: notes) }

        func add(_ name: String, aliases: [String]) async throws -> Player {
            try await PlayerAddViewModel(roster: roster).add(PlayerAddViewModel.Input(PlayerDraft(name: name), aliases: aliases))
        }

        func edit(_ reference: String, adding: [String] = [], removing: [String] = []) async throws -> PlayerEditViewModel.Outcome {
            var changes = PlayerEditViewModel.Changes()
            changes.addedAliases = adding
            changes.removedAliases = removing
            return try await PlayerEditViewModel(roster: roster).edit(reference, with: changes).value
        }

        func aliases() async throws -> [String: [String]] {
            Dictionary(uniqueKeysWithValues: try await roster.players().map { ($0.name, $0.aliases) })
        }
    }

    @Test func renamingAPlayerToTheirOwnAlias_dropsTheAlias() async throws {
        let sut = SUT()
        _ = try await sut.add("Dee Dee", aliases: ["Dot", "DD"])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.name, to: "dot")
        _ = try await PlayerEditViewModel(roster: sut.roster).edit("Dee Dee", with: changes)
        #expect(try await sut.aliases()["dot"] == ["DD"])
    }

    @Test func addAndEdit_keepTheAliases_andTheRosterCarriesThem() async throws {
        let sut = SUT()
        let dee = try await sut.add("Dee Dee", aliases: [" DD ", "Dot"])
        #expect(dee.aliases == ["DD", "Dot"])
        #expect(try sut.notes.notes().aliases(of: dee.id) == ["DD", "Dot"])
        _ = try await sut.edit("dot", adding: ["Double D"], removing: ["dd"])
        #expect(try await sut.aliases()["Dee Dee"] == ["Dot", "Double D"])
        let outcome = try await sut.edit("Dee Dee", removing: ["DOT", "double d"])
        #expect(try await sut.aliases()["Dee Dee"] == [])
        #expect(try sut.notes.notes().aliases.isEmpty)
        #expect(outcome == .updated(before: dee.withAliases(["Dot", "Double D"]), after: dee.withAliases([])))
        #expect(sut.backend.roster.count == 4)
    }

    @Test(arguments: [
        (["Bo"], InputError.aliasIsNameOf("Bo", player: "Bo", id: 3)),
        (["jose"], .aliasIsNameOf("jose", player: "José", id: 2)),
        (["KWÁ"], .aliasTaken("KWÁ", player: "Kwame Mensah", id: 1)),
        (["Dee"], .aliasIsOwnName("Dee", name: "Dee")),
        (["Ze", "ze"], .aliasGivenTwice("ze")),
        (["7"], .invalidAlias(.unaddressableName("7", reason: .number))),
        ([" "], .invalidAlias(.blankName)),
    ])
    func aClash_isRefused_namingTheOtherPlayer_andAddsNobody(_ aliases: [String], _ refusal: InputError) async throws {
        let sut = SUT()
        _ = try await sut.edit("Kwame Mensah", adding: ["Kwa"])
        await #expect(throws: refusal) { try await sut.add("Dee", aliases: aliases) }
        #expect(sut.backend.roster.count == 3)
        #expect(try sut.notes.notes().aliases == ["1": ["Kwa"]])
    }

    @Test func aNewName_thatIsAnotherPlayersAlias_isRefused() async throws {
        let sut = SUT()
        _ = try await sut.edit("Bo", adding: ["Kai"])
        await #expect(throws: InputError.nameIsAliasOf("kai", player: "Bo", id: 3)) {
            try await PlayerAddViewModel(roster: sut.roster).add(PlayerAddViewModel.Input(PlayerDraft(name: "kai")))
        }
        await #expect(throws: InputError.self) {
            try await PlayerAddViewModel(roster: sut.roster).add(names: ["Lu", "KAI"], with: PlayerAddViewModel.Input(PlayerDraft(name: "")))
        }
        var rename = PlayerEditViewModel.Changes()
        rename.set(\.name, to: "Kái")
        await #expect(throws: InputError.nameIsAliasOf("Kái", player: "Bo", id: 3)) {
            try await PlayerEditViewModel(roster: sut.roster).edit("José", with: rename)
        }
        #expect(sut.backend.roster.count == 3)
    }

    @Test func removingAnAliasThePlayerHasNot_isRefused() async throws {
        let sut = SUT()
        _ = try await sut.edit("Bo", adding: ["Bobby"])
        await #expect(throws: InputError.noSuchAlias("Rob", player: "Bo", aliases: ["Bobby"])) { try await sut.edit("Bo", removing: ["Rob"]) }
    }

    @Test func deletingByAlias_deletesThatPlayer_andFreesTheAlias() async throws {
        let sut = SUT()
        _ = try await sut.edit("Kwame Mensah", adding: ["KM"])
        let details = PlayerDetailViewModel.inMemory(roster: sut.roster)
        let players = try await details.players(["km"])
        #expect(players.map(\.id) == [1])
        try await details.delete(players)
        #expect(try sut.notes.notes().aliases.isEmpty)
        #expect(try sut.notes.notes().departed.map(\.id) == [1])
    }

    @Test func exportAndImport_carryTheAliases_leavingOutOnesThatWouldClash() async throws {
        let source = SUT()
        _ = try await source.edit("Kwame Mensah", adding: ["Kwa", "KM"])
        _ = try await source.edit("José", adding: ["Pepe"])
        let archive = try await TransferViewModel(services: source.services, documents: MemoryDocuments()).export().archive
        #expect(archive.aliases == ["1": ["Kwa", "KM"], "2": ["Pepe"]])

        let target = SUT()
        _ = try await target.edit("Bo", adding: ["KM"])
        let transfer = TransferViewModel(services: target.services, documents: MemoryDocuments())
        _ = try await transfer.importArchive(archive)
        _ = try await transfer.importArchive(archive)
        #expect(try await target.aliases() == ["Kwame Mensah": ["Kwa"], "José": ["Pepe"], "Bo": ["KM"]])
    }

    @Test func notesWrittenBeforeAliases_readWithNone() throws {
        let notes = try JSONDecoder().decode(PlayerNotes.self, from: Data(#"{"retired":[],"departed":[],"squadLimit":8}"#.utf8))
        #expect(notes.aliases.isEmpty && notes.squadLimit == 8)
    }
}

extension Player {
    fileprivate func withAliases(_ aliases: [String]) -> Player {
        var player = self
        player.aliases = aliases
        return player
    }
}
