import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather config get|set|unset`, and what a broken config file does.
@Suite struct ConfigCLITests {
    @Test func setServer_withoutScheme_isRefusedAndSuggestsHTTP() async {
        let home = TestHome()
        let result = await gather("config", "set", "server", "127.0.0.1:8080", home: home)
        #expect(result.code == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("http://"))
        #expect(await gather("config", "get", "server", home: home).stdout.isEmpty)
    }

    @Test func setThenGetServer_printsIt() async {
        let home = TestHome()
        let set = await gather("config", "set", "server", "http://127.0.0.1:9", home: home)
        #expect(set.code == 0)
        #expect(set.stdout == "Set server to http://127.0.0.1:9\n")
        let get = await gather("config", "get", "server", home: home)
        #expect(get.code == 0)
        #expect(get.stdout == "http://127.0.0.1:9\n")
    }

    @Test func setServer_isNormalized() async {
        let home = TestHome()
        _ = await gather("config", "set", "server", "HTTP://LocalHost:8080/", home: home)
        #expect(await gather("config", "get", "server", home: home).stdout == "http://localhost:8080\n")
    }

    @Test func unsetServer_removesIt() async {
        let home = TestHome()
        _ = await gather("config", "set", "server", "http://127.0.0.1:9", home: home)
        let unset = await gather("config", "unset", "server", home: home)
        #expect(unset.code == 0)
        let get = await gather("config", "get", "server", home: home)
        #expect(get.code == 0)
        #expect(get.stdout.isEmpty)
        #expect(await gather("status", home: home).stdout.hasPrefix("Backend: offline"))
    }

    @Test func unknownKey_listsTheKeys() async {
        let home = TestHome()
        let result = await gather("config", "get", "nosuch", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Invalid value 'nosuch' for '<KEY>': expected one of server, username.\nUsage:"))
    }

    @Test func corruptConfig_failsNamingTheFile_andLeavesItUntouched() async throws {
        let home = TestHome()
        try FileManager.default.createDirectory(at: home.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data("garbage{\u{0}\n not json".utf8)
        try garbage.write(to: home.configFile)
        let result = await gather("players", "list", home: home)
        #expect(result.code == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(home.configFile.path))
        #expect(try Data(contentsOf: home.configFile) == garbage)
        // A change to the config must not overwrite it either.
        #expect(await gather("config", "set", "server", "http://127.0.0.1:9", home: home).code == 78)
        #expect(try Data(contentsOf: home.configFile) == garbage)
    }

    @Test func serverFromTheEnvironment_wins_overOffline() async {
        let home = TestHome()
        let result = await gather("status", home: home, variables: ["GATHER_SERVER": "127.0.0.1:8080"])
        #expect(result.code == 78)
        #expect(result.stderr.contains("http://"))
    }

    /// `--json` on a command that shows data prints valid JSON and nothing else.
    @Test func get_json_printsValidJSON() async throws {
        let home = TestHome()
        _ = await gather("config", "set", "server", "http://127.0.0.1:9", home: home)
        let result = await gather("config", "get", "server", "--json", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == #"{"key":"server","value":"http://127.0.0.1:9"}"# + "\n")
    }
}
