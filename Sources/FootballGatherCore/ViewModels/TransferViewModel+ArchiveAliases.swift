extension TransferViewModel {
    /// Each alias that picks one player here too (no name or other alias here is the same) is added to
    /// theirs; returns those left out, as `'Nana' (Ana)`.
    func importAliases(of archive: ExportArchive, imported: ImportedArchive) async throws -> [String] {
        guard let aliases = archive.aliases, !aliases.isEmpty else { return [] }
        var roster = try await services.players.players()
        var leftOut: [String] = []
        // Keys taken once (`PlayerAliases.checked` passes over the roster): a file of many aliases costs what it holds.
        let indices = Dictionary(roster.indices.map { (roster[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(roster.map { PlayerValidation.key($0.name) })
        var owners = Dictionary(roster.flatMap { player in player.aliases.map { (PlayerValidation.key($0), player.id) } }, uniquingKeysWith: { first, _ in first })
        for (key, list) in aliases.sorted(by: { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }) {
            guard let archivedID = Int(key), let id = imported.id(ofArchived: archivedID), let index = indices[id] else { continue }
            for alias in list {
                let key = (try? PlayerAliases.validated(alias)).map(PlayerValidation.key)
                if let key, !names.contains(key), (owners[key] ?? id) == id {
                    if owners.updateValue(id, forKey: key) == nil { roster[index].aliases.append(alias) }
                } else if key.flatMap({ owners[$0] }) != id {
                    leftOut.append("'\(alias)' (\(roster[index].name))")
                }
            }
        }
        let kept = roster.filter { !$0.aliases.isEmpty }
        try services.notes.update { notes in for player in kept { notes.setAliases(player.aliases, of: player.id) } }
        return leftOut
    }
}
