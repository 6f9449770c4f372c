import Foundation

extension ArchiveCheck {
    /// Aliases of players of the file, each one a valid alias.
    static func validateAliases(_ archive: ExportArchive, players: Set<Int>) throws(InputError) {
        for (key, aliases) in archive.aliases ?? [:] {
            guard let id = Int(key), players.contains(id) else {
                throw .invalid("the file has aliases for player '\(key)', who is not among the file's players: nothing was imported")
            }
            for alias in aliases {
                do {
                    _ = try PlayerAliases.validated(alias)
                } catch {
                    throw .invalid("the file's aliases of player #\(id) are not valid (\(error.localizedDescription)): nothing was imported")
                }
            }
        }
    }
}
