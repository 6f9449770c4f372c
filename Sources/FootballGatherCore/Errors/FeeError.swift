/// A fee or a payment that is not allowed; nothing was recorded.
public enum FeeError: Error, Equatable, Sendable {
    case negativePitchFee
    /// A payment of 0.00.
    case zeroPayment
    case blankPaymentNote
    /// A note of `length` characters, over `limit`.
    case paymentNoteTooLong(limit: Int, length: Int)
}

extension FeeError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
