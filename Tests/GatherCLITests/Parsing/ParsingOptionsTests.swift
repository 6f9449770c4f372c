import Testing
@testable import GatherCLI

@Suite struct ParsingOptionsTests {
    private func run(_ line: String...) throws -> ParsedCommand {
        try SampleCommandTree.run(line)
    }

    @Test func longOption_withSeparateValue_isStored() throws {
        let command = try run("players", "add", "Ana", "--age", "30")
        #expect(command.value("age") == "30")
        #expect(command.integer("age") == 30)
    }

    @Test func longOption_withEqualsValue_isStored() throws {
        let command = try run("players", "add", "Ana", "--age=30")
        #expect(command.value("age") == "30")
    }

    @Test func longOption_withEqualsValue_keepsLaterEqualsSigns() throws {
        let command = try run("--server=http://host/?a=b", "players", "list")
        #expect(command.value("server") == "http://host/?a=b")
    }

    @Test func longOption_withEmptyEqualsValue_isAnEmptyValue() throws {
        let command = try run("players", "list", "--name=")
        #expect(command.value("name") == "")
        #expect(command.wasGiven("name"))
    }

    @Test func shortOption_withSeparateValue_isStored() throws {
        let command = try run("players", "add", "Ana", "-a", "3")
        #expect(command.value("age") == "3")
    }

    @Test func shortOption_withAttachedValue_isStored() throws {
        #expect(try run("players", "add", "Ana", "-a3").value("age") == "3")
        #expect(try run("players", "add", "Ana", "-a=3").value("age") == "3")
    }

    @Test func shortFlags_canBeClustered() throws {
        let command = try run("start", "-p", "Ana", "-pBob")
        #expect(command.values("player") == ["Ana", "Bob"])
    }

    @Test func flag_long_and_short_areSet() throws {
        #expect(try run("players", "delete", "Ana", "--yes").flag("yes"))
        #expect(try run("players", "delete", "Ana", "-y").flag("yes"))
        #expect(try run("players", "delete", "Ana").flag("yes") == false)
    }

    @Test func negativeNumber_isAcceptedAsOptionValue() throws {
        #expect(try run("players", "add", "Ana", "--age", "-1").value("age") == "-1")
        #expect(try run("players", "add", "Ana", "-a", "-1").integer("age") == -1)
    }

    @Test func dashDigit_isAPositional_evenWhenNotANumber() throws {
        #expect(try run("start", "-2m").argument("TITLE") == "-2m")
        #expect(try run("players", "delete", "Ana", "-y").flag("yes"))
    }

    @Test func negativeNumber_isAcceptedAsPositional() throws {
        #expect(try run("start", "-5").argument("TITLE") == "-5")
    }

    @Test func valueStartingWithDash_isAcceptedAfterEquals() throws {
        #expect(try run("players", "list", "--name=-x").value("name") == "-x")
    }

    @Test func singleDash_isAcceptedAsValue() throws {
        #expect(try run("players", "list", "--name", "-").value("name") == "-")
    }

    @Test func repeatedOption_lastOneWins() throws {
        let command = try run("players", "add", "Ana", "--age", "3", "--age", "4")
        #expect(command.value("age") == "4")
        #expect(command.values("age") == ["4"])
    }

    @Test func repeatableOption_keepsEveryValueInOrder() throws {
        let command = try run("start", "--player", "Ana", "-p", "Bob", "--player=Cid")
        #expect(command.values("player") == ["Ana", "Bob", "Cid"])
        #expect(command.value("player") == "Cid")
    }

    @Test(arguments: ["PROFESSIONAL", "Professional", "professional"])
    func allowedValues_areMatchedCaseInsensitively_andNormalised(_ typed: String) throws {
        let command = try run("players", "add", "Ana", "--skill", typed)
        #expect(command.value("skill") == "professional")
    }

    @Test func integerOption_parsesNumbers() throws {
        #expect(try run("start", "--teams", "3").integer("teams") == 3)
    }

    @Test func defaultValue_isUsed_whenOptionIsAbsent() throws {
        let command = try run("players", "list")
        #expect(command.value("sort") == "name")
        #expect(command.values("sort") == ["name"])
        #expect(command.wasGiven("sort") == false)
        #expect(command.integer("timeout") == 15)
    }

    @Test func givenValue_replacesDefault_andIsMarkedGiven() throws {
        let command = try run("players", "list", "--sort", "ID")
        #expect(command.value("sort") == "id")
        #expect(command.wasGiven("sort"))
    }

    @Test func absentOptionWithoutDefault_hasNoValue() throws {
        let command = try run("players", "list")
        #expect(command.value("name") == nil)
        #expect(command.values("name") == [])
        #expect(command.integer("name") == nil)
        #expect(command.flag("json") == false)
    }

    @Test func doubleDash_makesEverythingAfterItPositional() throws {
        let command = try run("players", "delete", "--", "-Ana", "--yes", "-h")
        #expect(command.arguments("PLAYER") == ["-Ana", "--yes", "-h"])
        #expect(command.flag("yes") == false)
    }

    @Test func doubleDash_allowsANameStartingWithDash() throws {
        #expect(try run("players", "add", "--", "-Ana").argument("NAME") == "-Ana")
    }
}
