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
        for payment in archive.payments ?? [] {
            guard players.contains(payment.playerID) else {
                throw .paymentByStranger(player: payment.playerID)
            }
            guard payment.cents.magnitude <= Amount.maximumCents else {
                throw .invalidPayment(cents: payment.cents)
            }
        }
    }
}
