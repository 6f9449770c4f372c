import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `--format chat` on `stats`, `fees` and `squad list`: WhatsApp's formatting, tables in a
/// ``` block no wider than a phone, names that format nothing, and a squad that survives
/// the trip to the chat and back.
@Suite struct ChatFormatCLITests {
    private let clock = FakeClock()

    private func play(_ teams: String, _ score: String, home: TestHome, variables: [String: String] = [:]) async {
        clock.advance(by: 3_600)
        let run = { (arguments: [String]) in await gather(arguments: arguments + ["--quiet"], home: home, clock: self.clock, variables: variables) }
        #expect(await run(["start", "--teams", teams]).code == 0)
        #expect(await run(["end", "--score", score]).code == 0)
    }

    @Test func stats_formatChat_isATitleAndTheTableInACodeBlock() async {
        let home = await makeFourPlayerHome()
        await play("Ana,Bo/Cy,Dee", "3-1", home: home)
        await play("Ana,Cy/Bo,Dee", "2-2", home: home)
        let result = await gather("stats", "--format", "chat", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == """
            *Table* (2 matches)
            ```
            # NAME P W-D-L PTS GD
            1 Ana  2 1-1-0 4   +2
            2 Bo   2 1-1-0 4   +2
            3 Cy   2 0-1-1 1   -2
            4 Dee  2 0-1-1 1   -2
            ```

            """)
        #expect(result.stderr.isEmpty, "the rating is not in the chat table, nor its notes")
    }

    @Test func stats_formatChat_fitsAPhone_cuttingLongAndWideNamesWithAnEllipsis() async throws {
        let home = TestHome()
        let names = ["Maximilian Alexander von Habsburg", "李小龍 李小龍 李小龍 李小龍", "⚽️⚽️⚽️⚽️⚽️⚽️⚽️⚽️⚽️⚽️⚽️⚽️ Fan", "Bo"]
        _ = await addPlayers(names.map { [$0] }, home: home)
        for _ in 0..<12 { await play("1,2/3,4", "10-0", home: home) }
        let result = await gather("stats", "--format", "chat", home: home)
        let lines = outputLines(result.stdout)
        let table = lines.drop { $0 != "```" }.dropFirst().prefix { $0 != "```" }
        #expect(table.count == 5)
        #expect(table.allSatisfy { DisplayWidth.of($0) <= ChatText.width }, "\(table)")
        #expect(table.dropFirst().allSatisfy { $0.contains("…") || $0.contains(" Bo ") })
        #expect(table.contains { $0.hasSuffix("12-0-0 36  +120") })
    }

    @Test func stats_aNameCannotFormatTheMessageNorEndTheBlock() async {
        let home = TestHome()
        _ = await addPlayers([["```"], ["*Bold*"], ["Line\u{2028}Break"], ["Dee"]], home: home)
        await play("1,2/3,4", "1-0", home: home)
        let lines = outputLines(await gather("stats", "--format", "chat", home: home).stdout)
        #expect(lines.filter { $0 == "```" }.count == 2)
        #expect(lines.contains { $0.contains("ˋˋˋ") })
        #expect(lines.contains { $0.contains("∗Bold∗") })
        #expect(lines.contains { $0.contains("Line\\u{2028}") }, "shown as an escape (and cut to fit)")
        #expect(!lines.dropFirst().contains { $0.contains("*") })
    }

    @Test func stats_formatOtherThanTheListFormats_isAUsageError_withADidYouMean() async {
        let home = await makeFourPlayerHome()
        let typo = await gather("stats", "--format", "chta", home: home)
        #expect(typo.code == 64)
        #expect(typo.stderr.contains("expected one of table, chat, json. Did you mean 'chat'?"))
        let both = await gather("stats", "--format", "chat", "--json", home: home)
        #expect(both.code == 64)
        #expect(both.stderr.contains("--json and --format chat cannot be used together"))
        #expect(await gather("stats", "--format", "json", home: home).stdout == "[]\n")
    }

