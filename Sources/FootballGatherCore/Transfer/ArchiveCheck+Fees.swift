extension ArchiveCheck {
    /// Fees and fixed shares from 0 to `Amount.maximumCents`, a fee only on an ended match,
    /// and players of the file for leftover cents, payments, their payers and guests' hosts.
    static func validateFees(_ archive: ExportArchive, players: Set<Int>) throws(ArchiveError) {
        let fees = 0...Amount.maximumCents
        for fee in [archive.pitchFeeCents, archive.pitchFeeEachCents].compactMap(\.self) where !fees.contains(fee) {
            throw .invalidPitchFee(cents: fee)
        }
        for gather in archive.gathers {
            // A fixed share only beside the fee it was charged.
            if let each = gather.feeEachCents, !fees.contains(each) || gather.feeCents == nil {
                throw .invalidGatherFee(gather.id, cents: each)
            }
            guard let fee = gather.feeCents else { continue }
            guard fees.contains(fee), gather.score != nil else {
                throw .invalidGatherFee(gather.id, cents: fee)
            }
            if let stranger = gather.feeLeftovers?.first(where: { !players.contains($0) }) {
                throw .leftoverToStranger(gather.id, player: stranger)
            }
        }
        let hosts = archive.feeHosts ?? [:]
        for (guest, host) in hosts where !(Int(guest).map(players.contains) ?? false) || !players.contains(host) {
            throw .hostOfStranger(guest: guest, host: host)
        }
        // A guest's share goes to their host, and on up: a host who is (at last) their own guest pays nobody's.
        let byID = Dictionary(hosts.compactMap { key, host in Int(key).map { ($0, host) } }, uniquingKeysWith: { first, _ in first })
        for (guest, first) in byID {
            var (host, seen) = (first, Set([guest]))
            while let next = byID[host], seen.insert(host).inserted { host = next }
            if seen.contains(host) { throw .guestHostsThemselves(guest: String(guest)) }
        }
        for payment in archive.payments ?? [] {
            for id in [payment.playerID] + (payment.paidBy.map { [$0] } ?? []) where !players.contains(id) {
                throw .paymentByStranger(player: id)
            }
            guard payment.cents.magnitude <= Amount.maximumCents else {
                throw .invalidPayment(cents: payment.cents)
            }
        }
    }
}
