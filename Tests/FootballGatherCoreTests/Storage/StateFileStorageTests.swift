import Foundation
import Testing

@testable import FootballGatherCore

/// `state.json`: an intent's changes written once and carried onto what another process
/// wrote meanwhile; a file of a newer gather refused, never rewritten.
@Suite struct StateFileStorageTests: StorageTestSupport {
    private static let server = "http://127.0.0.1:8080"

    @Test func anIntentsChanges_areWrittenOnceWhenItEnds_besideAnotherProcesssChange() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let ours = StateFile(folder: directory.url)
        let theirs = StateFile(folder: directory.url)  // another process, on the same file
        try theirs.update { $0[server: Self.server].squad = [1] }

        try await ours.batching {
            try ours.update { $0[server: Self.server].notes.squadLimit = 10 }
            try ours.update { $0.clock = GatherTimeHandler() }
            #expect(try theirs.read()[server: Self.server].notes.squadLimit == nil, "nothing written yet")
            try theirs.update { $0[server: Self.server].squad = [1, 2] }  // while ours waits on the network
            #expect(try ours.read()[server: Self.server].squad == [1, 2], "the intent sees the other change")
        }

        #expect(ours.writes == 1)
        let state = try theirs.read()
        #expect(state[server: Self.server].squad == [1, 2])
        #expect(state[server: Self.server].notes.squadLimit == 10)
        #expect(state.clock == GatherTimeHandler())
    }

    @Test func anIntentThatFails_stillRecordsWhatItDidBefore() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        struct Lost: Error {}
        await #expect(throws: Lost.self) {
            try await state.batching {
                try state.update { $0[server: Self.server].squad = [4] }
                throw Lost()
            }
        }
        #expect(try StateFile(folder: directory.url).read()[server: Self.server].squad == [4])
    }

    @Test func commitSoFar_writesTheReservationBeforeTheIntentEnds() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let state = StateFile(folder: directory.url)
        let intent = StartIntent(backend: .server(URL(string: Self.server) ?? directory.url), teamA: [], teamB: [], startedAt: Date(timeIntervalSince1970: 0), gathersBefore: [])
        try await state.batching {
            try state.update { $0.slot.start = intent }
            try state.commitSoFar()
            #expect(try StateFile(folder: directory.url).read().slot.start == intent, "a crash here leaves the start resumable")
            try state.update { $0.slot = MatchSlot(match: intent.match(gatherID: UUID())) }
        }
        #expect(state.writes == 2)
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

    @Test func merging_keepsWhatEachSideChanged_partByPart() {
        var base = MachineState()
        base[server: Self.server].notes.retired = [1]
        var ours = base
        ours[server: Self.server].notes.aliases = ["2": ["Bobby"]]
        ours.gathers[UUID(uuidString: "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64") ?? UUID()] = GatherDetails(startedAt: nil, teams: [:])
        var theirs = base
        theirs[server: Self.server].notes.retired = [1, 3]
        theirs[server: "http://other"].squad = [9]

        let merged = MachineState.merging(ours, madeOn: base, onto: theirs)

        #expect(merged[server: Self.server].notes.retired == [1, 3])
        #expect(merged[server: Self.server].notes.aliases == ["2": ["Bobby"]])
        #expect(merged[server: "http://other"].squad == [9])
        #expect(merged.gathers.count == 1)
    }
}
