import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 39: `players edit Béatrice --known-as Bea`: a short name the group uses, unique and
/// checked as aliases are, which the roster reads carry for chat posts.
@Suite struct KnownAsTests {
    @Test func knownAs_isKeptAsAnAlias_andReadWithTheRoster_andIsUnique() async throws {
        let backend = MemoryBackend(players: ["Béatrice Dupont", "Bo"])
        let notes = MemoryPlayerNotes()
        let service = AliasedPlayers.wrapping(backend, notes: notes)
        let sut = PlayerEditViewModel(roster: Roster.inMemory(service: service, notes: notes))
        var changes = PlayerEditViewModel.Changes()
        changes.knownAs = "Bea"
        _ = try await sut.edit("Béatrice", with: changes)
        let beatrice = try #require(try await service.players().first)
        #expect(beatrice.knownAs == "Bea")
        #expect(beatrice.aliases == ["Bea"])
        await #expect(throws: InputError.self) { try await sut.edit("Bo", with: changes) }
        #expect(try await service.players().last?.knownAs == nil)
    }
}
