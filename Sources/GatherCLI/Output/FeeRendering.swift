import FootballGatherCore
import Foundation

enum FeeRendering {
    /// `Charged 60.00 among 7 players: 8.58 or 8.57 each`, or `…: 10.00 each` when it splits evenly.
    static func charged(_ charge: MatchCharge) -> String {
        let total = Amount.text(cents: charge.cents)
        guard charge.players > 0 else { return "Charged \(total), with nobody to split it among" }
        let (low, high) = charge.shares
        let each = high.map { "\(Amount.text(cents: $0)) or \(Amount.text(cents: low))" } ?? Amount.text(cents: low)
        return "Charged \(total) among \(PlainList.counted(charge.players, "player")): \(each) each"
    }

    static func totals(_ totals: FeeTotals) -> String {
        let ahead = totals.aheadCents == 0 ? "" : " (\(Amount.text(cents: totals.aheadCents)) paid ahead)"
        return "Totals: charged \(Amount.text(cents: totals.chargedCents)), paid \(Amount.text(cents: totals.paidCents)), "
            + "outstanding \(Amount.text(cents: totals.outstandingCents))\(ahead)"
    }
}
