@testable import FootballGatherCore
import Foundation

/// A throw-away home directory with its own XDG directories, removed when the test
/// lets go of it. Every test makes its own, so tests running in parallel never share files.
final class TestHome: Sendable {
    let root: URL

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gather-cli-tests-\(UUID().uuidString)", isDirectory: true)
        for directory in [root, configHome, dataHome, stateHome] {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var configHome: URL { root.appendingPathComponent("config", isDirectory: true) }
    var dataHome: URL { root.appendingPathComponent("data", isDirectory: true) }
    var stateHome: URL { root.appendingPathComponent("state", isDirectory: true) }

    /// `$XDG_DATA_HOME/gather`, where the offline data lives.
    var dataDirectory: URL { dataHome.appendingPathComponent("gather", isDirectory: true) }
    var offlineFile: URL { dataDirectory.appendingPathComponent("offline.json") }
    var configFile: URL { configHome.appendingPathComponent("gather/config.json") }

    /// The only environment a command sees: never the machine's own.
    var variables: [String: String] {
        [
            "HOME": root.path,
            "XDG_CONFIG_HOME": configHome.path,
            "XDG_DATA_HOME": dataHome.path,
            "XDG_STATE_HOME": stateHome.path,
        ]
    }

    /// A path inside the home for files a test writes itself (exports, say).
    func file(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// The files gather keeps in this home, as the binary finds them.
    var storage: StorageRoot { StorageRoot(paths: GatherPaths(environment: variables)) }
}
