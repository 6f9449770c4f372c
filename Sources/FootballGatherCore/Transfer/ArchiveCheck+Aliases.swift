extension ArchiveCheck {
    static func validateAliases(_ archive: ExportArchive, players: Set<Int>) throws(ArchiveError) {
        for (key, aliases) in archive.aliases ?? [:] {
            guard let id = Int(key), players.contains(id) else {
                throw .aliasesOfStranger(key)
            }
            for alias in aliases {
                do {
                    _ = try PlayerAliases.validated(alias)
                } catch {
                    throw .invalidAliases(player: id, reason: error)
                }
            }
        }
    }
}
