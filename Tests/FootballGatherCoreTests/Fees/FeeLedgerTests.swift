import Foundation
import Testing
@testable import FootballGatherCore

/// The pitch fee's arithmetic and amounts as typed.
@Suite struct FeeLedgerTests {
    @Test(arguments: [0, 1, 99, 1000, 6000, 6250, 9999, 100_000_000])
    func split_forOneToThirtyPlayers_addsUpToTheFeeExactly_theFirstByIdTakingTheCentsLeftOver(_ fee: Int) {
        for count in 1...30 {
            let players = (1...count).map { $0 * 7 % 31 }
            let shares = FeeLedger.split(fee, among: players)
            #expect(shares.values.reduce(0, +) == fee, "\(count) players")
            #expect(Set(shares.keys) == Set(players))
            let byID = players.sorted().map { shares[$0] ?? -1 }
            #expect(byID == byID.sorted(by: >), "the extra cents go to the first players by id")
            #expect((byID.max() ?? 0) - (byID.min() ?? 0) <= 1)
        }
    }

    @Test func split_amongNobody_chargesNobody() {
        #expect(FeeLedger.split(6000, among: []).isEmpty)
    }

    @Test func split_ofTenAmongThree_isThreeThirtyFourThenThirtyThrees() {
        #expect(FeeLedger.split(1000, among: [9, 2, 5]) == [2: 334, 5: 333, 9: 333])
    }

    @Test(arguments: [("60", 6000), ("62.50", 6250), ("62.5", 6250), ("0", 0), ("0.05", 5), ("-5", -500), ("-0.5", -50), ("1000000", 100_000_000)])
    func amount_parsesWholeAndTwoDecimalForms(_ text: String, _ cents: Int) {
        #expect(Amount(text: text)?.cents == cents)
    }

    @Test(arguments: ["", "-", ".5", "5.", "1.234", "abc", "1,50", " 5", "5 ", "+5", "1e3", "--5", "1.2.3", "1000000.01", "99999999999999999999", "٥"])
    func amount_refusesAnythingElse(_ text: String) {
        #expect(Amount(text: text) == nil)
    }

    @Test func amountText_hasTwoDecimals_andNoCurrency() {
        #expect([6250, 5, 0, -150, 100_000_000].map(Amount.text(cents:)) == ["62.50", "0.05", "0.00", "-1.50", "1000000.00"])
    }
}
