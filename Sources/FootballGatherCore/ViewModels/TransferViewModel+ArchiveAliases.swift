extension TransferViewModel {
    /// Each alias that picks one player here too (no name or other alias here is the same) is added to
    /// theirs; returns those left out, as `'Nana' (Ana)`.
    func importAliases(of archive: ExportArchive, imported: ImportedArchive) async throws -> [String] {
        guard let aliases = archive.aliases, !aliases.isEmpty else { return [] }
        var roster = try await services.players.players()
        var leftOut: [String] = []
        for (key, list) in aliases.sorted(by: { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }) {
            guard let archivedID = Int(key), let id = imported.id(ofArchived: archivedID),
                let index = roster.firstIndex(where: { $0.id == id })
            else { continue }
            for alias in list {
                guard (try? PlayerAliases.checked([alias], of: id, named: roster[index].name, in: roster)) != nil else {
                    if !roster[index].hasAlias(alias) { leftOut.append("'\(alias)' (\(roster[index].name))") }
                    continue
                }
                if !roster[index].hasAlias(alias) { roster[index].aliases.append(alias) }
            }
        }
        let kept = roster.filter { !$0.aliases.isEmpty }
        try services.notes.update { notes in for player in kept { notes.setAliases(player.aliases, of: player.id) } }
        return leftOut
    }
}
