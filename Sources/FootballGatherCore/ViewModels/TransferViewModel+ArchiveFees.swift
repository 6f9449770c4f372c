import Foundation

extension TransferViewModel {
    /// Each imported gather's fee (with who got its leftover cents), the fee in force when none is set here,
    /// and the payments not imported before (by their ids), all with this backend's ids.
    func importFees(of archive: ExportArchive, imported: ImportedArchive) throws {
        let details = try services.details.details()
        var byArchived: [UUID: UUID] = [:]
        for (id, known) in details { if let from = known.importedFrom { byArchived[from] = id } }
        try services.notes.update { notes in
            for gather in archive.gathers {
                guard let fee = gather.feeCents, let id = byArchived[gather.id] ?? (details[gather.id] != nil ? gather.id : nil) else { continue }
                guard notes.fees.fee(of: id) == nil else { continue }
                notes.fees.charged[id.uuidString] = fee
                let leftovers = (gather.feeLeftovers ?? []).compactMap(imported.id(ofArchived:))
                if !leftovers.isEmpty { notes.fees.leftovers = (notes.fees.leftovers ?? [:]).merging([id.uuidString: leftovers]) { _, new in new } }
                if let each = gather.feeEachCents { notes.fees.eachCharged = (notes.fees.eachCharged ?? [:]).merging([id.uuidString: each]) { _, new in new } }
            }
            if notes.fees.perMatchCents == 0 {
                notes.fees.perMatchCents = archive.pitchFeeCents ?? 0
                notes.fees.eachCents = notes.fees.eachCents ?? archive.pitchFeeEachCents
            }
            for (guest, host) in archive.feeHosts ?? [:] {
                guard let guest = Int(guest).flatMap(imported.id(ofArchived:)), let host = imported.id(ofArchived: host) else { continue }
                notes.fees.hosts = (notes.fees.hosts ?? [:]).merging([String(guest): host]) { kept, _ in kept }
            }
            let recorded = Set(notes.fees.payments.map(\.id))
            for payment in archive.payments ?? [] where !recorded.contains(payment.id) {
                guard let id = imported.id(ofArchived: payment.playerID) else { continue }
                notes.fees.payments.append(FeePayment(
                    id: payment.id, playerID: id, cents: payment.cents, date: payment.date, note: payment.note,
                    paidBy: payment.paidBy.flatMap(imported.id(ofArchived:))))
            }
        }
    }
}
