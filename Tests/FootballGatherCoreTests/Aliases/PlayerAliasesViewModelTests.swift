import Foundation
import Testing
@testable import FootballGatherCore

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
        (["Bo"], "'Bo' is already the name of Bo (#3): an alias must pick one player by itself"),
        (["jose"], "'jose' is already the name of José (#2): an alias must pick one player by itself"),
        (["KWÁ"], "'KWÁ' is already an alias of Kwame Mensah (#1): an alias must pick one player"),
        (["Dee"], "'Dee' is Dee's own name: an alias is another name they answer to"),
        (["Ze", "ze"], "the alias 'ze' is given twice"),
        (["7"], "'7' cannot be an alias, as it could never be used to pick the player: a number is read as a player id"),
        ([" "], "an alias cannot be blank"),
    ])
    func aClash_isRefused_namingTheOtherPlayer_andAddsNobody(_ aliases: [String], _ message: String) async throws {
        let sut = SUT()
        _ = try await sut.edit("Kwame Mensah", adding: ["Kwa"])
        await #expect(throws: InputError.invalid(message)) { try await sut.add("Dee", aliases: aliases) }
        #expect(sut.backend.roster.count == 3)
        #expect(try sut.notes.notes().aliases == ["1": ["Kwa"]])
    }

    @Test func aNewName_thatIsAnotherPlayersAlias_isRefused() async throws {
        let sut = SUT()
        _ = try await sut.edit("Bo", adding: ["Kai"])
        await #expect(throws: InputError.invalid("'kai' is already an alias of Bo (#3): choose another name, or remove the alias first")) {
            try await PlayerAddViewModel(roster: sut.roster).add(PlayerAddViewModel.Input(PlayerDraft(name: "kai")))
        }
        await #expect(throws: InputError.self) {
            try await PlayerAddViewModel(roster: sut.roster).add(names: ["Lu", "KAI"], with: PlayerAddViewModel.Input(PlayerDraft(name: "")))
        }
        var rename = PlayerEditViewModel.Changes()
        rename.set(\.name, to: "Kái")
        await #expect(throws: InputError.invalid("'Kái' is already an alias of Bo (#3): choose another name, or remove the alias first")) {
            try await PlayerEditViewModel(roster: sut.roster).edit("José", with: rename)
        }
        #expect(sut.backend.roster.count == 3)
    }

    @Test func removingAnAliasThePlayerHasNot_isRefused() async throws {
        let sut = SUT()
        _ = try await sut.edit("Bo", adding: ["Bobby"])
        await #expect(throws: InputError.invalid("Bo has no alias 'Rob' (their aliases: Bobby)")) { try await sut.edit("Bo", removing: ["Rob"]) }
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
        let archive = try await TransferViewModel(services: source.services, documents: MemoryDocuments(), clock: ManualClock()).export().archive
        #expect(archive.aliases == ["1": ["Kwa", "KM"], "2": ["Pepe"]])

        let target = SUT()
        _ = try await target.edit("Bo", adding: ["KM"])
        let transfer = TransferViewModel(services: target.services, documents: MemoryDocuments(), clock: ManualClock())
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
