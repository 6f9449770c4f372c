import Foundation

extension ArchiveCheck {
    /// Fees from 0 to `Amount.maximumCents`, a fee only on an ended match, and payments by
    /// players of the file (leftover cents too).
    static func validateFees(_ archive: ExportArchive, players: Set<Int>) throws(InputError) {
        let fees = 0...Amount.maximumCents
        if let fee = archive.pitchFeeCents, !fees.contains(fee) {
            throw .invalid("the file has a pitch fee of \(Amount.text(cents: fee)), which is not allowed: nothing was imported")
        }
        for gather in archive.gathers {
            guard let fee = gather.feeCents else { continue }
            guard fees.contains(fee), gather.score != nil else {
                throw .invalid("gather \(gather.id.uuidString) of the file has a fee of \(Amount.text(cents: fee)), which is not allowed: nothing was imported")
            }
            if let stranger = gather.feeLeftovers?.first(where: { !players.contains($0) }) {
                throw .invalid("gather \(gather.id.uuidString) of the file gives a cent of its fee to player #\(stranger), who is not among the file's players: nothing was imported")
            }
        }
        for payment in archive.payments ?? [] {
            guard players.contains(payment.playerID) else {
                throw .invalid("the file has a payment by player #\(payment.playerID), who is not among the file's players: nothing was imported")
            }
            guard payment.cents.magnitude <= Amount.maximumCents else {
                throw .invalid("the file has a payment of \(Amount.text(cents: payment.cents)), which is not allowed: nothing was imported")
            }
        }
    }
}