    @Test func fees_formatChat_isTheFeeAndTheBalancesInACodeBlock_thenTheTotals() async {
        let home = await makeFourPlayerHome()
        #expect(await gather("fees", "set", "60", home: home).code == 0)
        await play("Ana,Bo/Cy,Dee", "3-1", home: home)
        #expect(await gather("fees", "paid", "Ana", "20", home: home).code == 0)
        let result = await gather("fees", "--format", "chat", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == """
            *Pitch fees* (60.00 per match)
            ```
            NAME P PAID  BALANCE
            Bo   1 0.00  15.00
            Cy   1 0.00  15.00
            Dee  1 0.00  15.00
            Ana  1 20.00 paid ahead 5.00
            ```
            Totals: charged 60.00, paid 20.00, outstanding 45.00 (5.00 paid ahead)

            """)
        #expect(result.stderr.isEmpty)
    }

    // MARK: The squad, to the chat and back

    private func squadJSON(_ home: TestHome, variables: [String: String] = [:]) async throws -> [String: [String]] {
        let listed = try #require(try parseJSON(await gather("squad", "list", "--json", home: home, variables: variables).stdout) as? [String: Any])
        let names = { (key: String) in (listed[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        return ["players": names("players"), "reserves": names("reserves")]
    }

    private static let awkward = ["Ana", "*Bo*", "_Cy_", "Dee~", "`Eve`", "Fay", "李小龍", "👍 Gus"]

    /// Post the list, people add themselves, paste it back: the same squad, reserves too.
    private func roundTrip(variables: [String: String] = [:], home: TestHome) async throws {
        for name in Self.awkward { #expect(await gather("players", "add", name, home: home, variables: variables).code == 0) }
        #expect(await gather("squad", "limit", "5", home: home, variables: variables).code == 0)
        #expect(await gather(arguments: ["squad", "add"] + (1...Self.awkward.count).map(String.init), home: home, variables: variables).code == 0)
        let before = try await squadJSON(home, variables: variables)
        #expect(before == ["players": Array(Self.awkward.prefix(5)), "reserves": Array(Self.awkward.dropFirst(5))])

        let posted = await gather("squad", "list", "--format", "chat", home: home, variables: variables)
        #expect(posted.code == 0)
        #expect(posted.stdout == """
            *Squad* (8 players, the squad takes 5)
            1. Ana
            2. ∗Bo∗
            3. ˍCyˍ
            4. Dee∼
            5. ˋEveˋ

            Reserves:
            1. Fay
            2. 李小龍
            3. 👍 Gus

            """)

        #expect(await gather("squad", "clear", home: home, variables: variables).code == 0)
        let pasted = await gather(
            "squad", "add", "-", stdin: posted.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            home: home, variables: variables)
        #expect(pasted.code == 0, "\(pasted.stderr)")
        #expect(try await squadJSON(home, variables: variables) == before)
    }

    @Test func squadList_formatChat_pastedBack_givesTheSameSquad_offline() async throws {
        try await roundTrip(home: TestHome())
    }

    @Test func squadList_formatChat_pastedBack_givesTheSameSquad_onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let home = TestHome()
        let online = ["GATHER_SERVER": server.baseURL.absoluteString]
        #expect(await gather("register", "coach", "--password-stdin", stdin: ["pw"], home: home, variables: online).code == 0)
        try await roundTrip(variables: online, home: home)
    }

    /// A note is written as a name is: a terminal control in it is an escape, not a command to the terminal.
    @Test func squadChat_escapesTheControlsOfANote() {
        let message = SquadChat.message(
            players: [Player(id: 3, name: "Cy")], reserves: [], limit: nil, marks: [3: SquadMark(note: "\u{1B}]0;pwned\u{07}")])
        #expect(message == "*Squad* (1 player)\n1. Cy (\\u{1B}]0;pwned\\u{07})\n")
    }

    /// A server may hold two players by one name: the chat list names them by id, which reads back.
    @Test func squadChat_namesPlayersWhoShareANameByTheirIds() {
        let squad = [Player(id: 3, name: "Ana"), Player(id: 4, name: "Bo"), Player(id: 9, name: "ana")]
        #expect(SquadChat.message(players: squad, reserves: [], limit: nil) == "*Squad* (3 players)\n1. #3\n2. Bo\n3. #9\n")
        #expect(PastedPlayers.references(in: "*Squad* (3 players)\n1. #3\n2. Bo\n3. #9\n") == ["#3", "Bo", "#9"])
    }
}

