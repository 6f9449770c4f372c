import Foundation
import Testing

@testable import FootballGatherCore

/// What this machine remembers of a server's gathers (in `state.json`), and lets go of
/// when a gather is deleted.
@Suite struct GatherMemoryStorageTests {
    @Test func forgettingAGather_keepsTheOthers_whateverTheCaseOfTheStoredID() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        let memory = FileGatherMemory(state: state)
        let (gone, kept) = (UUID(), UUID())
        // A hand-edited file may spell an id in lower case.
        let text = #"{"version": 1, "gathers": {"\#(gone.uuidString.lowercased())": {"teams": {"2": "Team B"}}, "\#(kept.uuidString)": {"teams": {"1": "Team A"}}}}"#
        try Data(text.utf8).write(to: directory.file("state.json"))
        let both = Set([gone, kept])
        #expect(Set(try memory.details().keys) == both)

        try memory.forget(gone)

        #expect(Array(try memory.details().keys) == [kept])
        try memory.forget(UUID())
        #expect(Array(try memory.details().keys) == [kept])
    }

    /// An unsound pair of chances in the state is none for every read, and so for an export (which import
    /// would refuse for it); a huge one never traps on its way to a percentage.
    @Test func anUnsoundKeptPrediction_isNone() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let memory = FileGatherMemory(state: StateFile(folder: directory.url))
        let (bad, good) = (UUID(), UUID())
        try memory.remember(GatherDetails(startedAt: nil, teams: [:], prediction: KeptPrediction(teamA: 1e308, teamB: 0.5)), of: bad)
        try memory.remember(GatherDetails(startedAt: nil, teams: [:], prediction: KeptPrediction(teamA: 0.25, teamB: 0.75)), of: good)

        #expect(try memory.details()[bad]?.prediction == nil)
        #expect(try memory.kickOffs()[bad]?.prediction == nil)
        #expect(try memory.details()[good]?.prediction == KeptPrediction(teamA: 0.25, teamB: 0.75))
        #expect(KeptPrediction(teamA: 1e308, teamB: 0).percentA == 100)
    }
}
