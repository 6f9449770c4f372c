/// One player's ledger (`gather fees show`): what each match charged them, what they paid.
public struct FeeStatement: Sendable, Equatable {
    public var player: Player
    public var standing: RosterStanding
    /// Oldest match first.
    public var charges: [FeeCharge]
    /// In the order they were recorded.
    public var payments: [FeePayment]
    /// The names of those who paid for this player (`FeePayment.paidBy`), by id.
    public var payers: [Int: String] = [:]

    var chargedCents: Int { charges.reduce(0) { $0 + $1.cents } }
    var paidCents: Int { payments.reduce(0) { $0 + $1.cents } }
    /// Positive when they owe, negative when they paid ahead.
    public var balanceCents: Int { chargedCents - paidCents }
}

/// The sums under `gather fees`: charged, paid, still owed (by those who owe) and paid ahead.
public struct FeeTotals: Sendable, Equatable {
    public var chargedCents = 0
    public var paidCents = 0
    public var outstandingCents = 0
    public var aheadCents = 0

    public init(_ rows: [FeeRow]) {
        for row in rows {
            chargedCents += row.balance.chargedCents
            paidCents += row.balance.paidCents
            let balance = row.balance.balanceCents
            if balance > 0 { outstandingCents += balance } else { aheadCents -= balance }
        }
    }
}
