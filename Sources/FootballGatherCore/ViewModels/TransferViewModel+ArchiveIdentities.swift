extension TransferViewModel {
    /// The file's retired flags; a player matched to one active here stays active unless `taking`.
    func importRetired(of archive: ExportArchive, imported: ImportedArchive, taking: Bool) throws -> RetiredByImport {
        let byID = Dictionary((archive.players + (archive.departed ?? [])).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var retiring: [Int] = []
        var outcome = RetiredByImport()
        let retiredHere = Set(try services.notes.notes().retired)
        for archivedID in archive.retired ?? [] {
            guard let id = imported.id(ofArchived: archivedID) else { continue }
            let name = byID[archivedID]?.name ?? "#\(id)"
            if case .existing? = imported.plan.playerRefs[archivedID], !retiredHere.contains(id) {
                guard taking else {
                    outcome.leftActive.append(name)
                    continue
                }
                outcome.retired.append(name)
            }
            retiring.append(id)
        }
        try services.notes.update { notes in
            notes.retired += retiring.filter { !notes.retired.contains($0) }
            notes.squadLimit = notes.squadLimit ?? archive.squadLimit
            for (archived, mark) in archive.squadMarks ?? [:] {
                guard let id = Int(archived).flatMap(imported.id(ofArchived:)), notes.squadMark(of: id) == nil else { continue }
                let guestOf = mark.guestOf.flatMap(imported.id(ofArchived:))
                notes.squadMarks = (notes.squadMarks ?? [:]).merging([String(id): SquadMark(note: mark.note, maybe: mark.maybe, guestOf: guestOf)]) { kept, _ in kept }
            }
        }
        if !retiring.isEmpty, let squad {
            let leaving = Set(retiring)
            let left = try squad.store.update(of: squad.backend) { ids -> [Int] in
                let gone = ids.filter { leaving.contains($0) }
                ids.removeAll { leaving.contains($0) }
                return gone
            }
            outcome.leftSquad = left.map { id in archive.players.first { imported.id(ofArchived: $0.id) == id }?.name ?? "#\(id)" }
        }
        return outcome
    }

    /// Each player of the file whose id here is another, as `"old": new`.
    static func changedPlayerIDs(_ archive: ExportArchive, imported: ImportedArchive) -> [String: Int] {
        Dictionary((archive.players + (archive.departed ?? [])).compactMap { player -> (String, Int)? in
            guard let id = imported.id(ofArchived: player.id), id != player.id else { return nil }
            return (String(player.id), id)
        }, uniquingKeysWith: { _, last in last })
    }
}

struct RetiredByImport {
    /// Active here, retired in the file, left active (no `--take-retired`).
    var leftActive: [String] = []
    /// Active here and retired now, with `--take-retired`.
    var retired: [String] = []
    /// Squad members who left the squad on retiring.
    var leftSquad: [String] = []
}
