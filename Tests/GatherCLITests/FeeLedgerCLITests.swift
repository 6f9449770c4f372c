import FakeGatherServer
import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The fee ledger as a user types it, offline and on a server: `end` and `record` say what
/// they charged, `fees paid --note`, `fees show` (text and JSON) and the totals line.
@Suite struct FeeLedgerCLITests {
    /// The harness's clock: every run reads this wall time.
    private static let today = Date(timeIntervalSince1970: 1_700_000_000.5)

    private func ledger(variables: [String: String], home: TestHome) async throws {
        func run(_ arguments: String...) async -> GatherOutcome { await gather(arguments: arguments, home: home, variables: variables) }
        #expect(await run("fees", "set", "10", "--quiet").code == 0)
        #expect(await run("start", "--teams", "Ana,Bo/Cy", "--quiet").code == 0)
        #expect(await run("end", "--score", "1-0") == (0, "Match over: 1-0, Team A wins\nCharged 10.00 among 3 players: 3.34 or 3.33 each\n", ""))
        #expect(await run("record", "--date", "2023-01-01", "--teams", "Ana/Dee", "--score", "0-0").stdout.hasSuffix(
            "Charged 10.00 among 2 players: 5.00 each\n"))
        #expect(await run("fees", "paid", "Ana", "20", "--note", "bank transfer") == (0, "Recorded 20.00 paid by Ana (#1); balance -11.66\n", ""))
        #expect(await run("fees", "paid", "Bo", "1", "--by", "Cy") == (0, "Recorded 1.00 paid by Cy (#3) for Bo (#2); Bo's balance 2.33\n", ""))
        let bo = try #require(try parseJSON(await run("fees", "show", "Bo", "--json").stdout) as? [String: Any])
        let byCy = try #require((bo["payments"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(await run("fees", "undo", byCy).code == 0)
        let id = try #require(try await historyEntries(home, variables: variables).first?["id"] as? String)
        let recorded = try #require(try await historyEntries(home, variables: variables).last?["id"] as? String)
        let played = MinuteText.of(Self.today)
        let day = MinuteText.of(try #require(PastDate(argument: "2023-01-01")).date)
        let json = try #require(try parseJSON(await run("fees", "show", "Ana", "--json").stdout) as? [String: Any])
        // Issue 39: every charge and payment has a short id, in the text and in the JSON.
        let payment = try #require((json["payments"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(payment.count == 6)
        #expect((json["charges"] as? [[String: Any]])?.map { $0["id"] as? String } == [String(recorded.prefix(8)), String(id.prefix(8))])
        #expect(await run("fees", "show", "ana") == (0, """
            Charges to Ana (#1):
            ID        PLAYED            SHARE
            \(recorded.prefix(8))  \(day)  5.00
            \(id.prefix(8))  \(played)  3.34
            Payments for Ana (#1):
            ID      RECORDED          AMOUNT  NOTE
            \(payment)  \(played)  20.00   bank transfer
            Balance: -11.66 (paid ahead)

            """, ""))
        #expect(json["balanceCents"] as? Int == -1166)
        #expect((json["payments"] as? [[String: Any]])?.first?["note"] as? String == "bank transfer")
        #expect((json["payments"] as? [[String: Any]])?.first?["date"] as? String == "2023-11-14T22:13:20Z")
        #expect((json["charges"] as? [[String: Any]])?.map { $0["gatherID"] as? String } == [recorded, id])
        #expect((json["charges"] as? [[String: Any]])?.map { $0["cents"] as? Int } == [500, 334])
        #expect(outputLines(await run("fees").stdout).last == "Totals: charged 20.00, paid 20.00, outstanding 11.66 (11.66 paid ahead)")
        #expect(await run("fees", "show", "Cy") == (0, """
            Charges to Cy (#3):
            ID        PLAYED            SHARE
            \(id.prefix(8))  \(played)  3.33
            No payments for Cy (#3).
            Balance: 3.33 (owed)

            """, ""))
    }

    @Test func ledger_offline() async throws {
        try await ledger(variables: [:], home: await makeFourPlayerHome())
    }

    @Test func ledger_onAServer() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        for name in ["Ana", "Bo", "Cy", "Dee"] {
            #expect(await gather(arguments: ["players", "add", name, "--quiet"], home: home, variables: variables).code == 0)
        }
        try await ledger(variables: variables, home: home)
    }

    @Test func feesShowJSON_hasTheDocumentedShape_withNullForWhatIsUnknown() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("fees", "paid", "Bo", "5", home: home).code == 0)
        let shown = await gather("fees", "show", "2", "--json", home: home)
        let id = try #require((try parseJSON(shown.stdout) as? [String: Any]).flatMap { ($0["payments"] as? [[String: Any]])?.first?["id"] as? String })
        #expect(shown == (0, #"{"balanceCents":-500,"charges":[],"payments":[{"cents":500,"date":"2023-11-14T22:13:20Z","id":"\#(id)","note":null}]}"# + "\n", ""))
    }

    @Test func feesShow_ofADeletedPlayer_byTheirID_andAnUnknownOne() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("fees", "set", "6", home: home)
        #expect(await gather("record", "--date", "2023-01-01", "--teams", "Ana/Dee", "--score", "1-0", "--quiet", home: home).code == 0)
        #expect(await gather("players", "delete", "Dee", "--yes", "--quiet", home: home).code == 0)
        let shown = await gather("fees", "show", "4", home: home)
        #expect(shown.code == 0)
        #expect(outputLines(shown.stdout).first == "Charges to Dee (left) (#4):")
        #expect(outputLines(shown.stdout).last == "Balance: 3.00 (owed)")
        let unknown = await gather("fees", "show", "Zed", home: home)
        #expect(unknown.code == 65 && unknown.stdout.isEmpty)
        #expect(await gather("fees", "show", home: home).code == 64)
    }

    @Test func aBlankNote_isRefused_andNothingIsRecorded() async throws {
        let home = await makeFourPlayerHome()
        let blank = await gather("fees", "paid", "Ana", "5", "--note", " ", home: home)
        #expect(blank == (65, "", "Error: a payment's note cannot be blank: leave it out, or write what it was\n"))
        #expect(await gather("fees", "show", "Ana", "--json", home: home).stdout == #"{"balanceCents":0,"charges":[],"payments":[]}"# + "\n")
    }

    @Test func endWithoutAFee_saysNothingOfCharges() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("start", "--teams", "Ana/Bo", "--quiet", home: home).code == 0)
        #expect(await gather("end", "--score", "1-0", home: home) == (0, "Match over: 1-0, Team A wins\n", ""))
    }

    @Test func aPaymentKeptBeforeDates_readsAsUndated() async throws {
        let home = await makeFourPlayerHome()
        let kept = home.file("data/gather/players-kept.json")
        try Data(#"{"offline":{"retired":[],"departed":[],"fees":{"perMatchCents":0,"charged":{},"payments":["#
            .appending(#"{"id":"6EDD4C09-2492-493E-BED9-909AAEC40A66","playerID":1,"cents":500}]}}}"#).utf8).write(to: kept)
        #expect(await gather("fees", "show", "Ana", home: home) == (0, """
            No charges to Ana (#1).
            Payments for Ana (#1):
            ID      RECORDED  AMOUNT  NOTE
            6edd4c  -         5.00    -
            Balance: -5.00 (paid ahead)

            """, ""))
        #expect(await gather("fees", "show", "Ana", "--json", home: home).stdout
            == #"{"balanceCents":-500,"charges":[],"payments":[{"cents":500,"date":null,"id":"6edd4c","note":null}]}"# + "\n")
    }
}
