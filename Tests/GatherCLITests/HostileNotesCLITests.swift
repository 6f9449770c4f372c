import Foundation
import Testing

@testable import GatherCLI

/// What this machine keeps of a backend (`players-kept.json`) and what an import brings
/// in are checked like any outside input: a value no command could have set is refused
/// with one sentence, never a crash.
@Suite struct HostileNotesCLITests {
    private func home(withKept kept: String) async throws -> TestHome {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", "Bo", "--quiet", home: home)
        try Data(kept.utf8).write(to: home.dataDirectory.appendingPathComponent("players-kept.json"))
        return home
    }

    @Test(arguments: [
        #"{"offline": {"squadLimit": -1}}"#,
        #"{"offline": {"squadLimit": 0}}"#,
        #"{"offline": {"fees": {"perMatchCents": -9223372036854775808}}}"#,
        #"{"offline": {"fees": {"payments": [{"id": "E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31", "playerID": 1, "cents": 9223372036854775807}]}}}"#,
    ])
    func aKeptValueNoCommandCouldSet_isRefused_namingTheFile(_ kept: String) async throws {
        let home = try await home(withKept: kept)
        for command in [["squad", "list"], ["fees"], ["start", "--teams", "auto", "--all"]] {
            let result = await gather(arguments: command, home: home)
            #expect(result.code == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: the player notes file "), "\(result.stderr)")
        }
    }

    @Test func anImportWithASquadLimitBelowOne_isRefused_andImportsNothing() async throws {
        let source = TestHome()
        _ = await gather("players", "add", "Ana", "Bo", "--quiet", home: source)
        let file = source.root.appendingPathComponent("export.json")
        #expect(await gather("export", file.path, home: source).code == 0)
        var archive = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        archive["squadLimit"] = -3
        try JSONSerialization.data(withJSONObject: archive).write(to: file)

        let target = TestHome()
        let result = await gather("import", file.path, home: target)
        #expect(result.code == 65)
        #expect(result.stderr.contains("squad limit of -3"))
        #expect(await gather("players", "list", "--json", home: target).stdout == "[]\n")
    }
}
