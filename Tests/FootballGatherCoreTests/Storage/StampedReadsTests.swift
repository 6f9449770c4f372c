import Foundation
import Testing

@testable import FootballGatherCore

/// A store reads the matches file once while it is unchanged, and again after any write.
@Suite struct StampedReadsTests {
    @Test func anUnchangedFile_isReadOnce_andAReplacedOneAgain() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("matches.json")
        try AtomicFile.write(Data("one".utf8), to: url)
        let reads = StampedReads<String>()
        var count = 0
        let read = { () throws -> String? in
            count += 1
            return try String(contentsOf: url, encoding: .utf8)
        }
        #expect(try reads.value(of: url, reading: read) == "one")
        #expect(try reads.value(of: url, reading: read) == "one")
        #expect(count == 1)
        try AtomicFile.write(Data("two".utf8), to: url)
        #expect(try reads.value(of: url, reading: read) == "two")
        #expect(count == 2)
    }

    @Test func aMissingFile_isNeverKept() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let reads = StampedReads<String>()
        var count = 0
        for _ in 0..<2 { _ = reads.value(of: directory.file("none.json")) { count += 1; return nil } }
        #expect(count == 2)
    }

    @Test func aChangeOfTheOfflineStore_readsTheFileAfresh() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = OfflineStore(directory: directory.url)
        let gather = try await store.createGather()
        #expect(try await store.gathers().map(\.id) == [gather])
        try await store.setResult(ofGather: gather, score: Score(teamA: 2, teamB: 1))
        #expect(try await store.gathers().first?.score == "2-1")
    }
}

/// What a change keeps as the matches file's read is what reading the file gives.
@Suite struct KeptHistoryReadTests {
    private static func gather(startedAt seconds: TimeInterval) -> OfflineGather {
        var gather = OfflineGather(id: UUID())
        gather.createdAt = Date(timeIntervalSince1970: seconds)
        gather.score = "2-1"
        gather.prediction = KeptPrediction(teamA: 0.61, teamB: 0.39)
        gather.members = [.init(playerID: 1, team: .teamA), .init(playerID: 2, team: .teamB)]
        return gather
    }

    @Test(arguments: [1_764_158_400, 1_764_158_400.75, -2_208_988_801])
    func afterAChange_theStoreReadsWhatTheFileHolds(_ seconds: TimeInterval) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let files = OfflineFiles(directory: directory.url, lock: nil)
        try files.change { data in data.gathers.append(Self.gather(startedAt: seconds)) }
        let kept = try files.load().gathers
        let fresh = try OfflineFiles(directory: directory.url, lock: nil).load().gathers
        #expect(kept == fresh)
        #expect(kept.count == 1)
    }
}
