import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct GatherPathsStorageTests: StorageTestSupport {
    @Test func init_withOnlyHome_usesXDGDefaults() {
        let paths = GatherPaths(environment: ["HOME": "/home/ana"])

        #expect(paths.configDirectory.path == "/home/ana/.config/gather")
        #expect(paths.dataDirectory.path == "/home/ana/.local/share/gather")
        #expect(paths.stateDirectory.path == "/home/ana/.local/state/gather")
        #expect(paths.configFile.path == "/home/ana/.config/gather/config.json")
        #expect(paths.credentialsFile.path == "/home/ana/.config/gather/credentials.json")
    }

    @Test func init_withEmptyVariables_usesDefaults() {
        let paths = GatherPaths(environment: [
            "HOME": "/home/ana", "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": "", "XDG_STATE_HOME": "",
        ])

        #expect(paths == GatherPaths(environment: ["HOME": "/home/ana"]))
    }

    @Test func init_withRelativeVariables_ignoresThemAsTheSpecSays() {
        let paths = GatherPaths(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "relative/config"])

        #expect(paths.configDirectory.path == "/home/ana/.config/gather")
    }

    @Test func init_withOverrides_usesThem() {
        let paths = GatherPaths(environment: [
            "HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state",
        ])

        #expect(paths.configDirectory.path == "/cfg/gather")
        #expect(paths.dataDirectory.path == "/data/gather")
        #expect(paths.stateDirectory.path == "/state/gather")
    }

    @Test func init_withoutHome_fallsBackToAnAbsoluteHome() {
        let paths = GatherPaths(environment: ["HOME": ""])

        #expect(paths.configDirectory.path.hasPrefix("/"))
        #expect(paths.configDirectory.path.hasSuffix("/.config/gather"))
    }

    @Test func createDirectory_withMissingParents_createsAllAt0700() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let nested = directory.url.appendingPathComponent("a/b/gather")

        try GatherPaths.createDirectory(nested)

        #expect(try permissions(of: nested) == 0o700)
        #expect(try permissions(of: directory.url.appendingPathComponent("a")) == 0o700)
    }

    @Test func createDirectory_thatExists_leavesItAlone() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        try setPermissions(0o755, of: directory.url)

        try GatherPaths.createDirectory(directory.url)

        #expect(try permissions(of: directory.url) == 0o755)
    }

    @Test func createDirectory_whereAFileIs_throwsUnwritable() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let file = directory.file("occupied")
        try AtomicFile.write(Data(), to: file)

        #expect(throws: StorageError.unwritable(path: file.path, reason: "it exists and is not a directory")) {
            try GatherPaths.createDirectory(file.appendingPathComponent("gather"))
        }
    }
}
