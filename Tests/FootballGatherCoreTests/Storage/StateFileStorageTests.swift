import Foundation
import Testing

@testable import FootballGatherCore

/// `state.json`: each change one locked read-modify-write that keeps what another process
/// wrote meanwhile; a file of a newer gather refused, never rewritten.
@Suite struct StateFileStorageTests: StorageTestSupport {
    private static let server = "http://127.0.0.1:8080"

    /// What another process wrote between two of ours is never written over: each update
    /// reads the file under the lock, never what an earlier read of ours brought.
    @Test func eachUpdate_readsTheFileAsItIsNow_soAnotherProcesssChangeStays() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let ours = StateFile(folder: directory.url)
        let theirs = StateFile(folder: directory.url)  // another process, on the same file
        try ours.update { $0[server: Self.server].squad = [1] }
        _ = try ours.read()
        try theirs.update { $0[server: Self.server].squad = [1, 2] }
        try ours.update { $0[server: Self.server].notes.squadLimit = 10 }

        let state = try theirs.read()
        #expect(state[server: Self.server].squad == [1, 2])
        #expect(state[server: Self.server].notes.squadLimit == 10)
    }

    @Test func anUpdate_isWrittenAtOnce_soACrashAfterItKeepsIt() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        let intent = StartIntent(backend: .server(URL(string: Self.server) ?? directory.url), teamA: [], teamB: [], startedAt: Date(timeIntervalSince1970: 0), gathersBefore: [])
        try state.update { $0.slot.start = intent }
        #expect(try StateFile(folder: directory.url).read().slot.start == intent, "a crash here leaves the start resumable")
        #expect(state.writes == 1)
    }

    /// Updates made together see each other and are one write, at the end; one that
    /// throws leaves the file as it was; another file's lock inside is refused.
    @Test func updatesTogether_areOneWrite_orNone() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        let squad = try state.together {
            try state.update { $0[server: Self.server].squad = [1] }
            try state.update { $0[server: Self.server].squad.append(2) }
            #expect(try StateFile(folder: directory.url).read()[server: Self.server].squad == [], "nothing written yet")
            return try state.read()[server: Self.server].squad
        }
        #expect(squad == [1, 2])
        #expect(try StateFile(folder: directory.url).read()[server: Self.server].squad == [1, 2])
        #expect(state.writes == 1)

        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try state.together {
                try state.update { $0[server: Self.server].squad = [] }
                throw Refused()
            }
        }
        #expect(try StateFile(folder: directory.url).read()[server: Self.server].squad == [1, 2])
        let other = FileLock(url: directory.file("other.lock"))
        #expect(throws: NestedLockError.self) { try state.together { try other.withLock {} } }
        #expect(state.writes == 1)
    }

    /// A read that finds what was kept (most reads) takes no lock: while another holds it,
    /// it goes on; a change still takes it.
    @Test func aRefreshThatChangesNothing_takesNoLock() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        try state.refresh { $0[server: Self.server].squad = [1] }
        try state.file.lock.withLock {
            try state.refresh { $0[server: Self.server].squad = [1] }
            #expect(throws: NestedLockError.self) { try state.refresh { $0[server: Self.server].squad = [2] } }
        }
        #expect(state.writes == 1)
    }

    @Test func aFileOfANewerGather_isRefused_andLeftAsItWas() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let text = #"{"version": 2, "match": "something new"}"#
        try Data(text.utf8).write(to: directory.file("state.json"))
        let state = StateFile(folder: directory.url)
        let refusal = StorageError.madeByNewerGather(path: directory.file("state.json").path, version: 2, kind: .matchState)
        #expect(throws: refusal) { try state.read() }
        #expect(throws: refusal) { try state.update { $0.clock = nil } }
        #expect(try contents(of: directory.file("state.json")) == text)
    }

    @Test func aDamagedFile_isRefused_andNeverOverwritten() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        try Data("{oops".utf8).write(to: directory.file("state.json"))
        let state = StateFile(folder: directory.url)
        #expect(throws: StorageError.corrupt(path: directory.file("state.json").path, detail: "is not valid JSON", kind: .matchState)) {
            try state.update { $0.clock = nil }
        }
        #expect(try contents(of: directory.file("state.json")) == "{oops")
    }
}
