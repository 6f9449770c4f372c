import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Invalid player input is refused with exit 65 before any request is sent.
@Suite struct ValidationCLITests {
    static let invalidAdds: [[String]] = [
        [""],
        ["   "],
        ["\t \n"],
        [String(repeating: "x", count: 65)],
        ["Ana", "--age", "0"],
        ["Ana", "--age", "100"],
        ["Ana", "--age", "-1"],
        ["Ana", "--age=-1"],
        ["Ana", "--age", "400"],
    ]

    @Test(arguments: invalidAdds)
    func add_invalidInput_exits65WithoutAnyServiceCall(_ arguments: [String]) async {
        let home = TestHome()
        let stub = StubServices()
        let result = await gather(arguments: ["players", "add"] + arguments, home: home, services: stub)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(stub.calls.isEmpty)
    }

    @Test func add_blankName_saysSo() async {
        let home = TestHome()
        let result = await gather("players", "add", "  ", home: home, services: StubServices())
        #expect(result.stderr == "Error: a player's name cannot be blank\n")
    }

    @Test func add_longName_givesTheLimit() async {
        let home = TestHome()
        let result = await gather("players", "add", String(repeating: "x", count: 65), home: home, services: StubServices())
        #expect(result.stderr == "Error: a player's name can have at most 64 characters\n")
    }

    @Test(arguments: [0, 100, -1, 400])
    func add_ageOutOfRange_namesTheAgeAndTheRange(_ age: Int) async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "--age=\(age)", home: home, services: StubServices())
        #expect(result.stderr == "Error: age \(age) is not allowed: give a whole number from 1 to 99\n")
    }

    static let validAdds: [[String]] = [
        [String(repeating: "x", count: 64)],
        ["Ana", "--age", "1"],
        ["Ana", "--age", "99"],
        ["  Ana  "],
    ]

    @Test(arguments: validAdds)
    func add_boundaryValues_areAccepted(_ arguments: [String]) async throws {
        let home = TestHome()
        let stub = StubServices()
        let result = await gather(arguments: ["players", "add"] + arguments, home: home, services: stub)
        #expect(result.code == 0)
        let call = try #require(stub.calls.last)
        guard case .createPlayer(let draft) = call else {
            Issue.record("expected a create, got \(call)")
            return
        }
        #expect(draft.name == arguments[0].trimmingCharacters(in: .whitespaces))
    }

    static let invalidEdits: [[String]] = [
        ["--name", ""],
        ["--name", "   "],
        ["--name", String(repeating: "y", count: 65)],
        ["--age", "0"],
        ["--age", "100"],
        ["--age=-1"],
        ["--age", "400"],
    ]

    @Test(arguments: invalidEdits)
    func edit_invalidInput_exits65WithoutAnyUpdate(_ arguments: [String]) async {
        let home = TestHome()
        let stub = StubServices(players: [Player(id: 1, name: "Ana", age: 24)])
        let result = await gather(arguments: ["players", "edit", "1"] + arguments, home: home, services: stub)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(stub.writes.isEmpty)
        #expect(stub.storedPlayers == [Player(id: 1, name: "Ana", age: 24)])
    }

    @Test func add_invalidInputOffline_leavesNoDataFile() async {
        let home = TestHome()
        let result = await gather("players", "add", "Ana", "--age", "400", home: home)
        #expect(result.code == 65)
        #expect(!FileManager.default.fileExists(atPath: home.offlineFile.path))
    }
}
