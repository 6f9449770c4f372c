import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct JSONFileStoreStorageTests: StorageTestSupport {
    struct Sample: Codable, Equatable {
        var name: String
        var count: Int
    }

    private func makeSUT(_ directory: StorageTestDirectory) -> JSONFileStore<Sample> {
        JSONFileStore(url: directory.url.appendingPathComponent("nested/sample.json"), kind: .offlineData)
    }

    @Test func load_missingFile_isNil() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }

        #expect(try makeSUT(directory).load() == nil)
    }

    @Test func save_thenLoad_roundTripsAsSortedPrettyJSON() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        try store.save(Sample(name: "Ana", count: 2))

        #expect(try store.load() == Sample(name: "Ana", count: 2))
        #expect(try contents(of: store.url) == "{\n  \"count\" : 2,\n  \"name\" : \"Ana\"\n}\n")
        #expect(try permissions(of: store.url.deletingLastPathComponent()) == 0o700)
    }

    @Test func load_invalidJSON_throwsCorruptWithKindsFailureKind() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try GatherPaths.createDirectory(store.url.deletingLastPathComponent())
        try AtomicFile.write(Data("{oops".utf8), to: store.url)

        let error = #expect(throws: StorageError.self) { try store.load() }

        #expect(error == .corrupt(path: store.url.path, detail: "is not valid JSON", kind: .offlineData))
        #expect(error?.failureKind == .invalidData)
    }

    @Test func load_wrongShape_namesTheField() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try GatherPaths.createDirectory(store.url.deletingLastPathComponent())
        try AtomicFile.write(Data(#"{"name": "Ana", "count": "two"}"#.utf8), to: store.url)

        let error = #expect(throws: StorageError.self) { try store.load() }

        #expect(error == .corrupt(path: store.url.path, detail: "has the wrong type at 'count' (expected a number)", kind: .offlineData))
    }

    @Test(arguments: [(#"{"name": "Ana", "count": 1e30}"#, "holds a number out of range"), (#"{"name": 7, "count": 1}"#, "has the wrong type at 'name' (expected text)"),
                      (#"{"name": "Ana", "count": [1]}"#, "has the wrong type at 'count' (expected a number)"),
                      (#"[1, 2]"#, "has the wrong type at the top level (expected an object)")])
    func load_validJSONOfTheWrongKind_saysSoInWords(_ json: String, _ detail: String) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try GatherPaths.createDirectory(store.url.deletingLastPathComponent())
        try AtomicFile.write(Data(json.utf8), to: store.url)
        #expect(throws: StorageError.corrupt(path: store.url.path, detail: detail, kind: .offlineData)) { try store.load() }
    }

    @Test func update_ofCorruptFile_throwsAndLeavesItUntouched() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try GatherPaths.createDirectory(store.url.deletingLastPathComponent())
        try AtomicFile.write(Data("not json".utf8), to: store.url)

        #expect(throws: StorageError.self) {
            try store.update { $0 = Sample(name: "new", count: 0) }
        }

        #expect(try contents(of: store.url) == "not json")
    }

    @Test func update_ofMissingFile_savesWhatTheBodySets() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        let seen = try store.update { value -> Sample? in
            defer { value = Sample(name: "Ana", count: 1) }
            return value
        }

        #expect(seen == nil)
        #expect(try store.load() == Sample(name: "Ana", count: 1))
    }
}

/// What gather writes, it can read back: indentation is dropped when it would take a
/// file past the read limit, and a value too large even so is refused before writing.
@Suite struct JSONFileStoreSizeStorageTests: StorageTestSupport {
    struct Roster: Codable, Equatable { var names: [String] }

    private let roster = Roster(names: (1...40).map { "Player \($0)" })

    private func store(_ directory: StorageTestDirectory, limit: Int) -> JSONFileStore<Roster> {
        JSONFileStore(url: directory.url.appendingPathComponent("roster.json"), kind: .offlineData, sizeLimit: limit)
    }

    private func size(_ value: Roster, pretty: Bool) throws -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        return try encoder.encode(value).count
    }

    @Test func tooLargeIndented_isWrittenCompactly_andReadsBack() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let limit = (try size(roster, pretty: true) + size(roster, pretty: false)) / 2
        let sut = store(directory, limit: limit)
        try sut.save(roster)
        #expect(try contents(of: sut.url).split(separator: "\n").count == 1)
        #expect(try sut.load() == roster)
    }

    @Test func tooLargeEvenCompact_isRefused_andTheOldFileStays() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let small = Roster(names: ["Ana"])
        let sut = store(directory, limit: try size(roster, pretty: false) - 1)
        try sut.save(small)
        #expect(throws: StorageError.self) { try sut.save(roster) }
        #expect(try sut.load() == small)
    }
}
