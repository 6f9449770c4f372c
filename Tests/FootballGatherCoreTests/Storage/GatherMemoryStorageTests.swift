import Foundation
import Testing

@testable import FootballGatherCore

/// `history.json`: what this machine remembers of a server's gathers, and lets go of when
/// a gather is deleted.
@Suite struct GatherMemoryStorageTests {
    @Test func forgettingAGather_keepsTheOthers_whateverTheCaseOfTheStoredID() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let memory = FileGatherMemory(directory: directory.url, lock: FileLock(url: directory.file("gather.lock")))
        let (gone, kept) = (UUID(), UUID())
        try memory.remember(GatherDetails(startedAt: Date(timeIntervalSince1970: 1), teams: [1: .teamA]), of: kept)
        // A hand-edited file may spell an id in lower case.
        let text = #"{"\#(gone.uuidString.lowercased())": {"teams": {"2": "Team B"}}, "\#(kept.uuidString)": {"teams": {"1": "Team A"}}}"#
        try Data(text.utf8).write(to: directory.file("history.json"))
        #expect(try memory.details().keys.sorted { $0.uuidString < $1.uuidString } == [gone, kept].sorted { $0.uuidString < $1.uuidString })

        try memory.forget(gone)

        #expect(Array(try memory.details().keys) == [kept])
        try memory.forget(UUID())
        #expect(Array(try memory.details().keys) == [kept])
    }
}
