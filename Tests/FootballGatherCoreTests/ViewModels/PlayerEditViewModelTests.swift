import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A roster in memory that records the updates it receives.
private actor RecordingPlayerService: OneAtATimePlayers {
    var roster: [Player]
    private(set) var updates: [PlayerDraft] = []

    init(_ roster: [Player]) { self.roster = roster }

    func players() async throws -> [Player] { roster }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { 0 }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { updates.append(draft) }
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}

/// Editing: only what was given changes, the whole player is sent, nothing when equal.
@Suite struct PlayerEditViewModelTests {
    private static let ana = Player(id: 1, name: "Ana", age: 24, skill: .amateur, preferredPosition: .striker, favouriteTeam: "Porto")

    @Test func edit_changesOnlyTheGivenField() async throws {
        let service = RecordingPlayerService([Self.ana])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.skill, to: .professional)
        let outcome = try await PlayerEditViewModel.inMemory(service: service).edit("ana", with: changes).value
        var expected = Self.ana
        expected.skill = .professional
        #expect(outcome == .updated(before: Self.ana, after: expected))
        #expect(await service.updates == [expected.draft])
    }

    @Test func edit_clear_removesTheField() async throws {
        let service = RecordingPlayerService([Self.ana])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.age, to: nil)
        changes.set(\.favouriteTeam, to: "   ")
        _ = try await PlayerEditViewModel.inMemory(service: service).edit("1", with: changes)
        #expect(await service.updates == [PlayerDraft(name: "Ana", skill: .amateur, preferredPosition: .striker)])
    }

    @Test func edit_sameValues_isUnchangedAndSendsNothing() async throws {
        let service = RecordingPlayerService([Self.ana])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.name, to: " Ana ")
        changes.set(\.age, to: 24)
        changes.set(\.preferredPosition, to: .striker)
        let outcome = try await PlayerEditViewModel.inMemory(service: service).edit("#1", with: changes).value
        #expect(outcome == .unchanged(Self.ana))
        #expect(await service.updates.isEmpty)
    }

    @Test func edit_invalidAge_isRefusedBeforeAnyRequest() async {
        let service = RecordingPlayerService([Self.ana])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.age, to: 0)
        await #expect(throws: InputError.ageOutOfRange(0)) {
            try await PlayerEditViewModel.inMemory(service: service).edit("1", with: changes)
        }
        #expect(await service.updates.isEmpty)
    }
}
