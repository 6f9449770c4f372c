import Foundation

extension ArchiveCheck {
    /// Fees from 0 to `Amount.maximumCents`, a fee only on an ended match, and payments by
    /// players of the file (leftover cents too).
    static func validateFees(_ archive: ExportArchive, players: Set<Int>) throws(ArchiveError) {
        let fees = 0...Amount.maximumCents
        if let fee = archive.pitchFeeCents, !fees.contains(fee) {
            throw .invalidPitchFee(cents: fee)
        }
        for gather in archive.gathers {
            guard let fee = gather.feeCents else { continue }
            guard fees.contains(fee), gather.score != nil else {
                throw .invalidGatherFee(gather.id, cents: fee)
            }
            if let stranger = gather.feeLeftovers?.first(where: { !players.contains($0) }) {
                throw .leftoverToStranger(gather.id, player: stranger)
            }
        }
        if let each = archive.pitchFeeEachCents, !fees.contains(each) {
            throw .invalidPitchFee(cents: each)
        }
        for gather in archive.gathers {
            if let each = gather.feeEachCents, !fees.contains(each) || gather.feeCents == nil {
                throw .invalidGatherFee(gather.id, cents: each)
            }
        }
        for (guest, host) in archive.feeHosts ?? [:] {
            guard let guest = Int(guest), players.contains(guest) else { throw .paymentByStranger(player: Int(guest) ?? 0) }
            guard players.contains(host) else { throw .paymentByStranger(player: host) }
        }
        for payment in archive.payments ?? [] {
            guard players.contains(payment.playerID), payment.paidBy.map(players.contains) ?? true else {
                throw .paymentByStranger(player: players.contains(payment.playerID) ? payment.paidBy ?? payment.playerID : payment.playerID)
            }
            guard payment.cents.magnitude <= Amount.maximumCents else {
                throw .invalidPayment(cents: payment.cents)
            }
        }
    }
}
