extension TransferViewModel {
    /// Each alias that picks one player here too (no name or other alias here is the same) is added to
    /// theirs; returns those left out, as `'Nana' (Ana)`.
    func importAliases(of archive: ExportArchive, imported: ImportedArchive) async throws -> [String] {
        guard let aliases = archive.aliases, !aliases.isEmpty else { return [] }
        var roster = try await services.players.players()
        var leftOut: [String] = []
        let indices = Dictionary(roster.indices.map { (roster[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        var owners = PlayerAliases.Owners(roster)
        for (key, list) in aliases.sorted(by: { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }) {
            guard let archivedID = Int(key), let id = imported.id(ofArchived: archivedID), let index = indices[id] else { continue }
            for alias in list {
                if let valid = try? PlayerAliases.validated(alias), (try? owners.refuseClash(valid, of: id)) != nil {
                    if owners.aliases.updateValue(roster[index], forKey: PlayerValidation.key(valid)) == nil { roster[index].aliases.append(alias) }
                } else if !roster[index].hasAlias(alias) {
                    leftOut.append("'\(alias)' (\(roster[index].name))")
                }
            }
        }
        let kept = roster.filter { !$0.aliases.isEmpty }
        // The alias chat posts show goes with its alias, unless this home already shows another.
        let shown: [(id: String, alias: String)] = (archive.knownAs ?? [:]).compactMap { key, alias in
            guard let archivedID = Int(key), let id = imported.id(ofArchived: archivedID), let index = indices[id],
                  let kept = roster[index].aliases.first(where: { PlayerAliases.same($0, alias) }) else { return nil }
            return (String(id), kept)
        }
        try services.notes.update { notes in
            for player in kept { notes.setAliases(player.aliases, of: player.id) }
            var knownAs = notes.knownAs ?? [:]
            for (id, alias) in shown where knownAs[id] == nil { knownAs[id] = alias }
            notes.knownAs = knownAs.isEmpty ? nil : knownAs
        }
        return leftOut
    }
}
