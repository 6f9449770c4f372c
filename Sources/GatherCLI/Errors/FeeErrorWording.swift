import FootballGatherCore

enum FeeErrorWording {
    static func text(_ error: FeeError) -> String {
        switch error {
        case .negativePitchFee: "the pitch fee cannot be negative: give 0 to stop charging it"
        case .zeroPayment: "a payment of 0.00 changes nothing: give the amount paid"
        case .blankPaymentNote: "a payment's note cannot be blank: leave it out, or write what it was"
        case .paymentNoteTooLong(let limit, let length): "a payment's note is at most \(limit) characters; this one has \(length)"
        case .samePaymentToday(let player, let cents, let id):
            "\(player) already paid \(Amount.text(cents: cents)) today (payment \(id)): add --again to record it a second time"
        case .noSuchPayment(let id): "no payment has the id '\(InputError.echo(id))': see the ids with 'gather fees show PLAYER'"
        case .ambiguousPayment(let id, let ids): "'\(InputError.echo(id))' begins the ids of several payments (\(ids.joined(separator: ", "))): give more of it"
        }
    }
}
