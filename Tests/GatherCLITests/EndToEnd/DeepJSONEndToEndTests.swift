import FakeGatherServer
import Foundation
import Testing

/// A document nested deeper than `JSONDecoder` reads is refused in one sentence with the
/// exit code of what it came from, never with a signal: the hand-written scanner before
/// Foundation's decoder died of SIGSEGV on an archive nested 300,000 arrays deep.
@Suite struct DeepJSONEndToEndTests {
    static let deep = String(repeating: "[", count: 300_000) + String(repeating: "]", count: 300_000)

    @Test func importingAnArchiveNested300000Deep_isInvalidData_inOneSentence() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let file = gather.home.appendingPathComponent("deep.json")
        try Data(Self.deep.utf8).write(to: file)

        let imported = try await gather.run("import", file.path)

        #expect(imported.code == 65, "stderr: \(imported.stderr)")
        #expect(imported.stdout == "")
        #expect(imported.stderr == "Error: \(file.path) nests lists or objects deeper than 512 levels, so it is not a gather export file: nothing was imported\n")
        let fromStdin = try await gather.run(["import", "-"], stdin: Self.deep)
        #expect(fromStdin.code == 65, "stderr: \(fromStdin.stderr)")
        #expect(fromStdin.stderr.hasPrefix("Error: ") && fromStdin.stderr.contains("deeper than 512 levels"))
        #expect(!FileManager.default.fileExists(atPath: gather.dataFile.path), "nothing was imported")
    }

    @Test func aDataFileNestedDeep_isInvalidData_inOneSentence() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        try FileManager.default.createDirectory(at: gather.dataFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version":2,"nextPlayerID":1,"userID":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","players":\#(Self.deep)}"#.utf8)
            .write(to: gather.dataFile)

        let listed = try await gather.run("players", "list")

        #expect(listed.code == 65, "stderr: \(listed.stderr)")
        #expect(listed.stdout == "")
        #expect(listed.stderr.hasPrefix("Error: ") && listed.stderr.contains("is nested deeper than 512 levels"), "\(listed.stderr)")
        #expect(listed.stderr.split(separator: "\n").count == 1)
    }

    @Test func aServerReplyNestedDeep_isNotTheAPI() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.jsonBody(Self.deep))

        let listed = try await gather.run("players", "list")

        #expect(listed.code == 76, "stderr: \(listed.stderr)")
        #expect(listed.stdout == "")
        #expect(listed.stderr == "Error: the server's reply is not the Football Gather API: the body is nested deeper than 512 levels\n")
    }
}
