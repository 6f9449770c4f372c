import FakeGatherServer
@testable import FootballGatherCore
@testable import GatherTestSupport
import Foundation
import Testing

@testable import GatherCLI

/// `gather help json` against what the commands print: for every documented shape, a
/// real command of that shape prints exactly the example's keys, at every depth.
@Suite struct JSONTopicTests {
    /// The JSON a command of each shape prints, from a home where every optional key is
    /// there (a full player, scorers, kept chances, fees, a server for the account).
    private static func printedShapes() async throws -> [String: Any] {
        let home = TestHome()
        let clock = ManualClock()
        var printed: [String: Any] = [:]
        func json(_ arguments: String..., variables: [String: String] = [:], in given: TestHome? = nil) async throws -> Any {
            let outcome = await gather(arguments: arguments + ["--json"], home: given ?? home, clock: clock, variables: variables)
            #expect(outcome.code == 0, "\(arguments): \(outcome.stderr)")
            return try parseJSON(outcome.stdout)
        }
        printed["Player"] = try await json(
            "players", "add", "Ana", "--age", "31", "--alias", "Annie", "--favourite-team", "Arsenal", "--position", "striker",
            "--skill", "amateur")
        for (name, skill) in [("Bo", "amateur"), ("Cy", "beginner"), ("Dee", "professional"), ("Eve", "amateur"), ("Fay", "beginner")] {
            _ = try await json("players", "add", name, "--skill", skill)
        }
        printed["Pitch fee"] = try await json("fees", "set", "60")
        _ = try await json("start", "--teams", "Ana,Bo,Cy/Dee,Eve,Fay")
        _ = try await json("goal", "a", "--by", "Ana")
        _ = try await json("goal", "b", "--own-goal", "Bo")
        printed["Match"] = try await json("show")
        _ = try await json("end")
        printed["Gather"] = try await json("history", "show")
        printed["Gather of a player"] = try await json("players", "gathers", "Ana")
        printed["Player shown"] = try await json("players", "show", "Ana")
        // Sides given, so the full player is on Team A whatever the balancer picks.
        printed["Proposed match"] = try await json("start", "--teams", "Ana,Bo,Cy/Dee,Eve,Fay", "--dry-run")
        printed["Clock"] = try await json("timer", "status")
        printed["Stats row"] = try await json("stats")
        printed["Predictions scored"] = try await json("stats", "--predictions")
        _ = try await json("squad", "limit", "2")
        _ = try await json("squad", "add", "Ana", "Bo", "Cy")
        printed["Squad"] = try await json("squad", "list")
        printed["Fee row"] = try await json("fees")
        _ = try await json("fees", "paid", "Ana", "5", "--note", "cash")
        printed["Fee statement"] = try await json("fees", "show", "Ana")
        printed["Setting"] = try await json("config", "set", "username", "ana")
        printed["Status"] = try await json("status")
        let export = home.file("backup.json").path
        printed["Export"] = try await json("export", export)
        printed["Completion"] = try await json("completion", "bash")
        let elsewhere = TestHome()
        _ = await gather("players", "add", "Bo", home: elsewhere)
        printed["Import"] = try await json("import", export, "--take-retired", in: elsewhere)
        printed["Deleted players"] = try await json("players", "delete", "Fay", "--yes")
        let gatherID = try #require((printed["Gather"] as? [String: Any])?["id"] as? String)
        printed["Deleted gathers"] = try await json("history", "delete", gatherID, "--yes")

        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let variables = ["GATHER_SERVER": server.baseURL.absoluteString]
        let coach = TestHome()
        let registered = await gather(
            arguments: ["register", "coach", "--password-stdin", "--json"], stdin: ["pw"], home: coach, variables: variables)
        printed["Account"] = try parseJSON(registered.stdout)
        printed["Sync"] = try await json("sync", variables: variables, in: coach)
        return printed
    }

    @Test func everyDocumentedShape_hasTheKeysTheCommandPrints() async throws {
        let printed = try await Self.printedShapes()
        #expect(Set(printed.keys) == Set(JSONShape.all.map(\.name)), "a documented shape with no command run here, or the reverse")
        for shape in JSONShape.all {
            let documented = try JSONKeyPaths.of(parseJSON(shape.example))
            guard let real = printed[shape.name] else { continue }
            #expect(documented == JSONKeyPaths.of(real), "\(shape.name): the command printed \(JSONKeyPaths.compact(real))")
        }
    }

    @Test func keyPaths_seeNestedKeys_andMapsByTheirIDs() throws {
        let value = try parseJSON(#"{"a":1,"b":[{"c":2},{"d":3}],"m":{"12":1,"~1":2},"n":null}"#)
        #expect(JSONKeyPaths.of(value) == ["a", "b", "b[].c", "b[].d", "m", "m{}", "n"])
        #expect(JSONKeyPaths.of(try parseJSON("[]")) == [])
    }

    @Test func theTopic_showsEveryShape() async {
        let page = await gather("help", "json", home: TestHome()).stdout
        for shape in JSONShape.all {
            #expect(page.contains("\n\(shape.name.uppercased()):\n"), "\(shape.name)")
            #expect(page.contains(shape.example))
        }
    }
}

/// The keys of a JSON value at every depth, as paths: `teamA[].name`. The elements of an
/// array count together; an object keyed by ids (a map from one id to another) is `{}`.
enum JSONKeyPaths {
    static func of(_ value: Any, at path: String = "") -> Set<String> {
        if let array = value as? [Any] {
            return array.reduce(into: Set<String>()) { $0.formUnion(of($1, at: path + "[]")) }
        }
        guard let object = value as? [String: Any] else { return [] }
        if !path.isEmpty, object.keys.allSatisfy(isID) { return [path + "{}"] }
        var paths: Set<String> = []
        for (key, child) in object {
            let childPath = path.isEmpty ? key : path + "." + key
            paths.insert(childPath)
            paths.formUnion(of(child, at: childPath))
        }
        return paths
    }

    private static func isID(_ key: String) -> Bool {
        key.contains(where: \.isNumber) && key.allSatisfy { $0.isHexDigit || $0 == "-" || $0 == "~" }
    }

    static func compact(_ value: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}
