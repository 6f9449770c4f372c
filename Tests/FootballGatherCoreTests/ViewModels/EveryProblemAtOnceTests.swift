import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 39: a pasted list that cannot be taken is refused once, naming every unknown,
/// ambiguous and retired name; nothing changes.
@Suite struct EveryProblemAtOnceTests {
    @Test func unknownAmbiguousAndRetired_areNamedInOneRefusal_andNothingChanges() async throws {
        let backend = MemoryBackend(players: ["Tom Reilly", "Tom Ross", "Dave Smith", "Zoe"])
        let notes = MemoryPlayerNotes(PlayerNotes(retired: [3]))
        let squads = MemorySquadStore()
        let connector = FixedConnector(bundle: .inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil, notes: notes))
        let sut = SquadViewModel(connector: connector, squads: squads)
        await #expect(throws: InputError.listProblems(
            unknown: [UnknownPlayer(reference: "Xavier")],
            ambiguous: [AmbiguousPlayer(reference: "Tom", candidates: ["Tom Reilly #1", "Tom Ross #2"])],
            retired: ["Dave Smith"])) {
            try await sut.add(["Zoe", "Xavier", "Tom", "Dave Smith"])
        }
        #expect(try await sut.list().isEmpty)
    }

    @Test func anAmbiguousName_namesTheAliasesThatTellThePlayersApart() {
        var reilly = Player(id: 1, name: "Tom Reilly")
        reilly.aliases = ["Tom R."]
        let directory = PlayerDirectory([reilly, Player(id: 2, name: "Tom Ross")])
        #expect(throws: InputError.ambiguousPlayer("Tom", candidates: ["Tom Reilly #1 alias 'Tom R.'", "Tom Ross #2"])) {
            try directory.find("Tom")
        }
    }

    @Test func aRepeatedLine_isFoundForAWarning() {
        #expect(PastedPlayers.repeated(typed: ["-"], stdin: "Zoe\nAna\nzoe\n") == ["Zoe"])
        // A reaction, a note or a maybe does not make it another name.
        #expect(PastedPlayers.repeated(typed: ["-"], stdin: "Zoe 👍\nAna\nzoe?\nAna (late)\nBo\n") == ["Zoe 👍", "Ana"])
        // A guest is another entry, and a leading emoji another name.
        #expect(PastedPlayers.repeated(typed: ["-"], stdin: "Ana\nAna +1\n⚽ Zé\nZé\n").isEmpty)
        #expect(PastedPlayers.repeated(typed: ["Bo", "Bo +1", "bo"]) == ["Bo"])
        #expect(PastedPlayers.references(typed: ["-"], stdin: "Zoe\nAna\nzoe\n") == ["Zoe", "Ana"])
    }
}
