import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct ConfigStoreStorageTests: StorageTestSupport {
    private func makeSUT(_ directory: StorageTestDirectory) -> ConfigStore {
        ConfigStore(paths: GatherPaths(environment: ["HOME": directory.url.path]))
    }

    @Test func load_withoutFile_isEmptyConfig() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }

        #expect(try makeSUT(directory).load() == Config())
    }

    @Test func save_thenLoad_roundTrips() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        let config = Config(server: "http://127.0.0.1:8080", username: "ana")

        try store.save(config)

        #expect(try store.load() == config)
        #expect(store.file.url.path == directory.url.path + "/.config/gather/config.json")
    }

    @Test func set_thenGet_returnsStoredValues() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        let stored = try store.set("server", to: "http://127.0.0.1:8080/")
        try store.set("username", to: "  ana ")

        #expect(stored == "http://127.0.0.1:8080")
        #expect(try store.get("server") == "http://127.0.0.1:8080")
        #expect(try store.get("username") == "ana")
    }

    @Test func unset_removesOnlyThatKey() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try store.save(Config(server: "http://example.com", username: "ana"))

        try store.unset("server")

        #expect(try store.load() == Config(username: "ana"))
    }

    @Test func unset_withoutFile_createsNothing() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        try store.unset("username")

        #expect(FileManager.default.fileExists(atPath: store.file.url.path) == false)
    }

    @Test func get_unknownKey_listsTheKnownKeys() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }

        #expect(throws: ConfigError.unknownKey("sever")) {
            try makeSUT(directory).get("sever")
        }
    }

    @Test(arguments: ["127.0.0.1:8080", "ftp://example.com", "http://example.com/api"])
    func set_invalidServer_throwsConfigurationErrorAndSavesNothing(value: String) throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        let error = #expect(throws: ServerAddressError.self) {
            try store.set("server", to: value)
        }

        #expect(error?.failureKind == .configuration)
        #expect(try store.load() == Config())
    }

    @Test func set_emptyValue_pointsToUnset() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }

        let error = #expect(throws: ConfigError.emptyValue(.username)) {
            try makeSUT(directory).set("username", to: "  ")
        }

        #expect(error?.nextStep == .unsetConfig(.username))
    }

    @Test func load_corruptFile_namesItAndLaterSetDoesNotOverwriteIt() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        let path = store.file.url.path
        try GatherPaths.createDirectory(store.file.url.deletingLastPathComponent())
        try AtomicFile.write(Data("{\"server\": ".utf8), to: store.file.url)

        let error = #expect(throws: StorageError.self) { try store.load() }
        #expect(throws: StorageError.self) { try store.set("username", to: "ana") }

        #expect(error == .corrupt(path: path, detail: "is not valid JSON", kind: .config))
        #expect(error?.failureKind == .configuration)
        #expect(try contents(of: store.file.url) == "{\"server\": ")
    }
}
