/// A fee or a payment that is not allowed; nothing was recorded.
public enum FeeError: Error, Equatable, Sendable {
    case negativePitchFee
    /// A payment of 0.00.
    case zeroPayment
    case blankPaymentNote
    /// A note of `length` characters, over `limit`.
    case paymentNoteTooLong(limit: Int, length: Int)
    /// The same amount as the player's last payment, on the same day: recorded twice by
    /// mistake, unless `--again` (that payment's short id).
    case samePaymentToday(player: String, cents: Int, id: String)
    /// `fees undo ID` with an id no payment has, or one several begin with.
    case noSuchPayment(String)
    case ambiguousPayment(String, ids: [String])
}

extension FeeError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
