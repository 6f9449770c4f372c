import Foundation
import Testing

@testable import GatherCLI

/// Backups round-trip: identity is the id, never the name. Export, import into an empty
/// home and export again give the same players (namesakes apart), matches, goals, squad
/// and retired flags; a second import of the same file changes nothing.
@Suite struct RoundTripCLITests {
    /// The archive without what a new home renumbers or restamps: gather ids and the
    /// import origin. Players keep their ids in a fresh home.
    private static func comparable(_ text: String) throws -> [String: String] {
        let archive = try #require(try parseJSON(text) as? [String: Any])
        let gathers = (archive["gathers"] as? [[String: Any]] ?? []).map { gather in
            var gather = gather
            gather["id"] = nil
            return String(decoding: try! JSONSerialization.data(withJSONObject: gather, options: .sortedKeys), as: UTF8.self)
        }.sorted()
        func json(_ value: Any?) -> String {
            guard let value else { return "null" }
            return String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data(), as: UTF8.self)
        }
        return [
            "players": json(archive["players"]), "departed": json((archive["departed"] as? [[String: Any]])?.map { $0["name"] }), "gathers": gathers.joined(separator: "\n"), "retired": json(archive["retired"]),
            "squad": json(archive["squad"]), "squadLimit": json(archive["squadLimit"]),
        ]
    }

    @Test func namesakesMatchesGoalsAndRetiredFlags_surviveExportImportExport() async throws {
        let home = TestHome()
        #expect(await gather("players", "add", "Sam", "Bo", "Cy", home: home).code == 0)
        #expect(await gather("players", "add", "Sam", "--allow-duplicate", home: home).code == 0)
        #expect(await gather("players", "add", "Lee", home: home).code == 0)
        #expect(await gather("start", "--teams", "1,2,5/3,4", home: home).code == 0)
        #expect(await gather("goal", "a", "--by", "1", home: home).code == 0)
        #expect(await gather("goal", "b", "--by", "4", home: home).code == 0)
        #expect(await gather("end", home: home).code == 0)
        #expect(await gather("players", "retire", "Cy", home: home).code == 0)
        #expect(await gather("players", "delete", "Lee", "--yes", home: home).code == 0)
        #expect(await gather("squad", "limit", "1", home: home).code == 0)
        #expect(await gather("squad", "add", "4", "2", home: home).code == 0)
        let first = await gather("export", "-", home: home)
        #expect(first.code == 0)

        let fresh = TestHome()
        let file = fresh.file("backup.json")
        try Data(first.stdout.utf8).write(to: file)
        #expect(await gather("import", file.path, "--quiet", home: fresh).code == 0)
        let second = await gather("export", "-", home: fresh)
        #expect(try Self.comparable(second.stdout) == Self.comparable(first.stdout))
        #expect(try Self.comparable(first.stdout)["squad"] == "[4,2]")
        #expect(try Self.comparable(first.stdout)["departed"] == #"["Lee"]"#)
        let sheet = await gather("history", "show", "--format", "text", home: fresh).stdout
        #expect(sheet.contains("Lee (left)"), "\(sheet)")
        let names = try #require(try parseJSON(await gather("players", "list", "--all", "--json", home: fresh).stdout) as? [[String: Any]])
        #expect(names.filter { $0["name"] as? String == "Sam" }.count == 2, "namesakes stay two players")

        let again = await gather("import", file.path, "--json", home: fresh)
        let report = try #require(try parseJSON(again.stdout) as? [String: Any])
        #expect((report["addedPlayers"] as? [String])?.isEmpty == true && report["addedGathers"] as? Int == 0)
        #expect(try Self.comparable(await gather("export", "-", home: fresh).stdout) == Self.comparable(first.stdout))
    }
}
