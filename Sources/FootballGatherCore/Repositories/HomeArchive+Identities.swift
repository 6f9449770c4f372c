import Foundation

extension HomeArchive {
    /// The file's retired flags, with the ids here; a player matched to one active here
    /// stays active unless `taking`. Returns the names of those left active.
    func importRetired(of archive: ExportArchive, imported: ImportedArchive, taking: Bool) throws -> [String] {
        let byID = Dictionary((archive.players + (archive.departed ?? [])).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var retiring: [Int] = []
        var leftActive: [String] = []
        let retiredHere = Set(try services.notes.notes().retired)
        for archivedID in archive.retired ?? [] {
            guard let id = imported.id(ofArchived: archivedID) else { continue }
            if case .existing? = imported.plan.playerRefs[archivedID], !retiredHere.contains(id), !taking {
                leftActive.append(byID[archivedID]?.name ?? "#\(id)")
                continue
            }
            retiring.append(id)
        }
        try services.notes.update { notes in
            notes.retired += retiring.filter { !notes.retired.contains($0) }
            notes.squadLimit = notes.squadLimit ?? archive.squadLimit
        }
        if !retiring.isEmpty, let squad {
            let leaving = Set(retiring)
            try squad.store.update(of: squad.backend) { ids in ids.removeAll { leaving.contains($0) } }
        }
        return leftActive
    }

    /// Each player of the file whose id here is another, as `"old": new`.
    static func changedPlayerIDs(_ archive: ExportArchive, imported: ImportedArchive) -> [String: Int] {
        var changed: [String: Int] = [:]
        for player in archive.players + (archive.departed ?? []) {
            guard let id = imported.id(ofArchived: player.id), id != player.id else { continue }
            changed[String(player.id)] = id
        }
        return changed
    }
}
