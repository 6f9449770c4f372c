import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// With no server configured there are no accounts: the auth commands say so.
@Suite struct OfflineAuthCLITests {
    @Test(arguments: [["login"], ["login", "ana", "--password-stdin"], ["register", "ana", "--password-stdin"], ["logout"]])
    func authCommands_offline_explainThatNoLoginIsNeeded(_ arguments: [String]) async {
        let home = TestHome()
        let result = await gather(arguments: arguments, stdin: ["secret"], home: home)
        #expect(result.code == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: offline mode needs no login"))
        #expect(result.stderr.contains("--server"))
        #expect(!FileManager.default.fileExists(atPath: home.configHome.appendingPathComponent("gather/credentials.json").path))
    }

    @Test func status_offline_namesTheDataDirectory() async {
        let home = TestHome()
        let result = await gather("status", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Backend: offline (\(home.dataDirectory.path))\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func status_offline_json() async throws {
        let home = TestHome()
        let result = await gather("status", "--json", home: home)
        let report = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(report["backend"] as? String == "offline")
        #expect(report["dataDirectory"] as? String == home.dataDirectory.path)
        #expect(report["token"] as? String == "none")
        #expect(report["server"] == nil && report["reachable"] == nil)
        #expect(result.code == 0)
    }

    /// An empty or relative XDG variable means the default under HOME.
    @Test(arguments: ["", "relative/data"])
    func status_withAnUnusableXDGDataHome_usesTheDefault(_ value: String) async {
        let home = TestHome()
        let result = await gather("status", home: home, variables: ["XDG_DATA_HOME": value])
        #expect(result.stdout == "Backend: offline (\(home.root.path)/.local/share/gather)\n")
    }
}
