import Foundation
import Testing
@testable import FootballGatherCore

/// Issue 39: `fees set 60 --each 5` charges a fixed share per player instead of splitting,
/// exactly, and the difference beyond the pitch is the kitty.
@Suite struct FixedShareTests {
    @Test func aFixedShare_chargesEachPlayerExactly_andKeepsTheRestAsTheKitty() {
        var fees = PitchFees(perMatchCents: 6000)
        fees.eachCents = 500
        let id = UUID()
        let players = Array(1...13)
        #expect(fees.chargeEnded(id, players: players) == MatchCharge(cents: 6500, players: 13, each: 500))
        let match = EndedMatch(id: id, date: Date(timeIntervalSince1970: 0), lineUp: .teams(teamA: Array(1...7), teamB: Array(8...13)), score: Score())
        let balances = FeeLedger.balances(of: [match], fees: fees)
        #expect(Set(balances.values.map(\.chargedCents)) == [500], "no one-cent balances")
        #expect(FeeLedger.kittyCents(of: [match], fees: fees) == 500)
    }

    /// A match ended without signal is charged under its local id; once synced, its fixed share goes with it.
    @Test func aFixedShare_movesWithItsGather_toTheServersID() {
        var fees = PitchFees(perMatchCents: 6000)
        fees.eachCents = 500
        let (local, real) = (UUID(), UUID())
        _ = fees.chargeEnded(local, players: Array(1...13))
        fees.move(local, to: real)
        #expect(fees.each(of: real) == 500)
        #expect(fees.each(of: local) == nil)
        #expect(fees.fee(of: real) == 6000)
    }

    @Test func aSplitFee_leavesNoKitty() {
        var fees = PitchFees(perMatchCents: 6000)
        let id = UUID()
        _ = fees.chargeEnded(id, players: Array(1...13))
        let match = EndedMatch(id: id, date: Date(timeIntervalSince1970: 0), lineUp: .teams(teamA: Array(1...7), teamB: Array(8...13)), score: Score())
        #expect(FeeLedger.kittyCents(of: [match], fees: fees) == 0)
        #expect(FeeLedger.balances(of: [match], fees: fees).values.map(\.chargedCents).reduce(0, +) == 6000)
    }
}
