/// A fee or a payment that is not allowed; nothing was recorded.
public enum FeeError: Error, Equatable, Sendable {
    case negativePitchFee
    case zeroPayment
    case blankPaymentNote
    case paymentNoteTooLong(limit: Int, length: Int)
    /// The same amount as the player's last payment on the same day: a mistake unless `--again`.
    case samePaymentToday(player: String, cents: Int, id: String)
    /// `fees undo ID` with an id no payment has, or one several begin with.
    case noSuchPayment(String)
    case ambiguousPayment(String, ids: [String])
}

extension FeeError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
