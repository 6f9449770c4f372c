import Foundation
import Testing

/// `gather fees …` as a user types it: amounts parsed strictly, the table and its JSON,
/// and a deleted player who keeps their balance.
@Suite struct FeesCLITests {
    /// Ana, Bo and Cy against Dee, ended 2-1, with a fee of 10.
    private func homeWithOneChargedMatch() async -> TestHome {
        let home = await makeFourPlayerHome()
        #expect(await gather("fees", "set", "10", home: home)
            == (0, "Set the pitch fee to 10.00 per match, charged from the next match that ends\n", ""))
        #expect(await gather("start", "--teams", "Ana,Bo/Cy,Dee", home: home).code == 0)
        #expect(await gather("end", "--score", "2-1", "--quiet", home: home).code == 0)
        return home
    }

    @Test func aMatchThatEnds_isCharged_andTheTableShowsWhoOwesMostFirst() async {
        let home = await homeWithOneChargedMatch()
        #expect(await gather("fees", "paid", "Cy", "12.5", home: home) == (0, "Recorded 12.50 paid by Cy (#3); balance -10.00\n", ""))
        #expect(await gather("fees", "paid", "bo", "-0.5", home: home) == (0, "Recorded a refund of 0.50 to Bo (#2); balance 3.00\n", ""))
        #expect(await gather("fees", home: home) == (0, """
            ID  NAME  MATCHES  CHARGED  PAID   BALANCE
            2   Bo    1        2.50     -0.50  3.00
            1   Ana   1        2.50     0.00   2.50
            4   Dee   1        2.50     0.00   2.50
            3   Cy    1        2.50     12.50  -10.00
            Totals: charged 10.00, paid 12.00, outstanding 8.00 (10.00 paid ahead)

            """, "Pitch fee: 10.00 per match.\n"))
    }

    /// `end --json` carries the charge the text says: 10.00 among three, one of them taking the cent left over.
    @Test func endJSON_saysWhatTheMatchWasCharged() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("fees", "set", "10", "--quiet", home: home).code == 0)
        #expect(await gather("start", "--teams", "Ana,Bo/Cy", home: home).code == 0)
        let ended = await gather("end", "--score", "2-1", "--json", home: home)
        #expect(ended.code == 0)
        let json = try #require(try parseJSON(ended.stdout) as? [String: Any])
        let charge = try #require(json["charge"] as? [String: Int])
        #expect(charge == ["cents": 1000, "players": 3, "shareCents": 333, "largerShareCents": 334])
    }

    @Test func feesJSON_isTheDocumentedArray() async {
        let home = await homeWithOneChargedMatch()
        _ = await gather("fees", "set", "0", home: home)
        let listed = await gather("fees", "--json", home: home)
        #expect(listed == (0, #"[{"balanceCents":250,"chargedCents":250,"id":1,"matches":1,"name":"Ana","paidCents":0},"#
            + #"{"balanceCents":250,"chargedCents":250,"id":2,"matches":1,"name":"Bo","paidCents":0},"#
            + #"{"balanceCents":250,"chargedCents":250,"id":3,"matches":1,"name":"Cy","paidCents":0},"#
            + #"{"balanceCents":250,"chargedCents":250,"id":4,"matches":1,"name":"Dee","paidCents":0}]"# + "\n", ""))
    }

    private static let badAmounts: [([String], Int32)] = [
        (["fees", "set", "1.234"], 64), (["fees", "set", "abc"], 64), (["fees", "set", "6,50"], 64), (["fees", "set", "-5"], 65),
        (["fees", "set"], 64), (["fees", "paid", "Ana", "1.999"], 64), (["fees", "paid", "Ana", "0"], 65), (["fees", "paid", "Zed", "5"], 65),
        (["fees", "paid", "Ana"], 64), (["fees", "set", "99999999"], 65), (["fees", "paid", "Ana", "-1000000.01"], 65),
    ]

    @Test(arguments: Self.badAmounts)
    func badAmounts_areRefused_andChangeNothing(_ arguments: [String], _ code: Int32) async {
        let home = await homeWithOneChargedMatch()
        let before = await gather("fees", "--json", home: home)
        let result = await gather(arguments: arguments, home: home)
        #expect(result.code == code)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(await gather("fees", "--json", home: home) == before)
        #expect(await gather("fees", home: home).stderr == "Pitch fee: 10.00 per match.\n")
    }

    /// The footer names a fixed share in force, as `fees set --each` said it.
    @Test func theFooter_namesAFixedShare() async {
        let home = TestHome()
        #expect(await gather("fees", "set", "60", "--each", "5", "--quiet", home: home).code == 0)
        #expect(await gather("fees", home: home).stderr == "Pitch fee: 60.00 per match, 5.00 a player.\n")
    }

    @Test func aDeletedPlayer_keepsTheirBalance_andCanStillPay() async {
        let home = await homeWithOneChargedMatch()
        #expect(await gather("players", "delete", "Dee", "--yes", "--quiet", home: home).code == 0)
        #expect(await gather("fees", "paid", "Dee", "1", home: home) == (0, "Recorded 1.00 paid by Dee (left) (#4); balance 1.50\n", ""))
        #expect(outputLines(await gather("fees", home: home).stdout).suffix(2) == [
            "4   Dee (left)  1        2.50     1.00  1.50", "Totals: charged 10.00, paid 1.00, outstanding 9.00",
        ])
    }

    @Test func aNewPlayerNamedAsADeletedOne_isTheOneTheNamePicks_andTheDeletedOneKeepsTheirID() async {
        let home = await homeWithOneChargedMatch()
        #expect(await gather("players", "delete", "Dee", "--yes", "--quiet", home: home).code == 0)
        #expect(await gather("players", "add", "Dee", "--quiet", home: home).code == 0)
        #expect(await gather("fees", "paid", "Dee", "1", home: home) == (0, "Recorded 1.00 paid by Dee (#5); balance -1.00\n", ""))
        #expect(await gather("fees", "paid", "4", "1", home: home) == (0, "Recorded 1.00 paid by Dee (left) (#4); balance 1.50\n", ""))
    }

    @Test func aRetiredPlayer_isMarked() async {
        let home = await homeWithOneChargedMatch()
        #expect(await gather("players", "retire", "Dee", "--quiet", home: home).code == 0)
        #expect(outputLines(await gather("fees", home: home).stdout).contains { $0.hasPrefix("4   Dee (retired)") })
    }

    @Test func aRecordedMatch_isChargedToo() async {
        let home = await makeFourPlayerHome()
        _ = await gather("fees", "set", "7", home: home)
        #expect(await gather("record", "--date", "2020-01-01", "--teams", "Ana/Bo", "--score", "1-0", "--quiet", home: home).code == 0)
        #expect(outputLines(await gather("fees", home: home).stdout).prefix(3) == [
            "ID  NAME  MATCHES  CHARGED  PAID  BALANCE", "1   Ana   1        3.50     0.00  3.50", "2   Bo    1        3.50     0.00  3.50",
        ])
    }

    @Test func recordingTheSameMatchTwice_saysSo_withTheWayToTakeTheSecondBack() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("fees", "set", "7", home: home)
        let record = ["record", "--date", "2020-01-01", "--teams", "Ana/Bo", "--score", "1-0"]
        let first = await gather(arguments: record, home: home)
        #expect(first.code == 0 && !first.stderr.contains("same date and sides"))
        let second = await gather(arguments: record, home: home)
        #expect(second.code == 0)
        let firstID = try #require(first.stdout.split(separator: " ").dropFirst(2).first)
        let secondID = try #require(second.stdout.split(separator: " ").dropFirst(2).first)
        #expect(second.stderr.contains("Gather \(firstID) has the same date and sides"))
        #expect(second.stderr.contains("'gather history delete \(secondID)' takes this one back, with its charge"))
        #expect(await gather("history", "delete", String(secondID), "--yes", home: home).code == 0)
        #expect(outputLines(await gather("fees", home: home).stdout).dropFirst().first == "1   Ana   1        3.50     0.00  3.50")
        _ = await gather("fees", "set", "0", home: home)
        let uncharged = await gather(arguments: record, home: home)
        #expect(uncharged.stderr.contains("takes this one back.\n"))
    }
}
